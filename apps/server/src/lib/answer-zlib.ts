import zlib from 'node:zlib';

/** Answers sent as the very same bytes many times over (see RawJson: the guest bootstrap within a second). */
const repeatedAnswers = new WeakSet<Buffer>();

/** Marks `bytes` as an answer that is sent again unchanged, whose compressed form may be kept. */
export function markRepeated(bytes: Buffer): Buffer {
  repeatedAnswers.add(bytes);
  return bytes;
}

type TCompress = (input: Buffer, options?: object) => Buffer;

/** `compress`, done once per repeated answer: its result lives as long as the answer's bytes do. */
function oncePerRepeatedAnswer(compress: TCompress): TCompress {
  const compressed = new WeakMap<Buffer, Buffer>();
  return (input, options) => {
    if (!repeatedAnswers.has(input)) return compress(input, options);
    let output = compressed.get(input);
    if (!output) {
      output = compress(input, options);
      compressed.set(input, output);
    }
    return output;
  };
}

/**
 * node:zlib for @fastify/compress (its `zlib` option), which compresses a repeated answer once instead of for
 * every request: a browser asks for the guest bootstrap with `Accept-Encoding: br`, and brotli at every
 * request had served it at some 0.4 of the rate of the uncompressed answer. Negotiation, thresholds and
 * headers stay the plugin's.
 */
export const answerZlib = {
  ...zlib,
  brotliCompressSync: oncePerRepeatedAnswer(zlib.brotliCompressSync),
  gzipSync: oncePerRepeatedAnswer(zlib.gzipSync),
  deflateSync: oncePerRepeatedAnswer(zlib.deflateSync),
};
