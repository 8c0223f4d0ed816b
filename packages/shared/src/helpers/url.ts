const ABSOLUTE_OR_DATA_IMAGE = /^((?:[a-z][a-z\d+.-]*:)?\/\/|data:image\/)/i;
const LINK_PATTERN = /^(https?|ftp|mailto|tel):/i;

/**
 * Resolves a resource path against the CDN base (`cdnUrl`): relative paths get the base prepended,
 * absolute http(s), protocol-relative and data-image URLs are returned unchanged.
 */
export function fullUrl(path: string, base: string): string {
  if (!path) return base;
  if (!base || ABSOLUTE_OR_DATA_IMAGE.test(path)) return path;
  const trimmedBase = base.endsWith('/') ? base.slice(0, -1) : base;
  return trimmedBase + (path.startsWith('/') ? path : `/${path}`);
}

/** A comma-separated string (or a list) of paths as a list of full URLs; empty parts are dropped. */
export function fullUrls(paths: string | readonly string[], base: string): string[] {
  const list = typeof paths === 'string' ? paths.split(',') : paths;
  return list
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => fullUrl(path, base));
}

/** A URL counts as a link when it begins with http, https, ftp, mailto or tel. */
export function isLink(url: string): boolean {
  return LINK_PATTERN.test(url.trim());
}

/** Whitespace, backslashes and control characters: browsers drop or reinterpret them inside URLs. */
const UNSAFE_URL_CHARACTER = /[\s\\\p{Cc}]/u;

/** `http://` or `https://`, then a host: something before any path, query or fragment. */
const HTTP_URL_WITH_HOST = /^https?:\/\/[^/?#]+/i;

/**
 * A URL a link or iframe menu may open: an absolute http(s) URL with a host, or a path of this site (`/…`, but
 * not `//` or `/\`, which browsers read as another host). Nothing else runs or loads in the member's page:
 * no `javascript:`, `data:`, `vbscript:`, `ftp:` or any other scheme.
 */
export function isMenuUrl(url: string): boolean {
  const value = url.trim();
  if (value === '' || UNSAFE_URL_CHARACTER.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return HTTP_URL_WITH_HOST.test(value);
}
