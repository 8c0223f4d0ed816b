import { DislikeFilled, LikeFilled, QuestionCircleOutlined } from '@ant-design/icons';
import { type TConversationMessage, type TConversationRow, timeFormat, UNANSWERED } from '@storefront/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusResult } from '../../../../components/status-result/status-result';
import { useIsPhone } from '../../../../lib/use-media-query';
import { useWorkspaceChrome } from '../../hooks/use-workspace-chrome';
import type { TConversationsClient } from '../../types';
import { MessageSources, type TEntryHref } from './message-sources';

const PAGE = 50;

const ROLE_CLASS = { user: 'is-question', assistant: 'is-answer', store: 'is-store' } as const;

/**
 * One message: questions as sent, answers through the chat's safe markdown, the store's own replies as written,
 * with rating and status marks, the knowledge entries they were given from, and any `actions` under it.
 */
export function MessageBubble(props: {
  message: TConversationMessage;
  storeId: number;
  entryHref?: TEntryHref;
  actions?: ReactNode;
}) {
  const { message } = props;
  const { t } = useTranslation('store-workspace');
  const { Markdown } = useWorkspaceChrome();
  const isAnswer = message.role === 'assistant';
  const classes = ['sf-ws-message', ROLE_CLASS[message.role], message.active ? '' : 'is-inactive'];
  return (
    <div className={classes.join(' ')} data-testid="conversation-message" data-role={message.role}>
      <div className="sf-ws-message-meta">
        <span>{t(`viewer.${message.role}`)}</span>
        <span>{timeFormat(message.create_time, 'yyyy-mm-dd hh:MM:ss')}</span>
        {message.active ? null : <Tag>{t('viewer.inactive')}</Tag>}
        {message.status !== 'done' ? <Tag color="orange">{t(`viewer.status.${message.status}`)}</Tag> : null}
        {message.rating === 1 ? (
          <LikeFilled className="sf-ws-rated-up" aria-label={t('viewer.ratedUp')} />
        ) : null}
        {message.rating === -1 ? (
          <DislikeFilled className="sf-ws-rated-down" aria-label={t('viewer.ratedDown')} />
        ) : null}
        {message.unanswered !== UNANSWERED.no ? (
          <Tag
            icon={<QuestionCircleOutlined />}
            color={message.unanswered === UNANSWERED.open ? 'red' : 'default'}
          >
            {t(message.unanswered === UNANSWERED.open ? 'viewer.unanswered' : 'viewer.resolved')}
          </Tag>
        ) : null}
      </div>
      <div className="sf-ws-message-text">
        {isAnswer ? <Markdown text={message.content} /> : message.content}
      </div>
      <MessageSources sources={message.sources} storeId={props.storeId} entryHref={props.entryHref} />
      {props.actions}
    </div>
  );
}

/** A conversation's messages, oldest first, older branches dimmed; more pages on request. */
export function ConversationViewer(props: {
  client: TConversationsClient;
  conversation: TConversationRow;
  onClose: () => void;
  entryHref?: TEntryHref;
}) {
  const { client, conversation, onClose } = props;
  const { t } = useTranslation('store-workspace');
  const isPhone = useIsPhone();
  const messages = useInfiniteQuery({
    queryKey: [...client.queryKey, 'messages', conversation.id],
    queryFn: ({ pageParam }) => client.messages({ id: conversation.id, page: pageParam, limit: PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.total ? pages.length + 1 : undefined),
  });
  const list = messages.data?.pages.flatMap((page) => page.list) ?? [];

  let body = <Skeleton active paragraph={{ rows: 8 }} />;
  if (messages.isError && !messages.data) {
    body = (
      <StatusResult
        status="warning"
        title={t('viewer.loadFailed')}
        extra={<Button onClick={() => void messages.refetch()}>{t('action.retry')}</Button>}
      />
    );
  } else if (messages.data && list.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('viewer.empty')} />;
  } else if (messages.data) {
    body = (
      <div className="sf-ws-thread">
        {list.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            storeId={conversation.store_id}
            entryHref={props.entryHref}
          />
        ))}
        {messages.hasNextPage ? (
          <Button block loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
            {t('viewer.more')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <Drawer
      open
      onClose={onClose}
      size={isPhone ? '100%' : 640}
      title={
        <div className="sf-ws-viewer-title">
          <span>{conversation.title || t('conversations.untitled')}</span>
          <Typography.Text type="secondary">
            {conversation.store_name} · {t(`conversations.by.${conversation.by}`)}
          </Typography.Text>
        </div>
      }
    >
      <div data-testid="conversation-viewer">{body}</div>
    </Drawer>
  );
}
