import { Button, Result, Spin } from 'antd';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { i18n } from '../../../lib/i18n/i18n';
import { useOperator } from '../lib/operator-session';
import type { TConsoleArea } from './areas';

/** Pages already loaded, so coming back to an area shows it at once. */
const loaded = new Map<string, ComponentType>();

async function loadArea(area: TConsoleArea): Promise<ComponentType> {
  const [page] = await Promise.all([area.page(), i18n.loadNamespaces(`console-${area.key}`)]);
  loaded.set(area.key, page);
  return page;
}

/** An area's page, loaded with its locale namespace when first opened; owners' areas refuse editors. */
export function AreaPage({ area }: { area: TConsoleArea }) {
  const { t } = useTranslation('console');
  const operator = useOperator();
  const [Page, setPage] = useState<ComponentType | undefined>(() => loaded.get(area.key));
  const [failed, setFailed] = useState(false);
  const isAllowed = !area.ownerOnly || operator?.role === 'owner';

  useEffect(() => {
    if (!isAllowed) return;
    let isCurrent = true;
    setPage(() => loaded.get(area.key));
    loadArea(area).then(
      (page) => isCurrent && setPage(() => page),
      () => isCurrent && setFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [area, isAllowed]);

  if (!isAllowed) {
    return <Result status="403" title={t('notAllowed.title')} subTitle={t('notAllowed.text')} />;
  }
  if (failed) {
    return (
      <Result
        status="warning"
        title={t('page.loadFailed')}
        extra={<Button onClick={() => window.location.reload()}>{t('table.retry')}</Button>}
      />
    );
  }
  return Page ? <Page /> : <Spin className="sf-console-page-spin" />;
}

/** An unknown console address. */
export function ConsoleNotFound() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={
        <Button type="primary" onClick={() => navigate('/admin')}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
