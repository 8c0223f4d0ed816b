import { useCallback, useEffect, useState } from 'react';

/** How long an idle moment may be waited for before a check runs anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** Pause between two looks at whether the page is still loading. */
const RECHECK_MS = 300;
/** Successive quiet looks needed: one loading indicator may give way to the next (a page, then its list). */
const QUIET_CHECKS = 2;

/**
 * Marked on the page's timeline each time an idle load starts: what a page fetches after it is not part of its
 * first load (the browser test of the page budgets tells the two apart by it; devtools show it too).
 */
export const IDLE_PREFETCH_MARK = 'storefront:idle-prefetch';

let isDataLoading: () => boolean = () => false;

/** The app says here how to tell that the page's own data is still loading (queries in flight). */
export function setPrefetchBusyCheck(check: () => boolean): void {
  isDataLoading = check;
}

/** A page still loading shows it: a spinner or skeleton marked aria-busy, or its data in flight. */
function isPageBusy(): boolean {
  return document.querySelector('[aria-busy="true"]') !== null || isDataLoading();
}

/**
 * Loads chunks needed soon but not for the first view (the page a visitor most likely opens next, the chat's
 * markdown) once this page has finished loading, shows no loading indicator and the browser is idle, so they
 * come from the cache when needed and never compete with the page's own files. A failed prefetch is forgotten:
 * the real import loads the chunk itself (and handles its failure). Returns a cancel for effects that end first.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  let isCancelled = false;
  let quietChecks = 0;
  let timer: number | undefined;
  let idleHandle: number | undefined;

  const check = () => {
    if (isCancelled) return;
    quietChecks = isPageBusy() ? 0 : quietChecks + 1;
    if (quietChecks >= QUIET_CHECKS) {
      performance.mark(IDLE_PREFETCH_MARK);
      void load().catch(() => undefined);
    } else timer = window.setTimeout(waitForIdle, RECHECK_MS);
  };
  const waitForIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(check, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = window.setTimeout(check, RECHECK_MS);
    }
  };

  if (document.readyState === 'complete') waitForIdle();
  else window.addEventListener('load', waitForIdle, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', waitForIdle);
    window.clearTimeout(timer);
    if (idleHandle !== undefined && typeof window.cancelIdleCallback === 'function') {
      window.cancelIdleCallback(idleHandle);
    }
  };
}

/**
 * For a part a page shows without (the toasts' host, the home page's area filter): false until its code has
 * come once the page is idle; `want()` makes it true at once, for a part asked for before then.
 */
export function useLoadedWhenIdle(load: () => Promise<unknown>): [isWanted: boolean, want: () => void] {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(
    () =>
      prefetchWhenIdle(async () => {
        await load();
        setIsWanted(true);
      }),
    [load],
  );
  return [isWanted, useCallback(() => setIsWanted(true), [])];
}
