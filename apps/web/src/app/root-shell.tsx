import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { closeLoadingOverlay } from '../lib/loading-overlay';
import { reloadIfNewBuild, startBuildPoll } from './router/build-poll';
import { LeaveGuard } from './router/leave-guard';
import { finishProgress, startProgress } from './router/navigation-progress';
import { afterNavigation } from './router/ui-store';
import { SiteSync } from './site-sync';

/**
 * The root of every page: progress bar, per-navigation effects, build poll, first-load overlay, the guard of
 * unsaved edits.
 */
export function RootShell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();

  useEffect(() => {
    if (navigation.state === 'idle') finishProgress();
    else startProgress();
  }, [navigation.state]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs once per navigation (path change).
  useEffect(() => {
    if (!reloadIfNewBuild()) afterNavigation();
  }, [pathname]);

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
