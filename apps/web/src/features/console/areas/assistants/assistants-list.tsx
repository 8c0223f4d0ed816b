import { ASSISTANT_PROVIDERS, CONSOLE_API, type TConsoleAssistantRow } from '@storefront/shared';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsPhone } from '../../../../lib/use-media-query';
import { ConsoleTable } from '../../components/console-table';
import { PageHead } from '../../components/page-head';
import { TimeCell } from '../../components/time-cell';

/** The stores' assistants: the draft's name and provider, knowledge in the draft and published, and when. */
export function AssistantsList() {
  const { t } = useTranslation(['console-assistants', 'console']);
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const provider = ASSISTANT_PROVIDERS.find((item) => item === params.get('provider'));

  const setProvider = (value?: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('provider', value);
    else next.delete('provider');
    next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHead title={t('title')} description={t('description')} />
      <ConsoleTable
        endpoint={CONSOLE_API.assistants.list}
        testId="assistants-table"
        rowKey="store_id"
        searchPlaceholder={t('search')}
        filters={{ provider }}
        toolbar={
          <Select
            allowClear
            className="sf-stores-filter"
            placeholder={t('filter.provider')}
            value={provider}
            onChange={setProvider}
            options={ASSISTANT_PROVIDERS.map((value) => ({ value, label: t(`provider.${value}`) }))}
          />
        }
        columns={[
          {
            key: 'store_id',
            title: t('field.store'),
            sorter: true,
            render: (_value, row: TConsoleAssistantRow) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{row.store_name}</Typography.Text>
                <Typography.Text type="secondary">{row.name}</Typography.Text>
              </Space>
            ),
          },
          {
            key: 'provider',
            dataIndex: 'provider',
            title: t('field.provider'),
            render: (value: TConsoleAssistantRow['provider']) => <Tag>{t(`provider.${value}`)}</Tag>,
          },
          {
            key: 'knowledge',
            title: t('field.knowledge'),
            responsive: ['md'],
            render: (_value, row: TConsoleAssistantRow) =>
              t('knowledgeCounts', { draft: row.draft_knowledge, published: row.published_knowledge }),
          },
          {
            key: 'draft_update_time',
            dataIndex: 'draft_update_time',
            title: t('field.draftSaved'),
            sorter: true,
            responsive: ['lg'],
            render: (value: number) => <TimeCell value={value} />,
          },
          {
            key: 'published_update_time',
            dataIndex: 'published_update_time',
            title: t('field.published'),
            responsive: ['lg'],
            render: (value: number) => <TimeCell value={value} />,
          },
          {
            key: 'actions',
            title: t('console:table.actions'),
            fixed: isPhone ? undefined : 'right',
            render: (_value, row: TConsoleAssistantRow) => (
              <Button
                type="link"
                onClick={() => navigate(`/admin/assistants/${row.store_id}`)}
                data-testid={`assistant-open-${row.store_id}`}
              >
                {t('console:action.edit')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
