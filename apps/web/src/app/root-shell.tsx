import NProgress from 'nprogress';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSite, useSiteIndex } from '../features/site';
import { closeLoadingOverlay } from '../lib/loading-overlay';
import { useIsLoggedIn } from '../lib/session';
import { reloadIfNewBuild, startBuildPoll } from './router/build-poll';
import { afterNavigation } from './router/ui-store';

NProgress.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.12 });

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
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
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
