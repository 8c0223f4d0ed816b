import { CloseOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { Button } from '../../../components/button/button';
import { HttpError } from '../../../lib/http';
import { useIsPhone } from '../../../lib/use-media-query';
import { ChatHeader } from '../components/chat-header';
import { ChatPanel } from '../components/chat-panel';
import { ChatError, ThreadSkeleton } from '../components/chat-state';
import { useChatChrome } from '../hooks/use-chat-chrome';
import { useChatSession } from '../hooks/use-chat-session';
import type { TThreadSource } from '../hooks/use-chat-thread';
import { closeWidget, isInWidgetFrame, useEscapeClosesWidget } from '../hooks/use-widget-close';
import type { TChatAddress } from '../types';

/**
 * `/chatai(/:storeuuid)` continues the latest conversation with the store, `/newchat(/:storeuuid)` starts a
 * new one. Agent type `client` (a widget host) gets the compact mode: no site chrome, small paddings.
 */
export function StandaloneChat({ isNew, address }: { isNew: boolean; address: TChatAddress }) {
  const { t } = useTranslation('chat');
  const { storeuuid, searchParams } = address;
  // The widget script opens `?agent=client`; only the compact mode can be asked for by link, never the draft.
  const agentOverride = searchParams.get('agent') === 'client' ? 'client' : undefined;
  const { init, freeCountLeft, applyDone } = useChatSession(storeuuid, agentOverride);
  const { toolbar, account } = useChatChrome();
  const isPhone = useIsPhone();
  const [source, setSource] = useState<TThreadSource>(isNew ? { kind: 'new' } : { kind: 'latest' });
  useEscapeClosesWidget(agentOverride === 'client');

  if (init.isError) {
    const message = init.error instanceof HttpError ? init.error.message : t('error.initText');
    return (
      <main className="sf-chat-page" data-testid="chat-page">
        <ChatError
          title={t('error.initTitle')}
          message={message}
          onRetry={() => void init.refetch()}
          extra={
            <AppLink to="/">
              <Button>{t('error.home')}</Button>
            </AppLink>
          }
        />
      </main>
    );
  }
  if (!init.data) {
    return (
      <main className="sf-chat-page" data-testid="chat-page">
        <div className="sf-chat-header-placeholder" />
        <ThreadSkeleton />
      </main>
    );
  }

  const data = init.data;
  const isCompact = data.agentType === 'client';
  // In the widget's frame, the way out is the frame's own: on a phone the panel covers the host's button.
  const closeButton = isInWidgetFrame() ? (
    <Button
      type="text"
      icon={<CloseOutlined />}
      aria-label={t('header.closeWidget')}
      data-testid="widget-close"
      onClick={closeWidget}
    />
  ) : null;
  const end = isCompact ? (
    closeButton
  ) : (
    <>
      {toolbar}
      {isPhone ? null : account}
    </>
  );
  return (
    <main
      className={isCompact ? 'sf-chat-page is-compact' : 'sf-chat-page'}
      data-testid="chat-page"
      data-agent={data.agentType}
    >
      <ChatPanel
        key={data.chatkey}
        init={data}
        source={source}
        freeCountLeft={freeCountLeft}
        isCompact={isCompact}
        initialQuestion={searchParams.get('q') ?? undefined}
        onDone={applyDone}
        header={
          <ChatHeader
            init={data}
            isCompact={isCompact}
            end={end}
            onNewChat={() => setSource({ kind: 'new', nonce: Date.now() })}
          />
        }
      />
    </main>
  );
}
