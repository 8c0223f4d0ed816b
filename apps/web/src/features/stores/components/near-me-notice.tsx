import { useTranslation } from 'react-i18next';
import { loadInAntdScope } from '../../../components/antd-part';
import { Button } from '../../../components/button/button';
import { lazyPart } from '../../../lib/lazy-part';
import type { TGeoStatus } from '../hooks/use-geolocation';

/** Shown only after "near me" fails, so its code comes then. */
const Alert = lazyPart(() => loadInAntdScope(() => import('antd/es/alert').then((module) => module.default)));

const FAILURES: readonly TGeoStatus[] = ['denied', 'unavailable', 'timeout', 'unsupported'];

/** Why "near me" did not work, and what to do instead; nothing while it works. */
export function NearMeNotice({ status, onRetry }: { status: TGeoStatus; onRetry: () => void }) {
  const { t } = useTranslation('stores');
  if (!FAILURES.includes(status)) return null;
  const canRetry = status === 'unavailable' || status === 'timeout';
  return (
    <Alert
      className="sf-near-me-notice"
      type={status === 'denied' ? 'warning' : 'info'}
      showIcon
      data-testid="near-me-notice"
      data-status={status}
      title={t(`geo.${status}.title`)}
      description={t(`geo.${status}.text`)}
      action={
        canRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('geo.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
