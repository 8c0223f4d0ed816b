import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner/spinner';
import { useSite } from '../../features/site';
import { LangSwitch } from '../layouts/header/lang-switch';
import { MemberEntry } from '../layouts/header/member-entry';
import { ThemeSwitch } from '../layouts/header/theme-switch';

const ChatPage = lazy(() =>
  import('../../features/chat/pages/chat-page').then((m) => ({ default: m.ChatPage })),
);
const HomeRoute = lazy(() => import('./home-route').then((m) => ({ default: m.HomeRoute })));

const fallback = (
  <div className="sf-page-spin">
    <Spinner />
  </div>
);

/** `/`: the home page in the default layout, or the full-screen chat on a host named in CHAT_HOSTS. */
export function IndexPage() {
  const { site, chat } = useSite();
  if (chat.isChatHost) {
    // The host's agent type travels in the chat info headers; `client` turns the page into the compact widget.
    return (
      <Suspense fallback={fallback}>
        <ChatPage
          variant="full"
          cdnUrl={site.cdnUrl}
          toolbar={
            <>
              <LangSwitch />
              <ThemeSwitch />
            </>
          }
          account={<MemberEntry />}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={fallback}>
      <HomeRoute />
    </Suspense>
  );
}
