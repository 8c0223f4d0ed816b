import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.js';

describe('precompressing the built web app', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files worth compressing, and nothing for the rest', () => {
    mkdirSync(join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};`;
    writeFileSync(join(dir, 'assets', 'app-1a2b3c4d.js'), script);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    expect(precompress(dir)).toBe(1);
    const brotli = readFileSync(join(dir, 'assets', 'app-1a2b3c4d.js.br'));
    const gzip = readFileSync(join(dir, 'assets', 'app-1a2b3c4d.js.gz'));
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    expect(gunzipSync(gzip).toString()).toBe(script);
    expect(brotli.length).toBeLessThan(script.length / 4);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });
});
