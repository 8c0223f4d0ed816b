import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readChatInfo, updateChatInfo } from '../../../lib/chat-info';
import { HttpError } from '../../../lib/http';
import { ChatHeader } from '../components/chat-header';
import { ChatPanel } from '../components/chat-panel';
import { ChatError, ThreadSkeleton } from '../components/chat-state';
import { useChatSession } from '../hooks/use-chat-session';

const LATEST = { kind: 'latest' } as const;
const persistPage = (page: number) => updateChatInfo({ quePage: page });

/**
 * `/user/chataiold`: one continuous thread with a store (`?storeuuid=`, else the store last chatted with, else
 * the site's default), older messages loaded page by page as the member scrolls up; the page reached is kept
 * as quePage.
 */
export function ClassicChat() {
  const { t } = useTranslation('chat');
  const [searchParams] = useSearchParams();
  // Read once: the init below stores the store it answered for, which must not start another init.
  const [storeuuid] = useState(() => searchParams.get('storeuuid') || readChatInfo().storeuuid);
  const { init, freeCountLeft, applyDone } = useChatSession(storeuuid);

  let content: React.ReactNode;
  if (init.isError) {
    const message = init.error instanceof HttpError ? init.error.message : t('error.initText');
    content = (
      <ChatError title={t('error.initTitle')} message={message} onRetry={() => void init.refetch()} />
    );
  } else if (!init.data) {
    content = <ThreadSkeleton />;
  } else {
    content = (
      <ChatPanel
        key={init.data.chatkey}
        init={init.data}
        source={LATEST}
        freeCountLeft={freeCountLeft}
        onDone={applyDone}
        onPage={persistPage}
        header={<ChatHeader init={init.data} />}
      />
    );
  }
  return (
    <div className="sf-chat-classic" data-testid="chat-page">
      {content}
    </div>
  );
}
