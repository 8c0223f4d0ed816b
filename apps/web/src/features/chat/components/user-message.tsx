import { EditOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyInAntdScope } from '../../../components/antd-part';
import { Button } from '../../../components/button/button';
import { Hint } from '../../../components/hint/hint';
import type { TThreadMessage } from '../lib/thread-reducer';
import { ChatBubble } from './chat-bubble';

/** The editor comes when a question is first edited (fetched ahead once the chat is idle). */
const QuestionEditor = lazyInAntdScope(() =>
  import('./question-editor').then((module) => module.QuestionEditor),
);

export type TUserMessageProps = {
  message: TThreadMessage;
  /** No answer is being written and the question is saved: it may be edited. */
  canEdit: boolean;
  onEdit: (message: TThreadMessage, question: string) => void;
  onShowVersion: (messageId: number) => void;
};

/** `< 2/3 >` under a question that was edited: the versions, each with the answers that followed it. */
function VersionSwitch({ message, onShowVersion }: Pick<TUserMessageProps, 'message' | 'onShowVersion'>) {
  const { t } = useTranslation('chat');
  const index = message.id === null ? -1 : message.siblings.indexOf(message.id);
  if (message.siblings.length < 2 || index < 0) return null;
  const show = (at: number) => {
    const id = message.siblings[at];
    if (id !== undefined) onShowVersion(id);
  };
  return (
    <span className="sf-chat-versions" data-testid="message-versions">
      <Button
        type="text"
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('action.previousVersion')}
        disabled={index === 0}
        data-testid="version-previous"
        onClick={() => show(index - 1)}
      />
      <span data-testid="version-index">{`${index + 1}/${message.siblings.length}`}</span>
      <Button
        type="text"
        size="small"
        icon={<RightOutlined />}
        aria-label={t('action.nextVersion')}
        disabled={index === message.siblings.length - 1}
        data-testid="version-next"
        onClick={() => show(index + 1)}
      />
    </span>
  );
}

/**
 * A question of the visitor: plain text (never interpreted), which can be edited and sent again; the answers
 * after it are then replaced, and the earlier version stays one click away in the version switch.
 */
export function UserMessage({ message, canEdit, onEdit, onShowVersion }: TUserMessageProps) {
  const { t } = useTranslation('chat');
  const [isEditing, setEditing] = useState(false);
  const common = { 'data-testid': 'chat-message', 'data-role': message.role, 'data-status': message.status };

  if (isEditing) {
    return (
      <div className="sf-chat-row is-user is-editing" data-key={message.key}>
        <Suspense fallback={<div className="sf-chat-edit">{message.content}</div>}>
          <QuestionEditor
            initial={message.content}
            onCancel={() => setEditing(false)}
            onSend={(question) => {
              setEditing(false);
              onEdit(message, question);
            }}
          />
        </Suspense>
      </div>
    );
  }
  const isEditable = canEdit && message.id !== null;
  return (
    <div className="sf-chat-row is-user" data-key={message.key}>
      <ChatBubble
        {...common}
        placement="end"
        variant="filled"
        className="sf-chat-bubble-user"
        content={message.content}
        footer={
          isEditable || message.siblings.length > 1 ? (
            <div className="sf-chat-actions is-user">
              <VersionSwitch message={message} onShowVersion={onShowVersion} />
              {isEditable ? (
                <Hint title={t('action.edit')} isSlow>
                  <Button
                    type="text"
                    size="small"
                    className="sf-chat-action"
                    aria-label={t('action.edit')}
                    icon={<EditOutlined />}
                    data-testid="action-edit"
                    onClick={() => setEditing(true)}
                  />
                </Hint>
              ) : null}
            </div>
          ) : null
        }
      />
    </div>
  );
}
