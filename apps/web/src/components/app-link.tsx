import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from '../lib/navigator';

/** A plain click: a modified one (new tab, new window, download) is the browser's to handle. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a page of this app for parts that the widget shows too: the widget runs without the router, so
 * there the link loads the page; in the app it navigates in place, as the router's own link does.
 */
export function AppLink({
  to,
  onClick,
  ...anchor
}: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    navigateTo(to);
  };
  return <a {...anchor} href={to} onClick={handleClick} />;
}
