// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the built web app, at the
// strongest settings: they are made once per build, and the server sends them as they are to browsers that
// accept them, so a phone downloads a third of the bytes without the server compressing anything per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers outweigh what compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Compresses every eligible file under `dir`; returns how many files got copies. */
export function precompress(dir: string): number {
  let count = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = gzipSync(source, { level: 9 });
    // A copy that saves almost nothing is not worth a second file and a different answer.
    if (brotli.length < source.length * 0.9) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < source.length * 0.9) writeFileSync(`${path}.gz`, gzip);
    count += 1;
  }
  return count;
}
