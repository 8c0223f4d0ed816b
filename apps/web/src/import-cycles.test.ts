import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RELATIVE_IMPORT = /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** Every source file under a folder, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The files a file imports by relative path (type-only imports too: they tie the modules together as well). */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap((match) => {
    const base = resolve(dirname(file), (match[1] ?? match[2] ?? '').replace(/\.js$/, ''));
    const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      existsSync,
    );
    return found ? [found] : [];
  });
}

/** Each cycle as the chain of files that closes it, relative to `root`. */
function findCycles(root: string): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of importsOf(file)) {
      if (state.get(next) === 'open') {
        cycles.push([...path.slice(path.indexOf(next)), next].map((item) => relative(root, item)));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of sourceFiles(root)) if (!state.has(file)) visit(file);
  return cycles;
}

const here = dirname(fileURLToPath(import.meta.url));

describe('imports', () => {
  it.each([
    ['the web app', here],
    ['the shared package', resolve(here, '../../../packages/shared/src')],
  ])('form no cycle in %s', (_name, root) => {
    expect(findCycles(root)).toEqual([]);
  });

  it('are caught when two files import each other, also only for a type', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    try {
      writeFileSync(join(root, 'store.ts'), "import type { TData } from './api';\nexport const x = 1;\n");
      writeFileSync(join(root, 'api.ts'), "import { x } from './store';\nexport type TData = typeof x;\n");
      writeFileSync(join(root, 'page.tsx'), "export { x } from './store';\n");
      expect(findCycles(root)).toEqual([['api.ts', 'store.ts', 'api.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
