import { BulbOutlined } from '@ant-design/icons';
import type { TChatInit } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { QuestionChips } from './question-chips';
import { StoreAvatar } from './store-avatar';

type TWelcomeProps = {
  init: TChatInit;
  isCompact: boolean;
  /** False when the store takes no questions: its suggestions are not offered. */
  isAsking: boolean;
  onAsk: (question: string) => void;
};

/** An empty conversation: who answers, the assistant's welcome message and its suggested questions. */
export function ChatWelcome({ init, isCompact, isAsking, onAsk }: TWelcomeProps) {
  const { t } = useTranslation('chat');
  const { store, assistant } = init;
  return (
    <div className="sf-chat-welcome" data-testid="chat-welcome">
      <div className="sf-chat-greeting">
        <StoreAvatar name={store.name} logo={store.logo} size={isCompact ? 44 : 56} />
        <div className="sf-chat-greeting-body">
          <h4 className="sf-chat-greeting-title">{assistant.name || store.name}</h4>
          <div className="sf-chat-welcome-text">
            {assistant.welcome || t('welcome.fallback', { store: store.name })}
          </div>
        </div>
      </div>
      {isAsking && assistant.suggestions.length > 0 ? (
        <QuestionChips
          className="sf-chat-prompts"
          testId="chat-suggestions"
          title={t('welcome.suggestions')}
          questions={assistant.suggestions}
          icon={<BulbOutlined />}
          onAsk={onAsk}
        />
      ) : null}
    </div>
  );
}

/** The top of a conversation whose beginning is loaded: the welcome as the assistant's first words. */
export function ThreadIntro({ init }: { init: TChatInit }) {
  const { t } = useTranslation('chat');
  return (
    <div className="sf-chat-intro">
      <StoreAvatar name={init.store.name} logo={init.store.logo} size={40} />
      <div className="sf-chat-intro-name">{init.assistant.name || init.store.name}</div>
      <div className="sf-chat-intro-text">
        {init.assistant.welcome || t('welcome.fallback', { store: init.store.name })}
      </div>
    </div>
  );
}
