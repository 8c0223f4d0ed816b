import { timeFormat } from '@storefront/shared';
import { useTranslation } from 'react-i18next';

/** A Unix-seconds time as the console shows it (`yyyy-mm-dd hh:MM`), or "never". */
export function TimeCell({ value }: { value: number | null | undefined }) {
  const { t } = useTranslation('console');
  return (
    <span className="sf-console-time">{value ? timeFormat(value, 'yyyy-mm-dd hh:MM') : t('never')}</span>
  );
}
