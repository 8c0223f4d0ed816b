import { MenuUnfoldOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../lib/use-media-query';
import { useLatestConversation } from '../api/get-conversations';
import { ChatHeader } from '../components/chat-header';
import { ChatPanel } from '../components/chat-panel';
import { ChatInitGate, ThreadSkeleton } from '../components/chat-state';
import { ConversationSidebar } from '../components/conversation-sidebar';
import type { TDoneEvent } from '../hooks/use-answer-stream';
import { useChatSession } from '../hooks/use-chat-session';
import type { TThreadSource } from '../hooks/use-chat-thread';

/** `?c=` names the conversation: an id, `new`, or nothing for the latest with the store. */
function sourceOf(value: string | null): TThreadSource {
  if (value === 'new') return { kind: 'new' };
  return value && /^\d+$/.test(value) ? { kind: 'conversation', id: Number(value) } : { kind: 'latest' };
}

/**
 * `/user/chatai(/:storeuuid)`: the member's conversations beside the chat (in a drawer on phones). Opening a
 * conversation of another store switches the page to that store; a new conversation gets its id in the URL
 * once the first answer starts, so a reload comes back to it. Named no store and no conversation, the page
 * opens the member's latest conversation (the site's default store when there is none): where they left off.
 */
export function MemberChat() {
  const { storeuuid } = useParams();
  const [searchParams] = useSearchParams();
  const opensLatest = !storeuuid && searchParams.get('c') === null;
  const latest = useLatestConversation(opensLatest);
  if (opensLatest && latest.isPending) return <ThreadSkeleton />;
  if (opensLatest && latest.data) {
    return <Navigate to={`/user/chatai/${latest.data.storeuuid}?c=${latest.data.id}`} replace />;
  }
  return <MemberChatPage />;
}

function MemberChatPage() {
  const { t } = useTranslation('chat');
  const { storeuuid } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const { init, freeCountLeft, applyDone } = useChatSession(storeuuid);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [isListOpen, setListOpen] = useState(false);
  const current = searchParams.get('c');
  const source = sourceOf(current);

  const startNew = () => {
    setListOpen(false);
    setSearchParams({ c: 'new' });
  };
  const handleConversation = (id: number | null) => {
    setActiveId(id);
    if (id === null || current !== 'new') return;
    setSearchParams({ c: String(id) }, { replace: true });
    void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
  };
  const handleDone = useCallback(
    (event: TDoneEvent) => {
      applyDone(event);
      void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] });
    },
    [applyDone, queryClient],
  );

  const sidebar = (
    <ConversationSidebar
      activeId={activeId}
      onOpen={() => setListOpen(false)}
      onNew={startNew}
      onDeleted={(id) => id === activeId && startNew()}
    />
  );

  const listButton = isPhone ? (
    <Button
      type="text"
      icon={<MenuUnfoldOutlined />}
      aria-label={t('list.open')}
      data-testid="open-conversations"
      onClick={() => setListOpen(true)}
    />
  ) : null;

  return (
    <div className="sf-chat-member" data-testid="chat-page">
      {isPhone ? (
        <Drawer
          open={isListOpen}
          onClose={() => setListOpen(false)}
          placement="left"
          size={320}
          title={t('list.title')}
          rootClassName="sf-chat-list-drawer"
        >
          {sidebar}
        </Drawer>
      ) : (
        <aside className="sf-chat-sidebar">{sidebar}</aside>
      )}
      <div className="sf-chat-member-main">
        <ChatInitGate init={init}>
          {(data) => (
            <ChatPanel
              key={data.chatkey}
              init={data}
              source={source}
              freeCountLeft={freeCountLeft}
              onDone={handleDone}
              onConversation={handleConversation}
              header={<ChatHeader init={data} start={listButton} onNewChat={startNew} />}
            />
          )}
        </ChatInitGate>
      </div>
    </div>
  );
}
