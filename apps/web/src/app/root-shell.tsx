import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSite, useSiteIndex } from '../features/site';
import { closeLoadingOverlay } from '../lib/loading-overlay';
import { useIsLoggedIn } from '../lib/session';
import { reloadIfNewBuild, startBuildPoll } from './router/build-poll';
import { finishProgress, startProgress } from './router/navigation-progress';
import { afterNavigation } from './router/ui-store';

/** Keeps site data in step with the session: visitor data, then member data once logged in. */
function SiteSync() {
  const isLoggedIn = useIsLoggedIn();
  useSiteIndex(isLoggedIn);
  const { site } = useSite();
  useEffect(() => {
    if (site.siteName) document.title = site.siteName;
  }, [site.siteName]);
  return null;
}

/** The root of every page: progress bar, per-navigation effects, build poll, first-load overlay. */
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
      <Outlet />
    </>
  );
}
