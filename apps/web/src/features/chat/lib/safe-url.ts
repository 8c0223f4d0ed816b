const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The href a link in an answer may have, model output being untrusted: absolute http(s) or mailto only.
 * Anything else (`javascript:`, `data:`, relative paths that act on this site) gives '': plain text.
 */
export function safeLinkUrl(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (!value) return '';
  try {
    // The URL parser drops tabs and line breaks inside a scheme (`java\tscript:`) as browsers do, so the
    // protocol judged here is the one a click would use.
    const parsed = new URL(value);
    return LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : '';
  } catch {
    // Relative or malformed: not a link we open from model output.
    return '';
  }
}

/** Remote images are never loaded from model output; an image's address may still be offered as a link. */
export function safeImageLink(src: string | null | undefined): string {
  const href = safeLinkUrl(src);
  return href.startsWith('http') ? href : '';
}
