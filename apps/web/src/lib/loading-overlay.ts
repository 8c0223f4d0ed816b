import { TIMING } from '@storefront/shared';

let isClosed = false;

/** Closes index.html's first-load overlay 400 ms after the app is ready, so the first paint settles. */
export function closeLoadingOverlay(): void {
  if (isClosed) return;
  isClosed = true;
  window.setTimeout(() => {
    const overlay = document.getElementById('app-loading');
    if (!overlay) return;
    overlay.classList.add('is-closing');
    overlay.setAttribute('aria-busy', 'false');
    window.setTimeout(() => overlay.remove(), 400);
  }, TIMING.loadingOverlayClose);
}
