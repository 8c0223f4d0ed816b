import type { TMenuRule } from '@storefront/shared';

/** The external URL of an iframe route; tolerates a segment encoded once or twice. */
export function decodeIframeUrl(segment: string): string {
  let url = segment;
  for (let round = 0; round < 2 && /%[0-9a-f]{2}/i.test(url); round += 1) {
    try {
      url = decodeURIComponent(url);
    } catch {
      return url;
    }
  }
  return url;
}

/**
 * Whether an iframe menu among `menus` (the member's, at any depth) names exactly `url`. The iframe page
 * frames nothing else: a crafted `/user/iframe/<URL>` link would otherwise show any site inside the member
 * layout. The server's framing policy for the page follows the same menus (plugins/security.ts).
 */
export function iframeMenuNames(menus: readonly TMenuRule[], url: string): boolean {
  return (
    url !== '' &&
    menus.some(
      (rule) => (rule.menu_type === 'iframe' && rule.url === url) || iframeMenuNames(rule.children, url),
    )
  );
}
