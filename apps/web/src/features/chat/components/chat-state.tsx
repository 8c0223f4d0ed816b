import type { TChatInit } from '@storefront/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { Skeleton, SkeletonBar } from '../../../components/skeleton/skeleton';
import { StatusResult } from '../../../components/status-result/status-result';
import { HttpError } from '../../../lib/http';

/** Placeholder bubbles while a conversation's messages load. */
export function ThreadSkeleton() {
  return (
    <div className="sf-chat-skeleton" data-testid="chat-loading" aria-busy="true">
      <SkeletonBar className="sf-chat-skeleton-user" />
      <Skeleton avatar hasTitle={false} rows={3} />
      <SkeletonBar className="sf-chat-skeleton-user" />
      <Skeleton avatar hasTitle={false} rows={2} />
    </div>
  );
}

type TChatErrorProps = { title?: string; message: string; onRetry: () => void; extra?: ReactNode };

/** The chat or a conversation could not be loaded: say why and offer to try again (or another way out). */
export function ChatError({ title, message, onRetry, extra }: TChatErrorProps) {
  const { t } = useTranslation('chat');
  return (
    <div className="sf-chat-error" data-testid="chat-error">
      <StatusResult
        status="warning"
        title={title ?? t('error.title')}
        subTitle={message}
        extra={
          <>
            <Button type="primary" onClick={onRetry} data-testid="chat-retry">
              {t('error.retry')}
            </Button>
            {extra}
          </>
        }
      />
    </div>
  );
}

/** What a chat page shows for its init: the error with a retry, a skeleton while it loads, then `children`. */
export function ChatInitGate({
  init,
  children,
}: {
  init: UseQueryResult<TChatInit>;
  children: (init: TChatInit) => ReactNode;
}) {
  const { t } = useTranslation('chat');
  if (init.isError) {
    const message = init.error instanceof HttpError ? init.error.message : t('error.initText');
    return <ChatError title={t('error.initTitle')} message={message} onRetry={() => void init.refetch()} />;
  }
  if (!init.data) return <ThreadSkeleton />;
  return children(init.data);
}
