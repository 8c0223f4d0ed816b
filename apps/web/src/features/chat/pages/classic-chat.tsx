import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { readChatInfo, updateChatInfo } from '../../../lib/chat-info';
import { ChatHeader } from '../components/chat-header';
import { ChatPanel } from '../components/chat-panel';
import { ChatInitGate } from '../components/chat-state';
import { useChatSession } from '../hooks/use-chat-session';

const LATEST = { kind: 'latest' } as const;
const persistPage = (page: number) => updateChatInfo({ quePage: page });

/**
 * `/user/chataiold`: one continuous thread with a store (`?storeuuid=`, else the store last chatted with, else
 * the site's default), older messages loaded page by page as the member scrolls up; the page reached is kept
 * as quePage.
 */
export function ClassicChat() {
  const [searchParams] = useSearchParams();
  // Read once: the init below stores the store it answered for, which must not start another init.
  const [storeuuid] = useState(() => searchParams.get('storeuuid') || readChatInfo().storeuuid);
  const { init, freeCountLeft, applyDone } = useChatSession(storeuuid);

  return (
    <div className="sf-chat-classic" data-testid="chat-page">
      <ChatInitGate init={init}>
        {(data) => (
          <ChatPanel
            key={data.chatkey}
            init={data}
            source={LATEST}
            freeCountLeft={freeCountLeft}
            onDone={applyDone}
            onPage={persistPage}
            header={<ChatHeader init={data} />}
          />
        )}
      </ChatInitGate>
    </div>
  );
}
