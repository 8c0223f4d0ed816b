import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerZlib, markRepeated } from './answer-zlib.js';

const text = (label: string) =>
  JSON.stringify({ label, rows: Array.from({ length: 80 }, (_, i) => `row ${i}`) });

describe('compressing answers for @fastify/compress', () => {
  it('compresses a repeated answer once, and gives its compressed bytes again', () => {
    const answer = markRepeated(Buffer.from(text('guest')));
    const brotli = answerZlib.brotliCompressSync(answer);
    expect(answerZlib.brotliCompressSync(answer)).toBe(brotli);
    expect(brotliDecompressSync(brotli).toString()).toBe(answer.toString());
    const gzip = answerZlib.gzipSync(answer);
    expect(answerZlib.gzipSync(answer)).toBe(gzip);
    expect(gunzipSync(gzip).toString()).toBe(answer.toString());
  });

  it("compresses the next second's answer afresh, and any other answer every time", () => {
    const first = markRepeated(Buffer.from(text('second 1')));
    const next = markRepeated(Buffer.from(text('second 2')));
    expect(brotliDecompressSync(answerZlib.brotliCompressSync(first)).toString()).toContain('second 1');
    expect(brotliDecompressSync(answerZlib.brotliCompressSync(next)).toString()).toContain('second 2');
    const other = Buffer.from(text('a member'));
    const once = answerZlib.brotliCompressSync(other);
    expect(answerZlib.brotliCompressSync(other)).not.toBe(once);
    expect(brotliDecompressSync(once).toString()).toBe(other.toString());
  });
});
