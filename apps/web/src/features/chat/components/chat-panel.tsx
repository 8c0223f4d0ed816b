import type { TChatInit } from '@storefront/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadInAntdScope } from '../../../components/antd-part';
import { lazyDialog } from '../../../lib/lazy-dialog';
import { lazyPart } from '../../../lib/lazy-part';
import { prefetchWhenIdle } from '../../../lib/prefetch-when-idle';
import type { TDoneEvent } from '../hooks/use-answer-stream';
import { type TThreadSource, useChatThread } from '../hooks/use-chat-thread';
import { useHandoff } from '../hooks/use-handoff';
import { handoffOfferFor } from '../lib/handoff-offer';
import { ChatComposer } from './chat-composer';
import { ChatError, ThreadSkeleton } from './chat-state';
import { ChatWelcome, ThreadIntro } from './chat-welcome';
import { ComposerNote } from './composer-note';
import { FollowUps } from './follow-ups';
import { HandoffOffer, HandoffStatus, TalkToStoreButton } from './handoff-bar';
import { MessageList } from './message-list';

/** Shown only while the store is closed, so its code comes then. */
const Alert = lazyPart(() => loadInAntdScope(() => import('antd/es/alert').then((module) => module.default)));

/** The login prompt comes the first time it is needed. */
const LoginRequiredModal = lazyDialog(() =>
  loadInAntdScope(() => import('./login-required-modal').then((module) => module.LoginRequiredModal)),
);

/** Handing the conversation over to the store's people: its form comes the first time it is needed. */
const HandoffDialog = lazyDialog(() =>
  loadInAntdScope(() => import('./handoff-dialog').then((module) => module.HandoffDialog)),
);

/**
 * What the chat shows only once the visitor does something (markdown and code highlighting for the first
 * answer, the question editor), fetched once the chat has loaded and the browser is idle.
 */
function preloadChatParts(): () => void {
  return prefetchWhenIdle(() => Promise.all([import('./markdown-view'), import('./question-editor')]));
}

type TChatPanelProps = {
  init: TChatInit;
  source: TThreadSource;
  freeCountLeft: number | null;
  isCompact?: boolean;
  onDone: (event: TDoneEvent) => void;
  onPage?: (page: number) => void;
  /** The conversation on screen changed (loaded, or started by the first answer). */
  onConversation?: (id: number | null) => void;
  header?: ReactNode;
  /** Prefills the input (`?q=`). */
  initialQuestion?: string;
};

/** A conversation with the store's assistant: messages, follow-ups, input, and the login prompt. */
export function ChatPanel({
  init,
  source,
  freeCountLeft,
  isCompact = false,
  onDone,
  onPage,
  onConversation,
  header,
  initialQuestion,
}: TChatPanelProps) {
  const { t } = useTranslation('chat');
  const [loginMessage, setLoginMessage] = useState<string | null>(null);
  const thread = useChatThread({
    chatkey: init.chatkey,
    source,
    onDone,
    onNeedLogin: setLoginMessage,
    onPage,
  });
  // Switched off by the site: no questions at all (a store outside its hours still answers).
  const isSuspended = init.store.status !== 'open';
  const talk = useHandoff(init.chatkey, thread);
  const [isHandingOver, setHandingOver] = useState(false);
  const [dismissedOffer, setDismissedOffer] = useState<string | null>(null);
  // The store's people: from any chat of a listed store, never from an owner's test of their draft.
  const canTalk = !isSuspended && init.agentType !== 'testagent';
  const withStore = thread.handoff !== null;
  const offer = canTalk && !withStore && !thread.isStreaming ? handoffOfferFor(thread.messages) : null;
  const send = withStore ? talk.say : thread.ask;

  useEffect(preloadChatParts, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: report changes of the id only.
  useEffect(() => onConversation?.(thread.conversationId), [thread.conversationId]);

  const ask = (question: string) => void send(question);
  let body: ReactNode;
  if (thread.phase === 'loading') body = <ThreadSkeleton />;
  else if (thread.phase === 'error') body = <ChatError message={thread.loadError} onRetry={thread.retry} />;
  else if (thread.messages.length === 0)
    body = <ChatWelcome init={init} isCompact={isCompact} isAsking={!isSuspended} onAsk={ask} />;
  else {
    body = (
      <MessageList
        messages={thread.messages}
        prepended={thread.prepended}
        hasOlder={thread.hasOlder}
        isLoadingOlder={thread.isLoadingOlder}
        onLoadOlder={thread.loadOlder}
        intro={<ThreadIntro init={init} />}
        store={init.store}
        canRegenerate={thread.canRegenerate && !withStore}
        onRegenerate={thread.regenerate}
        canEdit={thread.canEdit && !withStore}
        onEdit={thread.edit}
        onShowVersion={thread.showVersion}
        onRate={thread.rate}
      />
    );
  }

  return (
    <div className={isCompact ? 'sf-chat-panel is-compact' : 'sf-chat-panel'} data-testid="chat-panel">
      {header}
      <div className="sf-chat-body">{body}</div>
      <div className="sf-chat-dock">
        {isSuspended ? (
          <Alert
            type="info"
            showIcon
            className="sf-chat-closed"
            title={t('store.suspended')}
            data-testid="chat-suspended"
          />
        ) : null}
        {thread.handoff ? (
          <HandoffStatus store={init.store} handoff={thread.handoff} onBack={() => void talk.back()} />
        ) : offer !== null && offer !== dismissedOffer ? (
          <HandoffOffer onTalk={() => setHandingOver(true)} onDismiss={() => setDismissedOffer(offer)} />
        ) : talk.closedByStore ? (
          <div className="sf-handoff is-notice" data-testid="handoff-closed" role="status">
            {t('handoff.closedByStore')}
          </div>
        ) : null}
        <FollowUps
          questions={thread.isStreaming || isSuspended || withStore ? [] : thread.suggestions}
          onAsk={ask}
        />
        {isSuspended ? null : (
          <ChatComposer
            isStreaming={thread.isStreaming}
            isCompact={isCompact}
            onSend={send}
            onStop={thread.stop}
            initialText={initialQuestion}
            placeholder={withStore ? t('handoff.placeholder') : undefined}
            note={
              <>
                {canTalk && !withStore ? <TalkToStoreButton onClick={() => setHandingOver(true)} /> : null}
                {withStore ? null : (
                  <ComposerNote
                    init={init}
                    freeCountLeft={freeCountLeft}
                    onLogin={() => setLoginMessage('')}
                  />
                )}
              </>
            }
          />
        )}
      </div>
      <HandoffDialog open={isHandingOver} onClose={() => setHandingOver(false)} onSubmit={talk.open} />
      <LoginRequiredModal
        open={loginMessage !== null}
        message={loginMessage ?? ''}
        onClose={() => setLoginMessage(null)}
      />
    </div>
  );
}
