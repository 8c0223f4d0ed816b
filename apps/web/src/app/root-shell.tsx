import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router';
import { closeLoadingOverlay } from '../lib/loading-overlay';
import { reloadIfNewBuild, startBuildPoll } from './router/build-poll';
import { focusHeadingWhenShown } from './router/focus-heading';
import { LeaveGuard } from './router/leave-guard';
import { finishProgress, startProgress } from './router/navigation-progress';
import { afterNavigation } from './router/ui-store';
import { SiteSync } from './site-sync';

/**
 * The root of every page: progress bar, per-navigation effects (focus to the new page's heading among them),
 * build poll, first-load overlay, the guard of unsaved edits.
 */
export function RootShell() {
  const navigation = useNavigation();
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const lastPath = useRef<string | null>(null);
  const cancelFocus = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (navigation.state === 'idle') finishProgress();
    else startProgress();
  }, [navigation.state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs once per navigation (path change).
  useEffect(() => {
    if (!reloadIfNewBuild()) afterNavigation();
  }, [pathname]);

  // A page loaded afresh starts at the top by itself. A replace on the same path only corrects the address (a
  // new conversation's id), while one to another path (after signing in, a redirect) shows a new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (location key).
  useEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;
    if (previous === null || (navigationType === 'REPLACE' && previous === pathname)) return;
    cancelFocus.current();
    cancelFocus.current = focusHeadingWhenShown();
  }, [key]);

  useEffect(() => startBuildPoll(), []);
  useEffect(closeLoadingOverlay, []);

  return (
    <>
      <SiteSync />
      <LeaveGuard />
      <Outlet />
    </>
  );
}
