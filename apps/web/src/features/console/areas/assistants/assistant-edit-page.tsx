import { ArrowLeftOutlined } from '@ant-design/icons';
import { CONSOLE_API } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHead } from '../../components/page-head';
import { callConsole } from '../../lib/call-console';
import { useOperator } from '../../lib/operator-session';
import { useConsoleChrome } from '../../shell/chrome-context';

/** `/admin/assistants/<store id>`: the store's draft, its provider (owners), test connection and publishing. */
export function AssistantEditPage() {
  const { t } = useTranslation(['console-assistants', 'console']);
  const { workspace } = useConsoleChrome();
  const operator = useOperator();
  const navigate = useNavigate();
  const id = Number(useParams().storeId);
  const storeId = Number.isInteger(id) && id > 0 ? id : undefined;
  const store = useQuery({
    queryKey: ['console', 'store', storeId],
    queryFn: () => callConsole(CONSOLE_API.stores.detail, { query: { id: storeId ?? 0 } }),
    enabled: storeId !== undefined,
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/admin/assistants')}>
      {t('back')}
    </Button>
  );

  if (!storeId) return <Result status="404" title={t('notFound')} extra={back} />;
  return (
    <>
      <PageHead
        title={store.data ? t('editTitle', { store: store.data.name }) : t('title')}
        description={t('editDescription')}
        extra={back}
      />
      <workspace.AssistantEditor storeId={storeId} canManageProvider={operator?.role === 'owner'} />
    </>
  );
}
