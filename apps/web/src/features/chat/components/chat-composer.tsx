import { CHAT_LIMITS } from '@storefront/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { translate } from '../../../lib/i18n/i18n';
import type { TSendResult } from '../hooks/use-answer-stream';
import { ComposerBox } from './composer-box';

type TComposerProps = {
  isStreaming: boolean;
  isCompact: boolean;
  onSend: (text: string) => Promise<TSendResult>;
  onStop: () => void;
  /** The line under the input: free messages left, login hint. */
  note?: React.ReactNode;
  /** A question to start with (an example's "try it" link), ready to edit or send. */
  initialText?: string;
  /** The input's hint, when it is not a question to the assistant (a message to the store). */
  placeholder?: string;
};

const COUNTER_FROM = CHAT_LIMITS.contentMax - 500;

/**
 * The input: Enter sends, Shift+Enter breaks the line, the send button turns into stop while an answer
 * streams. A question the server refuses (login needed, no points) comes back into the input.
 */
export function ChatComposer({
  isStreaming,
  isCompact,
  onSend,
  onStop,
  note,
  initialText = '',
  placeholder,
}: TComposerProps) {
  const { t } = useTranslation('chat');
  const [value, setValue] = useState(initialText.slice(0, CHAT_LIMITS.contentMax));

  const handleSubmit = async (text: string) => {
    const question = text.trim();
    if (!question) return;
    if (question.length > CHAT_LIMITS.contentMax) {
      showError(translate('shared:chat.tooLong'));
      return;
    }
    setValue('');
    if ((await onSend(question)) === 'refused') setValue((current) => current || text);
  };

  const length = value.trim().length;
  return (
    <div className="sf-chat-composer" data-testid="chat-composer">
      <ComposerBox
        value={value}
        onChange={setValue}
        onSubmit={() => void handleSubmit(value)}
        onStop={onStop}
        isStreaming={isStreaming}
        maxRows={isCompact ? 4 : 8}
        placeholder={placeholder ?? t('composer.placeholder')}
        sendLabel={t('composer.send')}
        stopLabel={t('composer.stop')}
      />
      <div className="sf-chat-composer-note">
        <span className="sf-chat-composer-note-main">{note}</span>
        {length >= COUNTER_FROM ? (
          <span className={length > CHAT_LIMITS.contentMax ? 'sf-chat-counter is-over' : 'sf-chat-counter'}>
            {length}/{CHAT_LIMITS.contentMax}
          </span>
        ) : isCompact ? null : (
          <span className="sf-chat-keys">{t('composer.keys')}</span>
        )}
      </div>
    </div>
  );
}
