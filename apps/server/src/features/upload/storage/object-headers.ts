import { FILE_TYPES, isImageFamily } from '../sniff.js';

/** Stored names are random and never reused, so an object never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Non-images may be opened directly: no script, no plugins, no same-origin powers. */
export const SANDBOX_CSP = "default-src 'none'; sandbox";

/** How a stored object is served, wherever the bytes come from. */
export interface TObjectHeaders {
  contentType: string;
  cacheControl: string;
  /** Set for everything but images, which are shown inline. */
  contentDisposition?: string;
  contentSecurityPolicy?: string;
}

const TYPES_BY_SUFFIX = new Map(FILE_TYPES.map((type) => [type.suffix, type]));

/**
 * The headers of the object under a server-made key, decided by its suffix, which the server chose from the
 * bytes: the recorded type (text is checked UTF-8), and for anything but an image a download under its stored
 * name inside a sandbox, so a file that a browser could run never runs on the site's origin.
 */
export function objectHeaders(key: string): TObjectHeaders {
  const type = TYPES_BY_SUFFIX.get(key.slice(key.lastIndexOf('.') + 1));
  if (type && isImageFamily(type.family)) return { contentType: type.mimetype, cacheControl: IMMUTABLE };
  const mimetype = type?.mimetype ?? 'application/octet-stream';
  return {
    contentType: type?.family === 'txt' ? `${mimetype}; charset=utf-8` : mimetype,
    cacheControl: IMMUTABLE,
    contentDisposition: `attachment; filename="${key.slice(key.lastIndexOf('/') + 1)}"`,
    contentSecurityPolicy: SANDBOX_CSP,
  };
}
