import { CHAT_LIMITS } from '@storefront/shared';
import { Button, Input } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSendKey } from '../lib/send-key';

/** The question being rewritten in place: Enter sends, Shift+Enter breaks the line, Escape gives up. */
export function QuestionEditor({
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
    if (!isSendKey(event)) return;
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
