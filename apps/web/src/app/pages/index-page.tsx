import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner/spinner';
import { useSite } from '../../features/site';

const ChatRoute = lazy(() => import('../router/chat-route').then((m) => ({ default: m.ChatRoute })));
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
        <ChatRoute variant="full" />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={fallback}>
      <HomeRoute />
    </Suspense>
  );
}
