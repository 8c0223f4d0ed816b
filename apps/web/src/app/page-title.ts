/** Between the page's own name and the site's in a tab's title: "Points log · Storefront AI". */
const SEPARATOR = ' · ';

/** A count a page puts before its title while it is open (My store's inbox: "(2) Inbox · …"), kept here. */
const COUNT = /^\(\d+\) /;

/** The page's main heading as read aloud: its text, spaces tidied. */
function headingText(): string {
  const heading = document.querySelector('main h1') ?? document.querySelector('h1');
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** "<heading> · <site>", or the site's name alone where the page has no heading or its heading is that name. */
export function pageTitle(heading: string, siteName: string): string {
  if (!heading || heading === siteName) return siteName;
  return siteName ? `${heading}${SEPARATOR}${siteName}` : heading;
}

/**
 * Keeps the tab's title naming the page shown, from its main heading (the one place every page names itself,
 * in the reader's language): each page gets its own title, a renamed heading renames it, and a language switch
 * follows. Changes are read once a frame at most. Returns the stop.
 */
export function followPageTitle(siteName: string): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const title = (COUNT.exec(document.title)?.[0] ?? '') + pageTitle(headingText(), siteName);
    if (title && document.title !== title) document.title = title;
  };
  const observer = new MutationObserver(() => {
    if (!frame) frame = requestAnimationFrame(update);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  update();
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
