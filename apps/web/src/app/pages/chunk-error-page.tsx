import { ReloadOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { StatusResult } from '../../components/status-result/status-result';
import { closeLoadingOverlay } from '../../lib/loading-overlay';
import { claimChunkReload } from '../router/chunk-reload';

/**
 * A page whose code could not be loaded: reloads once to fetch the current build, and if that did not help,
 * says so with a reload button, inside the page's layout.
 */
export function ChunkErrorPage() {
  const { t } = useTranslation('app');
  const [isReloading] = useState(claimChunkReload);
  useEffect(() => {
    if (isReloading) window.location.reload();
    else closeLoadingOverlay();
  }, [isReloading]);

  if (isReloading)
    return (
      <div className="sf-page-result">
        <Spinner />
      </div>
    );
  return (
    <div className="sf-page-result" data-testid="chunk-error">
      <StatusResult
        status="warning"
        title={t('chunkError.title')}
        subTitle={t('chunkError.description')}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('chunkError.reload')}
          </Button>
        }
      />
    </div>
  );
}
