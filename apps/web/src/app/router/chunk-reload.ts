const RELOAD_KEY = 'sf-chunk-reload';
/** What browsers and Vite's preloader say when a code or style file of the page cannot be fetched. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** A page's code (or its styles) could not be loaded: usually a tab older than the last deploy. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** This page load's answer, once given: a page rendered twice (React may retry a render) must get the same. */
let isReloadClaimed: boolean | undefined;

/**
 * Whether to reload for a failed chunk: once per build and address, so a chunk that is still missing after the
 * reload shows an error instead of reloading for ever. Remembers the attempt when it says yes, and gives the
 * same answer for the rest of this page load.
 */
export function claimChunkReload(): boolean {
  isReloadClaimed ??= claimOnce();
  return isReloadClaimed;
}

function claimOnce(): boolean {
  const attempt = `${__BUILD_ID__} ${window.location.pathname}${window.location.search}`;
  try {
    if (window.sessionStorage.getItem(RELOAD_KEY) === attempt) return false;
    window.sessionStorage.setItem(RELOAD_KEY, attempt);
  } catch {
    // Storage refused (private mode): no reload, since nothing would stop a loop.
    return false;
  }
  return true;
}
