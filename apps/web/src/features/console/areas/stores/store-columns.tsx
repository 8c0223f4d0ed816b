import { DownOutlined } from '@ant-design/icons';
import type { TConsoleStore } from '@storefront/shared';
import { Badge, Button, Dropdown, Space, type TableProps, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { TimeCell } from '../../components/time-cell';

const areaOf = (store: TConsoleStore) =>
  [store.province_name, store.city_name, store.district_name].filter(Boolean).join(' / ');

export type TStoreActions = {
  onEdit: (store: TConsoleStore) => void;
  /** Opens another area about the store (`assistants/<id>`, `knowledge?store=<id>`…). */
  onOpen: (path: string) => void;
  onDelete: (store: TConsoleStore) => void;
};

/** The stores table's columns: on a phone the store, its status and its actions (not pinned) only. */
export function storeColumns(
  t: TFunction,
  actions: TStoreActions,
  isPhone: boolean,
): NonNullable<TableProps<TConsoleStore>['columns']> {
  return [
    { key: 'id', dataIndex: 'id', title: 'ID', sorter: true, width: 72, responsive: ['md'] },
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
      responsive: ['lg'],
      render: (hours: string) => hours || '—',
    },
    {
      key: 'update_time',
      dataIndex: 'update_time',
      title: t('console:field.updateTime'),
      sorter: true,
      responsive: ['lg'],
      render: (value: number) => <TimeCell value={value} />,
    },
    {
      key: 'actions',
      title: t('console:table.actions'),
      fixed: isPhone ? undefined : 'right',
      render: (_value, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => actions.onEdit(row)} data-testid={`store-edit-${row.id}`}>
            {t('console:action.edit')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: `assistants/${row.id}`,
                  label: t('assistant'),
                  'data-testid': `store-assistant-${row.id}`,
                },
                {
                  key: `knowledge?store=${row.id}`,
                  label: t('knowledge'),
                  'data-testid': `store-knowledge-${row.id}`,
                },
                {
                  key: `conversations?store=${row.id}`,
                  label: t('conversations'),
                  'data-testid': `store-conversations-${row.id}`,
                },
                { type: 'divider' },
                { key: 'delete', label: t('console:action.delete'), danger: true },
              ],
              onClick: ({ key }) => (key === 'delete' ? actions.onDelete(row) : actions.onOpen(key)),
            }}
          >
            <Button type="link" data-testid={`store-more-${row.id}`}>
              {t('more')} <DownOutlined />
            </Button>
          </Dropdown>
        </Space>
      ),
    },
  ];
}
