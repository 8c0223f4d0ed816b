import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useSite } from '../../features/site';
import { DefaultLayout } from '../layouts/default-layout';

const ChatPage = lazy(() =>
  import('../../features/chat/pages/chat-page').then((m) => ({ default: m.ChatPage })),
);
const HomeRoute = lazy(() => import('./home-route').then((m) => ({ default: m.HomeRoute })));

const fallback = (
  <div className="sf-page-spin">
    <Spin />
  </div>
);

/** `/`: the home page in the default layout, or the full-screen chat on a chat host (PRODUCT.md section 6). */
export function IndexPage() {
  const { chat } = useSite();
  if (chat.isChatHost) {
    return (
      <Suspense fallback={fallback}>
        <ChatPage variant="full" />
      </Suspense>
    );
  }
  return (
    <DefaultLayout>
      <Suspense fallback={fallback}>
        <HomeRoute />
      </Suspense>
    </DefaultLayout>
  );
}
