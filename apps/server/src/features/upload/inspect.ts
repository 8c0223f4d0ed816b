import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileSuffix, isAllowedFileType, type TSiteConfig } from '@storefront/shared';
import { AppError } from '../../lib/app-error.js';
import { reencodeImage } from './image.js';
import type { TReceivedUpload } from './receive.js';
import { claimedType, isImageFamily, isSafeText, matchesSignature, type TFileType } from './sniff.js';
import type { TStorageSource } from './storage/storage-driver.js';

/** What will be stored: the server's type for the bytes, and the bytes themselves (maybe re-encoded). */
export interface TInspectedFile {
  type: TFileType;
  source: TStorageSource;
  size: number;
  /** SHA-1 of the bytes that will be stored. */
  sha1: string;
  width: number;
  height: number;
}

const notAllowed = () => new AppError('upload.typeNotAllowed');

/**
 * Decides what an upload really is. The claimed type (name suffix, else mime type) must be one the server
 * knows and the site allows, and the bytes must match it: magic bytes for binary formats, clean UTF-8 for
 * text. Images must decode and are stored re-encoded; everything else is stored as received.
 */
export async function inspectUpload(
  upload: TReceivedUpload,
  settings: TSiteConfig['upload'],
): Promise<TInspectedFile> {
  const type = claimedType(fileSuffix(upload.name), upload.mimetype);
  if (!type || !isAllowedFileType({ name: `file.${type.suffix}`, type: type.mimetype }, settings)) {
    throw notAllowed();
  }
  const { family } = type;
  if (isImageFamily(family)) {
    const bytes = await readFile(upload.tmpPath);
    if (!matchesSignature(family, bytes)) throw notAllowed();
    const image = await reencodeImage(family, bytes);
    if (!image.ok) throw new AppError(image.reason);
    return {
      type,
      source: { bytes: image.bytes },
      size: image.bytes.length,
      sha1: createHash('sha1').update(image.bytes).digest('hex'),
      width: image.width,
      height: image.height,
    };
  }
  const matches =
    family === 'txt' ? isSafeText(await readFile(upload.tmpPath)) : matchesSignature(family, upload.head);
  if (!matches) throw notAllowed();
  return {
    type,
    source: { file: upload.tmpPath },
    size: upload.size,
    sha1: upload.sha1,
    width: 0,
    height: 0,
  };
}
