import type { TCheckInConfig } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button/button';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { StatusResult } from '../../../components/status-result/status-result';
import { HttpError } from '../../../lib/http';
import { useCheckInConfig } from '../api/get-check-in-config';

/**
 * Renders the form once the login settings are known (captcha switch, code channels); a skeleton while they
 * load and a retry when the server cannot be reached.
 */
export function CheckInConfigGate({ children }: { children: (config: TCheckInConfig) => ReactNode }) {
  const { t } = useTranslation('auth');
  const query = useCheckInConfig();
  if (query.data) return children(query.data);
  // 303 'logged in': the http client is already on its way to the chat page.
  const isRedirecting = query.error instanceof HttpError && query.error.code === 303;
  if (query.isError && !isRedirecting) {
    return (
      <StatusResult
        status="warning"
        title={t('config.failed')}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t('config.retry')}
          </Button>
        }
      />
    );
  }
  return <Skeleton rows={5} data-testid="auth-loading" />;
}
