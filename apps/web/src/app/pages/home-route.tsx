import { fullUrl } from '@storefront/shared';
import { HomePage } from '../../features/home/pages/home-page';
import { useSite } from '../../features/site';
import { useIsLoggedIn } from '../../lib/session';

/** Feeds the home feature with the site data it shows (features do not reach into each other). */
export function HomeRoute() {
  const { site, chat, openMemberCenter } = useSite();
  const isLoggedIn = useIsLoggedIn();
  return (
    <HomePage
      siteName={site.siteName}
      description={site.siteDescription}
      logoUrl={site.siteLogo ? fullUrl(site.siteLogo, site.cdnUrl) : ''}
      chatPath={chat.storeuuid ? `/chatai/${chat.storeuuid}` : '/chatai'}
      storeName={chat.storeName}
      showMemberCenter={openMemberCenter}
      isLoggedIn={isLoggedIn}
    />
  );
}
