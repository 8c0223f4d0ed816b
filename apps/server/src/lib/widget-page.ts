/**
 * The page `/widget.js` frames on other sites: `/chatai/<store>?agent=client` (or `/chatai?agent=client`).
 * Only this page, and only in widget mode, may be embedded beyond this site: every other page refuses to be
 * framed, so no site can overlay it to steal clicks. The web app builds it on its own (widget.html).
 */
export function isWidgetPage(url: string): boolean {
  if (!url.startsWith('/chatai')) return false;
  const [path = '', query = ''] = url.split('?', 2);
  return /^\/chatai(\/[\w-]{1,36})?\/?$/.test(path) && new URLSearchParams(query).get('agent') === 'client';
}
