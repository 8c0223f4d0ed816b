import { openingState } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

/** Open or closed now, from the operator's status and the opening hours (read in store time). */
export function OpenBadge({ status, hours }: { status: string; hours: string }) {
  const { t } = useTranslation('stores');
  const open = openingState(status, hours, new Date());
  if (open.state === 'unknown') return null;
  const isOpen = open.state === 'open' || open.state === 'allDay';
  const label = isOpen
    ? t('card.open')
    : open.state === 'closed'
      ? t('card.closedOpensAt', { time: open.opens })
      : t('card.closed');
  return (
    <span className={`sf-open-badge ${isOpen ? 'is-open' : 'is-closed'}`} data-testid="store-open-state">
      <span className="sf-open-dot" aria-hidden="true" />
      {label}
    </span>
  );
}
