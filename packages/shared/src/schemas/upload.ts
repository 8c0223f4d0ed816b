import { z } from 'zod';

/** What an upload is for; it names the storage folder, so only these characters. */
export const ZUploadTopic = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,20}$/, 'validation.invalid')
  .default('default');

/** The multipart fields of POST /api/ajax/upload besides the `file` part. */
export const ZUploadFields = z.object({ topic: ZUploadTopic });
export type TUploadFields = z.infer<typeof ZUploadFields>;

/** `data.file` of POST /api/ajax/upload. */
export const ZUploadedFile = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mimetype: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sha1: z.string(),
  suffix: z.string(),
  full_url: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/** `data` of POST /api/ajax/upload. */
export const ZUploadResult = z.object({ file: ZUploadedFile });

export type TUploadRuleKey = 'upload.incomplete' | 'upload.typeNotAllowed' | 'upload.tooLarge';

const splitList = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** The extension of a file name, lower-case and without the dot; '' when it has none. */
export function fileSuffix(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a file's name and type are in the allowed lists of the site's upload settings: extensions with or
 * without a dot, mime types, `type/*` wildcards, or `*` for everything.
 */
export function isAllowedFileType(
  file: { name: string; type: string },
  allowed: { allowedSuffixes: string; allowedMimeTypes: string },
): boolean {
  const suffixes = splitList(allowed.allowedSuffixes).map((item) => item.replace(/^\./, ''));
  const mimeTypes = splitList(allowed.allowedMimeTypes);
  if (suffixes.includes('*') || mimeTypes.includes('*')) return true;
  const suffix = fileSuffix(file.name);
  const type = file.type.toLowerCase();
  if (suffix && suffixes.includes(suffix)) return true;
  return mimeTypes.some(
    (item) => item === type || (item.endsWith('/*') && type.startsWith(item.slice(0, -1))),
  );
}

/** The client's and the server's first check of a file, as a message key; null when it may go. */
export function checkUploadFile(
  file: { name: string; size: number; type: string },
  settings: { maxSize: number; allowedSuffixes: string; allowedMimeTypes: string },
): TUploadRuleKey | null {
  if (!file.name || !file.size) return 'upload.incomplete';
  if (!isAllowedFileType(file, settings)) return 'upload.typeNotAllowed';
  if (file.size > settings.maxSize) return 'upload.tooLarge';
  return null;
}
