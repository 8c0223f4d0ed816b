const EXTERNAL = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export type TSafeHref = { kind: 'internal' | 'external' | 'anchor'; href: string } | null;

/**
 * Where a link in an article may go. Articles are operator-written but still rendered without raw HTML, and
 * links are checked the same way: site paths (`/md?doc=privacy`) stay in the app, in-page anchors scroll,
 * http(s)/mailto/tel open outside, anything else (`javascript:`, `data:`, `//host`) renders as plain text.
 */
export function safeHref(url: string | null | undefined): TSafeHref {
  const value = (url ?? '').trim();
  if (!value) return null;
  if (value.startsWith('#')) return { kind: 'anchor', href: value };
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return { kind: 'internal', href: value };
  }
  try {
    const parsed = new URL(value);
    return EXTERNAL.has(parsed.protocol) ? { kind: 'external', href: parsed.href } : null;
  } catch {
    // Relative paths without a leading slash would resolve against the current page: not a link we keep.
    return null;
  }
}
