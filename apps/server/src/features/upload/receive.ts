import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { isAllowedFileType, type TSiteConfig, type TUploadRuleKey } from '@storefront/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { cleanFileName } from './file-name.js';

/** Bytes kept from the start of the file for the magic-byte check. */
const HEAD_BYTES = 64;

/** What the multipart request carried; the bytes wait in `tmpPath`, which the caller deletes. */
export interface TReceivedUpload {
  tmpPath: string;
  /** The cleaned original name (metadata only). */
  name: string;
  /** The client's claimed mime type. */
  mimetype: string;
  size: number;
  /** SHA-1 of the received bytes. */
  sha1: string;
  head: Buffer;
  /** The multipart fields sent beside the file, not yet validated. */
  fields: Record<string, string>;
}

type TFileStats = Pick<TReceivedUpload, 'size' | 'sha1' | 'head'>;

async function writeTemp(stream: Readable, tmpPath: string): Promise<TFileStats> {
  const hash = createHash('sha1');
  const head: Buffer[] = [];
  let size = 0;
  await pipeline(
    stream,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
        size += chunk.length;
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }),
  );
  return { size, sha1: hash.digest('hex'), head: Buffer.concat(head) };
}

/** Reads a part nobody wants to its end, so the answer never races the client's upload. */
async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream);
}

/** Limits breached or malformed multipart data are the client's problem; file-system failures are ours. */
function toUploadError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = 'code' in error ? String(error.code) : '';
  if (/^FST_(PARTS|FILES|FIELDS)_LIMIT$|^FST_PROTO_VIOLATION$/.test(code)) {
    return new AppError('validation.invalid');
  }
  if (/multipart|boundary|unexpected end|terminated early|malformed/i.test(error.message)) {
    return new AppError('upload.incomplete');
  }
  return error;
}

/**
 * Streams the multipart `file` part into a temp file below `tmpDir`, with the size limit in the parser: at
 * `maxSize` the stream is cut and the answer is 'upload.tooLarge'. The name and claimed type are checked
 * against the allowlist before a byte is written. Any refusal or failure deletes the temp file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { settings: TSiteConfig['upload']; tmpDir: string },
): Promise<TReceivedUpload> {
  const { settings } = options;
  if (!request.isMultipart()) throw new AppError('upload.incomplete');
  await mkdir(options.tmpDir, { recursive: true, mode: 0o700 });
  const tmpPath = join(options.tmpDir, randomBytes(16).toString('hex'));
  let file: (TFileStats & { name: string; mimetype: string }) | undefined;
  const fields = new Map<string, string>();
  let refusal: TUploadRuleKey | undefined;
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts({
      limits: { fileSize: settings.maxSize },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      const name = cleanFileName(part.filename);
      if (part.fieldname !== 'file' || refusal) {
        await drain(part.file);
      } else if (!name) {
        refusal = 'upload.incomplete';
        await drain(part.file);
      } else if (!isAllowedFileType({ name: part.filename, type: part.mimetype }, settings)) {
        refusal = 'upload.typeNotAllowed';
        await drain(part.file);
      } else {
        file = { ...(await writeTemp(part.file, tmpPath)), name, mimetype: part.mimetype };
        if (part.file.truncated) refusal = 'upload.tooLarge';
      }
    }
    if (refusal || !file) throw new AppError(refusal ?? 'upload.incomplete');
  } catch (error) {
    await rm(tmpPath, { force: true });
    throw toUploadError(error);
  }
  return { ...file, tmpPath, fields: Object.fromEntries(fields) };
}
