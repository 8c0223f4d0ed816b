import { Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../components/page-head';
import { StorePicker, useStoreParam } from '../../components/store-picker';
import { useConsoleChrome } from '../../shell/chrome-context';

/** `/admin/knowledge?store=<id>`: a store's draft knowledge, with CSV import and export, and publishing. */
export function KnowledgePage() {
  const { t } = useTranslation('console-knowledge');
  const { workspace } = useConsoleChrome();
  const [storeId, setStoreId] = useStoreParam();
  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        extra={
          <Space wrap>
            <StorePicker value={storeId} onChange={setStoreId} placeholder={t('pickStore')} />
            {storeId ? <workspace.PublishAction storeId={storeId} /> : null}
          </Space>
        }
      />
      {storeId ? (
        <workspace.KnowledgeManager key={storeId} storeId={storeId} />
      ) : (
        <Empty
          className="sf-console-pick-store"
          description={t('noStore')}
          data-testid="knowledge-no-store"
        />
      )}
    </>
  );
}
