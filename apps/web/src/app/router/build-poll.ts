import { TIMING } from '@storefront/shared';
import { isRecord } from '../../lib/storage';

const RELOAD_KEY = 'sf-build-reload-at';
let hasNewBuild = false;

async function checkLatestBuild(): Promise<void> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const body: unknown = await response.json();
    if (isRecord(body) && typeof body.id === 'string' && body.id !== __BUILD_ID__) hasNewBuild = true;
  } catch {
    // No manifest (dev server) or offline: try again at the next poll.
  }
}

/** Polls the build manifest on an interval and on window focus; returns the stop function. */
export function startBuildPoll(): () => void {
  void checkLatestBuild();
  const timer = setInterval(checkLatestBuild, TIMING.buildPollInterval);
  const onFocus = () => void checkLatestBuild();
  window.addEventListener('focus', onFocus);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}

/**
 * Called after a navigation: when a newer build is out, load the new page fully so the new bundle runs.
 * A session timestamp stops reload loops (a manifest that keeps differing) for TIMING.reloadGuard.
 */
export function reloadIfNewBuild(): boolean {
  if (!hasNewBuild) return false;
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < TIMING.reloadGuard) return false;
  window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
