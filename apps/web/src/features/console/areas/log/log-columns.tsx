import type { TOperatorLogRow } from '@storefront/shared';
import type { TableColumnsType } from 'antd';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { TimeCell } from '../../components/time-cell';
import { targetHref } from './target-link';

/** What was changed: its kind, and its name linking to its page, or marked deleted. */
function Target({ row, viewerIsOwner, t }: { row: TOperatorLogRow; viewerIsOwner: boolean; t: TFunction }) {
  const name = row.target_name || `#${row.target_id}`;
  const href = targetHref(row, viewerIsOwner);
  return (
    <span className="sf-log-target" data-testid="log-target">
      <Typography.Text type="secondary">{row.target_type_name}</Typography.Text>{' '}
      {href ? <Link to={href}>{name}</Link> : <span>{name}</span>}
      {row.target_gone ? (
        <Tag className="sf-log-gone" data-testid="log-target-gone">
          {t('gone')}
        </Tag>
      ) : null}
    </span>
  );
}

/** The log's columns: when, who (a store owner marked), the action by its name, what was changed, from where. */
export function logColumns(t: TFunction, viewerIsOwner: boolean): TableColumnsType<TOperatorLogRow> {
  return [
    {
      key: 'create_time',
      dataIndex: 'create_time',
      title: t('field.time'),
      sorter: true,
      render: (value: number) => <TimeCell value={value} />,
    },
    {
      key: 'username',
      title: t('field.operator'),
      render: (_value, row) => (
        <>
          {row.username}
          {row.actor === 'member' && (
            <Tag color="blue" data-testid="log-actor-member">
              {t('actor.member')}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: 'action',
      title: t('field.action'),
      render: (_value, row) => (
        <span title={row.action} data-testid="log-action">
          {row.action_name}
        </span>
      ),
    },
    {
      key: 'target',
      title: t('field.target'),
      render: (_value, row) => <Target row={row} viewerIsOwner={viewerIsOwner} t={t} />,
    },
    { key: 'ip', dataIndex: 'ip', title: t('field.ip'), responsive: ['md'] },
  ];
}
