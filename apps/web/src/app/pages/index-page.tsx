import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner/spinner';
import { useSite } from '../../features/site';
import { loadChatRoute } from '../router/chat-route';

const ChatRoute = lazy(() => loadChatRoute('full').then((route) => ({ default: route })));
const HomeRoute = lazy(() => import('./home-route').then((m) => ({ default: m.HomeRoute })));

const fallback = (
  <div className="sf-page-spin">
    <Spinner />
  </div>
);

/** `/`: the home page in the default layout, or the full-screen chat on a host named in CHAT_HOSTS. */
export function IndexPage() {
  const { chat } = useSite();
  if (chat.isChatHost) {
    // The host's agent type travels in the chat info headers; `client` turns the page into the compact widget.
    return (
      <Suspense fallback={fallback}>
        <ChatRoute />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={fallback}>
      <HomeRoute />
    </Suspense>
  );
}
