import type { TMemberRow } from '@storefront/shared';
import type { TableProps } from 'antd';
import { Avatar, Badge, Button, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { TimeCell } from '../../components/time-cell';

/** The members table's columns; `onOpen` shows a member's panel. */
export function memberColumns(
  t: TFunction,
  onOpen: (id: number) => void,
): NonNullable<TableProps<TMemberRow>['columns']> {
  return [
    { key: 'id', dataIndex: 'id', title: 'ID', sorter: true, width: 72, responsive: ['md'] },
    {
      key: 'username',
      dataIndex: 'username',
      title: t('field.member'),
      sorter: true,
      render: (_value, row) => (
        <button
          type="button"
          className="sf-member-cell"
          onClick={() => onOpen(row.id)}
          data-testid={`member-open-${row.id}`}
        >
          <Avatar size="small" src={row.avatar || undefined}>
            {row.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <span className="sf-member-names">
            <span className="sf-member-username">{row.username}</span>
            {row.nickname && row.nickname !== row.username ? (
              <Typography.Text type="secondary">{row.nickname}</Typography.Text>
            ) : null}
          </span>
        </button>
      ),
    },
    {
      key: 'contact',
      title: t('field.contact'),
      responsive: ['md'],
      render: (_value, row) => (
        <span className="sf-member-contact">
          {row.email ? <span>{row.email}</span> : null}
          {row.mobile ? <span>{row.mobile}</span> : null}
          {row.email || row.mobile ? null : <Typography.Text type="secondary">—</Typography.Text>}
        </span>
      ),
    },
    { key: 'group', dataIndex: 'group_name', title: t('field.group'), responsive: ['lg'] },
    { key: 'money', dataIndex: 'money', title: t('field.money'), sorter: true, align: 'right' },
    { key: 'score', dataIndex: 'score', title: t('field.score'), sorter: true, align: 'right' },
    {
      key: 'store',
      title: t('field.store'),
      responsive: ['sm'],
      render: (_value, row) =>
        row.store ? (
          <Tag color="purple">{row.store.name}</Tag>
        ) : row.shop_id > 0 ? (
          <Tag>#{row.shop_id}</Tag>
        ) : null,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('field.status'),
      render: (status: TMemberRow['status']) => (
        <Badge status={status === 'enable' ? 'success' : 'error'} text={t(`console:status.${status}`)} />
      ),
    },
    {
      key: 'last_login_time',
      dataIndex: 'last_login_time',
      responsive: ['md'],
      title: t('field.lastLogin'),
      sorter: true,
      render: (value: number | null) => <TimeCell value={value} />,
    },
    {
      key: 'join_time',
      dataIndex: 'join_time',
      responsive: ['md'],
      title: t('field.joined'),
      sorter: true,
      render: (value: number) => <TimeCell value={value} />,
    },
    {
      key: 'actions',
      title: t('console:table.actions'),
      fixed: 'right',
      responsive: ['md'],
      render: (_value, row) => (
        <Button type="link" onClick={() => onOpen(row.id)} data-testid={`member-view-${row.id}`}>
          {t('console:action.view')}
        </Button>
      ),
    },
  ];
}
