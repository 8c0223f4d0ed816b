import { ReloadOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { StatusResult } from '../../components/status-result/status-result';
import { closeLoadingOverlay } from '../../lib/loading-overlay';

/** The site's error page for `error`, wherever it was caught (the router, or the widget's boundary). */
export function SiteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('app');
  useEffect(closeLoadingOverlay, []);
  const detail = error instanceof Error && error.message ? error.message : undefined;

  return (
    <div className="sf-root-error" data-testid="site-error">
      <StatusResult
        status="warning"
        title={t('error.siteTitle')}
        subTitle={
          <>
            <div>{t('error.siteDescription')}</div>
            {detail ? <div className="sf-root-error-detail">{detail}</div> : null}
          </>
        }
        extra={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            data-testid="site-retry"
            onClick={() => window.location.reload()}
          >
            {t('error.retry')}
          </Button>
        }
      />
    </div>
  );
}
