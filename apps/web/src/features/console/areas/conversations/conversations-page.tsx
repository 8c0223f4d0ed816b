import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHead } from '../../components/page-head';
import { StorePicker, useStoreParam } from '../../components/store-picker';
import { useConsoleChrome } from '../../shell/chrome-context';

/**
 * `/admin/conversations`: every store's conversations (or one store's, `?store=<id>`), read-only, and the
 * questions the assistants could not answer (`?tab=unanswered`).
 */
export function ConversationsPage() {
  const { t } = useTranslation('console-conversations');
  const { workspace } = useConsoleChrome();
  const [storeId, setStoreId] = useStoreParam();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'unanswered' ? 'unanswered' : 'conversations';

  const showTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'unanswered') next.set('tab', key);
    else next.delete('tab');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        extra={<StorePicker value={storeId} onChange={setStoreId} allowClear placeholder={t('allStores')} />}
      />
      <Tabs
        activeKey={tab}
        onChange={showTab}
        items={[
          {
            key: 'conversations',
            label: t('tab.conversations'),
            children: <workspace.ConversationBrowser key={storeId ?? 0} storeId={storeId} />,
          },
          {
            key: 'unanswered',
            label: <span data-testid="tab-unanswered">{t('tab.unanswered')}</span>,
            children: <workspace.UnansweredList key={storeId ?? 0} storeId={storeId} />,
          },
        ]}
      />
    </>
  );
}
