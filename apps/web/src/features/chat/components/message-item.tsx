import {
  BookOutlined,
  CheckCircleOutlined,
  CustomerServiceOutlined,
  ExclamationCircleOutlined,
  PauseCircleOutlined,
} from '@ant-design/icons';
import { lazy, memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TThreadMessage } from '../lib/thread-reducer';
import { ChatBubble } from './chat-bubble';
import { MessageActions } from './message-actions';
import { StoreAvatar } from './store-avatar';
import { type TUserMessageProps, UserMessage } from './user-message';

/** Markdown and code highlighting load in their own chunk, so the chat opens before they are needed. */
const MarkdownView = lazy(() =>
  import('./markdown-view').then((module) => ({ default: module.MarkdownView })),
);

function AnswerText({ text }: { text: string }) {
  return (
    <Suspense fallback={<div className="sf-md is-plain">{text}</div>}>
      <MarkdownView text={text} />
    </Suspense>
  );
}

export type TMessageItemProps = Omit<TUserMessageProps, 'message'> & {
  message: TThreadMessage;
  store: { name: string; logo: string };
  isLast: boolean;
  canRegenerate: boolean;
  onRegenerate: () => void;
  onRate: (message: TThreadMessage, rating: 1 | -1 | 0) => void;
};

/**
 * Why an answer is incomplete: stopped by the user, or failed with the server's message; or why a Stop did not
 * stop it (it had finished first).
 */
function AnswerStatus({ message }: { message: TThreadMessage }) {
  const { t } = useTranslation('chat');
  if (message.finishedBeforeStop) {
    return (
      <div className="sf-chat-status" data-testid="answer-finished-before-stop">
        <CheckCircleOutlined /> {t('answer.finishedBeforeStop')}
      </div>
    );
  }
  if (message.status === 'stopped') {
    return (
      <div className="sf-chat-status" data-testid="answer-stopped">
        <PauseCircleOutlined /> {t('answer.stopped')}
      </div>
    );
  }
  if (message.status !== 'error') return null;
  return (
    <div className="sf-chat-status is-error" role="alert">
      <ExclamationCircleOutlined /> {message.error || t('answer.failed')}
    </div>
  );
}

/** Under an answer given from the store's knowledge: where it came from, so a visitor knows it is the store's word. */
function AnswerSource({ message }: { message: TThreadMessage }) {
  const { t } = useTranslation('chat');
  if (message.status !== 'done' || !message.sources?.length) return null;
  return (
    <div className="sf-chat-source" data-testid="answer-source">
      <BookOutlined /> {t('answer.source')}
    </div>
  );
}

/** A reply of the store's people: plain text, marked as theirs. */
function StoreReply({ message, store }: { message: TThreadMessage; store: { name: string; logo: string } }) {
  const { t } = useTranslation('chat');
  return (
    <div className="sf-chat-row is-assistant is-store" data-key={message.key}>
      <ChatBubble
        data-testid="chat-message"
        data-role="store"
        data-status={message.status}
        placement="start"
        variant="filled"
        className="sf-chat-bubble-store"
        avatar={<StoreAvatar name={store.name} logo={store.logo} size={32} />}
        content={
          <>
            <span className="sf-chat-store-mark" data-testid="store-reply-mark">
              <CustomerServiceOutlined /> {t('handoff.fromStore', { store: store.name })}
            </span>
            <div className="sf-md is-plain">{message.content}</div>
          </>
        }
      />
    </div>
  );
}

/**
 * One message. Questions are plain text (whatever they contain is shown, never interpreted) and can be edited;
 * answers are markdown, with a typing caret while they stream and their actions once they are settled.
 */
export const MessageItem = memo(function MessageItem(props: TMessageItemProps) {
  const { message, store, isLast } = props;
  const isStreaming = message.status === 'streaming';
  const common = { 'data-testid': 'chat-message', 'data-role': message.role, 'data-status': message.status };

  if (message.role === 'store') return <StoreReply message={message} store={store} />;
  if (message.role === 'user') {
    return (
      <UserMessage
        message={message}
        canEdit={props.canEdit}
        onEdit={props.onEdit}
        onShowVersion={props.onShowVersion}
      />
    );
  }
  return (
    <div className={`sf-chat-row is-assistant${isLast ? ' is-last' : ''}`} data-key={message.key}>
      <ChatBubble
        {...common}
        placement="start"
        variant="borderless"
        className={isStreaming ? 'sf-chat-bubble-ai is-streaming' : 'sf-chat-bubble-ai'}
        avatar={<StoreAvatar name={store.name} logo={store.logo} size={32} />}
        isLoading={isStreaming && !message.content}
        content={<AnswerText text={message.content} />}
        footer={
          isStreaming ? null : (
            <>
              <AnswerStatus message={message} />
              <AnswerSource message={message} />
              <MessageActions
                message={message}
                canRegenerate={isLast && props.canRegenerate}
                onRegenerate={props.onRegenerate}
                onRate={props.onRate}
              />
            </>
          )
        }
      />
    </div>
  );
});
