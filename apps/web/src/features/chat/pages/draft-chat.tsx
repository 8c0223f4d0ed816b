import { useEffect, useState } from 'react';
import { setPageAgentType } from '../../../lib/chat-info';
import { ChatHeader } from '../components/chat-header';
import { ChatPanel } from '../components/chat-panel';
import { ChatInitGate } from '../components/chat-state';
import { ChatChromeContext } from '../hooks/use-chat-chrome';
import { useChatSession } from '../hooks/use-chat-session';
import type { TThreadSource } from '../hooks/use-chat-thread';
// The bubble's own look first: chat.css adjusts it for questions and answers.
import '../styles/chat-bubble.css';
import '../styles/chat.css';
import '../styles/markdown.css';
import '../../../components/markdown/code-theme.css';
import '../styles/chat-dock.css';
import '../styles/chat-handoff.css';
import '../styles/conversations.css';

/**
 * A store's draft assistant in a `testagent` chat, for its owner to try beside the draft's form: a new
 * conversation each time it is shown (mount it again to start over with a saved draft).
 */
export function DraftChat({ storeuuid, cdnUrl }: { storeuuid: string; cdnUrl: string }) {
  const { init, freeCountLeft, applyDone } = useChatSession(storeuuid, 'testagent');
  const [source, setSource] = useState<TThreadSource>({ kind: 'new' });

  // The draft's agent type is this panel's alone: other pages ask for the published assistant again.
  useEffect(() => () => setPageAgentType(undefined), []);

  return (
    <ChatChromeContext.Provider value={{ cdnUrl }}>
      <div className="sf-chat-classic" data-testid="draft-chat">
        <ChatInitGate init={init}>
          {(data) => (
            <ChatPanel
              key={data.chatkey}
              init={data}
              source={source}
              freeCountLeft={freeCountLeft}
              onDone={applyDone}
              header={
                <ChatHeader init={data} onNewChat={() => setSource({ kind: 'new', nonce: Date.now() })} />
              }
            />
          )}
        </ChatInitGate>
      </div>
    </ChatChromeContext.Provider>
  );
}
