/** How long a new page may take to show its heading (its data loading) before focus is left where it is. */
const WAIT_MS = 8000;

const isEditable = (element: Element | null) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLElement && element.isContentEditable);

/**
 * After a navigation, moves focus to the new page's main heading once it is on screen, so a keyboard or screen
 * reader user starts at the top of what changed instead of on `<body>` or on the link that is gone. Focus the
 * visitor has put somewhere else in the meantime (a page's own autofocus, a click) is left alone, and so is a
 * text field being typed in (a search that writes the address). Returns the cancel for the next navigation.
 */
export function focusHeadingWhenShown(): () => void {
  const from = document.activeElement;
  if (isEditable(from)) return () => undefined;
  const hasMovedOn = () => {
    const active = document.activeElement;
    return active !== from && active !== document.body && active !== null;
  };
  const tryFocus = () => {
    if (hasMovedOn()) return true;
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
