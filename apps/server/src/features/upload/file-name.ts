/** Longest original name kept (the `attachment.name` column). */
export const MAX_NAME_LENGTH = 255;

/** Control characters, bidi overrides (which make `gpj.exe` read as `exe.jpg`) and path separators. */
const UNSAFE_CHARACTERS = /[\p{Cc}\u202a-\u202e\u2066-\u2069/\\]/gu;

/**
 * The uploader's file name as display metadata: separators and control characters removed, at most 255
 * characters, keeping the extension when cut. It never becomes part of a path; storage keys are random.
 */
export function cleanFileName(raw: string): string {
  const name = raw.replace(UNSAFE_CHARACTERS, '').trim();
  const characters = Array.from(name);
  if (characters.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 21 ? name.slice(dot) : '';
  return characters.slice(0, MAX_NAME_LENGTH - extension.length).join('') + extension;
}
