import { useEffect } from 'react';
import { useSite, useSiteIndex } from '../features/site';
import { useIsLoggedIn } from '../lib/session';

/** Keeps site data in step with the session: visitor data, then member data once logged in. */
export function SiteSync() {
  const isLoggedIn = useIsLoggedIn();
  useSiteIndex(isLoggedIn);
  const { site } = useSite();
  useEffect(() => {
    if (site.siteName) document.title = site.siteName;
  }, [site.siteName]);
  return null;
}
