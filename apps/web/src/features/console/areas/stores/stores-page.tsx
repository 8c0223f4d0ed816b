import { PlusOutlined } from '@ant-design/icons';
import { API, type TConsoleStore } from '@storefront/shared';
import { Badge, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConsoleTable, useReloadConsoleList } from '../../components/console-table';
import { PageHead } from '../../components/page-head';
import { TimeCell } from '../../components/time-cell';
import { callConsole } from '../../lib/call-console';
import { StoreDrawer } from './store-drawer';
import { StoreFilters, useStoreFilters } from './store-filters';

const areaOf = (store: TConsoleStore) =>
  [store.province_name, store.city_name, store.district_name].filter(Boolean).join(' / ');

/** `/admin/stores`: every store, open or closed, with its card's fields, marks and the way to its assistant. */
export function StoresPage() {
  const { t } = useTranslation(['console-stores', 'console']);
  const reload = useReloadConsoleList(API.console.stores.list);
  const filters = useStoreFilters();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ store?: TConsoleStore } | null>(null);

  const remove = async (id: number) => {
    await callConsole(API.console.stores.del, { body: { ids: [id] }, showSuccessMessage: true }).catch(
      () => undefined,
    );
    await reload();
  };

  return (
    <>
      <PageHead
        title={t('title')}
        description={t('description')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({})}
            data-testid="store-add"
          >
            {t('add')}
          </Button>
        }
      />
      <ConsoleTable
        endpoint={API.console.stores.list}
        testId="stores-table"
        searchPlaceholder={t('search')}
        filters={filters}
        toolbar={<StoreFilters />}
        columns={[
          { key: 'id', dataIndex: 'id', title: 'ID', sorter: true, width: 72 },
          {
            key: 'name',
            dataIndex: 'name',
            title: t('field.name'),
            sorter: true,
            render: (name: string, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong data-testid="stores-row-name">
                  {name}
                </Typography.Text>
                <Typography.Text type="secondary" className="sf-stores-address">
                  {[areaOf(row), row.address].filter(Boolean).join(' · ') || t('field.noAddress')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('field.status'),
            sorter: true,
            render: (status: TConsoleStore['status'], row) => (
              <Space size={4} wrap>
                <Badge status={status === 'open' ? 'success' : 'default'} text={t(`status.${status}`)} />
                {row.featured ? <Tag color="gold">{t('field.featured')}</Tag> : null}
                {row.is_default ? <Tag color="blue">{t('field.default')}</Tag> : null}
              </Space>
            ),
          },
          {
            key: 'hours',
            dataIndex: 'hours',
            title: t('field.hours'),
            render: (hours: string) => hours || '—',
          },
          {
            key: 'update_time',
            dataIndex: 'update_time',
            title: t('console:field.updateTime'),
            sorter: true,
            render: (value: number) => <TimeCell value={value} />,
          },
          {
            key: 'actions',
            title: t('console:table.actions'),
            fixed: 'right',
            render: (_value, row) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  onClick={() => setEditing({ store: row })}
                  data-testid={`store-edit-${row.id}`}
                >
                  {t('console:action.edit')}
                </Button>
                <Button
                  type="link"
                  onClick={() => navigate(`/admin/assistants/${row.id}`)}
                  data-testid={`store-assistant-${row.id}`}
                >
                  {t('assistant')}
                </Button>
                <Button
                  type="link"
                  onClick={() => navigate(`/admin/knowledge?store=${row.id}`)}
                  data-testid={`store-knowledge-${row.id}`}
                >
                  {t('knowledge')}
                </Button>
                <Popconfirm title={t('confirmDelete')} onConfirm={() => remove(row.id)}>
                  <Button type="link" danger>
                    {t('console:action.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <StoreDrawer store={editing.store} onClose={() => setEditing(null)} onSaved={() => void reload()} />
      ) : null}
    </>
  );
}
