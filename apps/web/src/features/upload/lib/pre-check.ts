import { checkUploadFile, type TSiteConfig, type TUploadRuleKey } from '@storefront/shared';

/** The site's upload limits, as the bootstrap sends them (`site.upload`). */
export type TUploadSettings = Pick<TSiteConfig['upload'], 'maxSize' | 'allowedSuffixes' | 'allowedMimeTypes'>;

type TFileFacts = { name: string; size: number; type: string };

/** Image types a canvas can write back after cropping; anything else is cropped into a PNG. */
const CANVAS_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The shared first check of an avatar before any request (name and size present, allowed type, size limit),
 * plus: an avatar must be an image even where the site allows other uploads.
 */
export function checkAvatarFile(file: TFileFacts, settings: TUploadSettings): TUploadRuleKey | null {
  const problem = checkUploadFile(file, settings);
  if (problem) return problem;
  return file.type.startsWith('image/') && file.type !== 'image/svg+xml' ? null : 'upload.typeNotAllowed';
}

/** A name with its extension replaced (or added). */
export function withSuffix(name: string, suffix: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'avatar'}.${suffix}`;
}

/**
 * What the cropped image will be: the same type when a canvas can encode it, else PNG (a cropped GIF or BMP
 * comes out of the canvas as PNG bytes, and the server refuses bytes that do not match the claimed type).
 */
export function cropOutput(file: TFileFacts): { name: string; type: string } {
  if (CANVAS_TYPES.includes(file.type)) return { name: file.name, type: file.type };
  return { name: withSuffix(file.name, 'png'), type: 'image/png' };
}

/** Megabytes for the hint under the avatar, without trailing zeros. */
export function formatMegabytes(bytes: number): string {
  return String(Math.round((bytes / 1024 / 1024) * 10) / 10);
}
