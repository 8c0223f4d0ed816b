import { fullUrl } from '@storefront/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner/spinner';
import { HomePage } from '../../features/home/pages/home-page';
import { useSite } from '../../features/site';
import { StoreDirectory } from '../../features/stores';
import { prefetchWhenIdle } from '../../lib/prefetch-when-idle';
import { useIsLoggedIn } from '../../lib/session';
import { DefaultLayout } from '../layouts/default-layout';
import { IdleAreaPicker } from '../router/area-picker';

/** The namespaces of the features the home page is composed of (`/` itself loads only `home`). */
const HOME_PARTS = ['stores', 'area'];

/**
 * The home page in the default layout, which comes in this chunk (the chat host's `/` has no layout), fed with
 * the site data and the store directory (features do not reach into each other).
 */
export function HomeRoute() {
  // The hero's main button opens the chat: its page is fetched once the home page is idle.
  useEffect(() => prefetchWhenIdle(() => import('../../features/chat/pages/chat-page')), []);
  return (
    <DefaultLayout>
      <HomeContent />
    </DefaultLayout>
  );
}

function HomeContent() {
  const { site, chat, openMemberCenter } = useSite();
  const isLoggedIn = useIsLoggedIn();
  const { ready } = useTranslation(HOME_PARTS);
  if (!ready) {
    return (
      <div className="sf-page-spin">
        <Spinner />
      </div>
    );
  }
  return (
    <HomePage
      siteName={site.siteName}
      description={site.siteDescription}
      logoUrl={site.siteLogo ? fullUrl(site.siteLogo, site.cdnUrl) : ''}
      chatPath={chat.storeuuid ? `/chatai/${chat.storeuuid}` : '/chatai'}
      storeName={chat.storeName}
      showMemberCenter={openMemberCenter}
      isLoggedIn={isLoggedIn}
      directory={<StoreDirectory AreaPicker={IdleAreaPicker} cdnUrl={site.cdnUrl} />}
    />
  );
}
