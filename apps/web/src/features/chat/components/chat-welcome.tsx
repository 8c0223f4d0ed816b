import { BulbOutlined } from '@ant-design/icons';
import { Prompts, Welcome } from '@ant-design/x';
import type { TChatInit } from '@storefront/shared';
import { useTranslation } from 'react-i18next';
import { StoreAvatar } from './store-avatar';

type TWelcomeProps = {
  init: TChatInit;
  isCompact: boolean;
  isDisabled: boolean;
  onAsk: (question: string) => void;
};

/** An empty conversation: who answers, the assistant's welcome message and its suggested questions. */
export function ChatWelcome({ init, isCompact, isDisabled, onAsk }: TWelcomeProps) {
  const { t } = useTranslation('chat');
  const { store, assistant } = init;
  return (
    <div className="sf-chat-welcome" data-testid="chat-welcome">
      <Welcome
        variant="borderless"
        icon={<StoreAvatar name={store.name} logo={store.logo} size={isCompact ? 44 : 56} />}
        title={assistant.name || store.name}
        description={
          <span className="sf-chat-welcome-text">
            {assistant.welcome || t('welcome.fallback', { store: store.name })}
          </span>
        }
      />
      {assistant.suggestions.length > 0 ? (
        <Prompts
          className="sf-chat-prompts"
          data-testid="chat-suggestions"
          title={<span className="sf-chat-prompts-title">{t('welcome.suggestions')}</span>}
          wrap
          items={assistant.suggestions.map((question, index) => ({
            key: String(index),
            icon: <BulbOutlined />,
            description: question,
            disabled: isDisabled,
          }))}
          onItemClick={({ data }) => onAsk(String(data.description ?? ''))}
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
