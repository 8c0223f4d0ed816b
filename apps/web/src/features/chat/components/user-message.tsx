import { EditOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Bubble } from '@ant-design/x';
import { CHAT_LIMITS } from '@storefront/shared';
import { Button, Input, Tooltip } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TThreadMessage } from '../lib/thread-reducer';

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

/** The question being rewritten in place: Enter sends, Shift+Enter breaks the line, Escape gives up. */
function QuestionEditor({
  initial,
  onSend,
  onCancel,
}: {
  initial: string;
  onSend: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(initial);
  const question = text.trim();
  const canSend = question !== '' && question !== initial.trim();
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onCancel();
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend(question);
  };
  return (
    <div className="sf-chat-edit" data-testid="question-editor">
      <Input.TextArea
        autoFocus
        value={text}
        maxLength={CHAT_LIMITS.contentMax}
        autoSize={{ minRows: 1, maxRows: 8 }}
        aria-label={t('action.edit')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="sf-chat-edit-actions">
        <Button size="small" onClick={onCancel} data-testid="edit-cancel">
          {t('edit.cancel')}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!canSend}
          onClick={() => onSend(question)}
          data-testid="edit-send"
        >
          {t('edit.send')}
        </Button>
      </div>
    </div>
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
        <QuestionEditor
          initial={message.content}
          onCancel={() => setEditing(false)}
          onSend={(question) => {
            setEditing(false);
            onEdit(message, question);
          }}
        />
      </div>
    );
  }
  const isEditable = canEdit && message.id !== null;
  return (
    <div className="sf-chat-row is-user" data-key={message.key}>
      <Bubble
        {...common}
        placement="end"
        shape="corner"
        className="sf-chat-bubble-user"
        content={message.content}
        footer={
          isEditable || message.siblings.length > 1 ? (
            <div className="sf-chat-actions is-user">
              <VersionSwitch message={message} onShowVersion={onShowVersion} />
              {isEditable ? (
                <Tooltip title={t('action.edit')} mouseEnterDelay={0.4}>
                  <Button
                    type="text"
                    size="small"
                    className="sf-chat-action"
                    aria-label={t('action.edit')}
                    icon={<EditOutlined />}
                    data-testid="action-edit"
                    onClick={() => setEditing(true)}
                  />
                </Tooltip>
              ) : null}
            </div>
          ) : null
        }
      />
    </div>
  );
}
