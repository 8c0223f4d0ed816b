import { FormOutlined } from '@ant-design/icons';
import { openingState, type TChatInit } from '@storefront/shared';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadInAntdScope } from '../../../components/antd-part';
import { Button } from '../../../components/button/button';
import { Hint } from '../../../components/hint/hint';
import { lazyPart } from '../../../lib/lazy-part';
import { StoreAvatar } from './store-avatar';

/** Only the store owner's test chat shows the badge, so its code comes with that chat. */
const Tag = lazyPart(() => loadInAntdScope(() => import('antd/es/tag').then((module) => module.default)));

type THeaderProps = {
  init: TChatInit;
  isCompact?: boolean;
  /** Shown left of the store (e.g. the phone's conversation-list button). */
  start?: ReactNode;
  /** Shown right, after the new-chat button (switches, member entry). */
  end?: ReactNode;
  onNewChat?: () => void;
};

/**
 * Where the store stands, in words: switched off by the site (it takes no questions), or open or closed by
 * its hours in store time (the assistant answers either way); "online" when the hours say nothing.
 */
function standing(store: TChatInit['store'], t: TFunction<'chat'>) {
  const state = openingState(store.status, store.hours, new Date());
  switch (state.state) {
    case 'suspended':
      return { isOpen: false, text: t('store.notTaking') };
    case 'unknown':
      return { isOpen: true, text: t('store.open') };
    case 'allDay':
      return { isOpen: true, text: t('store.allDay') };
    case 'open':
      return { isOpen: true, text: t('store.openUntil', { time: state.closes }) };
    case 'closed':
      return {
        isOpen: false,
        text: t(state.day === 'today' ? 'store.closedOpensAt' : 'store.closedOpensTomorrow', {
          time: state.opens,
        }),
      };
  }
}

/** Who the visitor talks to (store logo, name, assistant, where the store stands) and the new-chat button. */
export function ChatHeader({ init, isCompact = false, start, end, onNewChat }: THeaderProps) {
  const { t } = useTranslation('chat');
  const { isOpen, text } = standing(init.store, t);
  return (
    <header className={isCompact ? 'sf-chat-header is-compact' : 'sf-chat-header'} data-testid="chat-header">
      {start}
      <StoreAvatar name={init.store.name} logo={init.store.logo} size={isCompact ? 28 : 36} />
      <div className="sf-chat-header-titles">
        <div className="sf-chat-header-name">
          <h1 className="sf-chat-header-store" data-testid="chat-store-name">
            {init.store.name}
          </h1>
          {init.agentType === 'testagent' ? (
            <Tag color="orange" bordered={false} className="sf-chat-draft" data-testid="draft-badge">
              {t('header.draft')}
            </Tag>
          ) : null}
        </div>
        {isCompact ? null : (
          <div className="sf-chat-header-sub">
            <span className={isOpen ? 'sf-chat-dot is-open' : 'sf-chat-dot'} />
            <span className="sf-chat-header-sub-text" data-testid="chat-store-standing">
              {init.assistant.name ? `${init.assistant.name} · ` : ''}
              {text}
            </span>
          </div>
        )}
      </div>
      <div className="sf-chat-header-actions">
        {onNewChat ? (
          <Hint title={t('header.newChat')} placement="bottom-end">
            <Button
              type="text"
              icon={<FormOutlined />}
              aria-label={t('header.newChat')}
              data-testid="new-chat"
              onClick={onNewChat}
            />
          </Hint>
        ) : null}
        {end}
      </div>
    </header>
  );
}
