import {
  CheckOutlined,
  CopyOutlined,
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { Hint } from '../../../components/hint/hint';
import { copyText } from '../lib/copy-text';
import type { TThreadMessage } from '../lib/thread-reducer';

type TActionsProps = {
  message: TThreadMessage;
  canRegenerate: boolean;
  onRegenerate: () => void;
  onRate: (message: TThreadMessage, rating: 1 | -1 | 0) => void;
};

function ActionButton(props: {
  label: string;
  icon: ReactNode;
  testId: string;
  isActive?: boolean;
  onClick: () => void;
}) {
  return (
    <Hint title={props.label} isSlow>
      <Button
        type="text"
        size="small"
        className={props.isActive ? 'sf-chat-action is-active' : 'sf-chat-action'}
        aria-label={props.label}
        aria-pressed={props.isActive}
        data-testid={props.testId}
        icon={props.icon}
        onClick={props.onClick}
      />
    </Hint>
  );
}

/** Copy, regenerate (last answer only) and thumbs up/down, which toggle (a second click clears). */
export function MessageActions({ message, canRegenerate, onRegenerate, onRate }: TActionsProps) {
  const { t } = useTranslation('chat');
  const [isCopied, setCopied] = useState(false);

  const handleCopy = async () => {
    if (!(await copyText(message.content))) return;
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };

  const isRated = message.id !== null && message.status === 'done';
  return (
    <div className="sf-chat-actions" data-testid="message-actions">
      {message.content ? (
        <ActionButton
          label={isCopied ? t('action.copied') : t('action.copy')}
          icon={isCopied ? <CheckOutlined /> : <CopyOutlined />}
          testId="action-copy"
          onClick={() => void handleCopy()}
        />
      ) : null}
      {canRegenerate ? (
        <ActionButton
          label={t('action.regenerate')}
          icon={<ReloadOutlined />}
          testId="action-regenerate"
          onClick={onRegenerate}
        />
      ) : null}
      {isRated ? (
        <>
          <ActionButton
            label={t('action.like')}
            icon={message.rating === 1 ? <LikeFilled /> : <LikeOutlined />}
            testId="action-like"
            isActive={message.rating === 1}
            onClick={() => onRate(message, message.rating === 1 ? 0 : 1)}
          />
          <ActionButton
            label={t('action.dislike')}
            icon={message.rating === -1 ? <DislikeFilled /> : <DislikeOutlined />}
            testId="action-dislike"
            isActive={message.rating === -1}
            onClick={() => onRate(message, message.rating === -1 ? 0 : -1)}
          />
        </>
      ) : null}
    </div>
  );
}
