import { useEffect } from 'react';
import { useSite, useSiteIndex } from '../features/site';
import { useIsLoggedIn } from '../lib/session';
import { followPageTitle } from './page-title';

/** Keeps site data in step with the session (visitor data, then member data once logged in), and the tab's title. */
export function SiteSync() {
  const isLoggedIn = useIsLoggedIn();
  useSiteIndex(isLoggedIn);
  const { site } = useSite();
  useEffect(() => followPageTitle(site.siteName), [site.siteName]);
  return null;
}
