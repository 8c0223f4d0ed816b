import { CloseOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { openingState, type TChatInit, type THandoffView } from '@storefront/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';

/** When the store will answer: from its own reply figure while it is open, or when it opens. */
function whenReplies(store: TChatInit['store'], handoff: THandoffView, t: TFunction<'chat'>): string {
  const state = openingState(store.status, store.hours, new Date());
  if (state.state === 'closed') {
    return t(state.day === 'today' ? 'handoff.opensAt' : 'handoff.opensTomorrow', { time: state.opens });
  }
  return handoff.reply_minutes === null
    ? t('handoff.repliesHere')
    : t('handoff.usuallyWithin', { count: handoff.reply_minutes });
}

/** The conversation is with the store's people: who has it, when they answer, and the way back. */
export function HandoffStatus({
  store,
  handoff,
  onBack,
}: {
  store: TChatInit['store'];
  handoff: THandoffView;
  onBack: () => void;
}) {
  const { t } = useTranslation('chat');
  const isWaiting = handoff.state === 'waiting';
  return (
    <div className="sf-handoff" data-testid="handoff-status" data-state={handoff.state} role="status">
      <CustomerServiceOutlined className="sf-handoff-icon" />
      <div className="sf-handoff-text">
        <strong>{isWaiting ? t('handoff.waiting') : t('handoff.withStore', { store: store.name })}</strong>
        <span data-testid="handoff-when">
          {isWaiting ? whenReplies(store, handoff, t) : t('handoff.keepWriting')}
          {handoff.contact ? ` ${t('handoff.contactKept', { contact: handoff.contact })}` : ''}
        </span>
      </div>
      <Button size="small" data-testid="handoff-back" onClick={onBack}>
        {t('handoff.back')}
      </Button>
    </div>
  );
}

/** Offered by itself when the assistant could not help (twice no answer, or a thumbs down). */
export function HandoffOffer({ onTalk, onDismiss }: { onTalk: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <div className="sf-handoff is-offer" data-testid="handoff-offer">
      <CustomerServiceOutlined className="sf-handoff-icon" />
      <div className="sf-handoff-text">
        <span>{t('handoff.offer')}</span>
      </div>
      <Button type="primary" size="small" data-testid="handoff-offer-talk" onClick={onTalk}>
        {t('handoff.talk')}
      </Button>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={t('handoff.dismiss')}
        onClick={onDismiss}
      />
    </div>
  );
}

/** The action itself, always at hand under the input. */
export function TalkToStoreButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Button
      type="link"
      size="small"
      className="sf-handoff-talk"
      icon={<CustomerServiceOutlined />}
      data-testid="handoff-talk"
      onClick={onClick}
    >
      {t('handoff.talk')}
    </Button>
  );
}
