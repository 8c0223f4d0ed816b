import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

function localeFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const path = join(dir, entry.name);
    return entry.name === 'locales' ? [path] : localeFolders(path);
  });
}

const read = (folder: string, lang: string): Record<string, string> =>
  JSON.parse(readFileSync(join(folder, `${lang}.json`), 'utf8'));

describe('web locale files', () => {
  const folders = localeFolders(srcDir);

  it('exist for the app and every feature', () => {
    expect(folders.length).toBeGreaterThanOrEqual(6);
  });

  it.each(folders.map((folder) => [folder.slice(srcDir.length + 1), folder]))(
    '%s has the same keys in zh-cn and en, none empty',
    (_name, folder) => {
      const zh = read(folder, 'zh-cn');
      const en = read(folder, 'en');
      expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
      for (const text of [...Object.values(zh), ...Object.values(en)])
        expect(String(text).trim()).not.toBe('');
    },
  );

  // The product says 店铺 for a store, on visitors' pages as in the console and My store: one word, not two.
  it.each(folders.map((folder) => [folder.slice(srcDir.length + 1), folder]))(
    '%s calls a store 店铺 in Chinese',
    (_name, folder) => {
      const other = Object.entries(read(folder, 'zh-cn')).filter(([, text]) => String(text).includes('门店'));
      expect(other).toEqual([]);
    },
  );
});
