import type { TBalanceLog, TIntegralLog, TMemberDetail } from '@storefront/shared';
import type { TableProps } from 'antd';
import { Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TimeCell } from '../../components/time-cell';

type TLogRow = {
  id: number;
  change: string;
  before: string;
  after: string;
  memo: string;
  create_time: number;
};

const signed = (value: string) => (value.startsWith('-') ? value : `+${value}`);

const fromScore = (row: TIntegralLog): TLogRow => ({
  ...row,
  change: signed(String(row.score)),
  before: String(row.before),
  after: String(row.after),
});
const fromMoney = (row: TBalanceLog): TLogRow => ({ ...row, change: signed(row.money) });

/** The newest rows of a member's points and balance logs, as the member sees them in their own centre. */
export function MemberLogs({ member }: { member: TMemberDetail }) {
  const { t } = useTranslation(['console-members', 'console']);
  const columns: TableProps<TLogRow>['columns'] = [
    {
      key: 'change',
      dataIndex: 'change',
      title: t('log.change'),
      render: (change: string) => (
        <span className={change.startsWith('-') ? 'sf-member-change is-down' : 'sf-member-change is-up'}>
          {change}
        </span>
      ),
    },
    {
      key: 'after',
      title: t('log.balance'),
      render: (_value, row) => (
        <Typography.Text type="secondary">
          {row.before} → {row.after}
        </Typography.Text>
      ),
    },
    { key: 'memo', dataIndex: 'memo', title: t('log.memo') },
    {
      key: 'create_time',
      dataIndex: 'create_time',
      title: t('log.time'),
      render: (value: number) => <TimeCell value={value} />,
    },
  ];
  const table = (rows: TLogRow[], testId: string) => (
    <Table<TLogRow>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('log.empty') }}
      data-testid={testId}
    />
  );

  return (
    <div className="sf-member-logs">
      <Typography.Title level={5}>{t('log.title')}</Typography.Title>
      <Tabs
        items={[
          {
            key: 'score',
            label: t('field.score'),
            children: table(member.scoreLog.map(fromScore), 'member-score-log'),
          },
          {
            key: 'money',
            label: t('field.money'),
            children: table(member.moneyLog.map(fromMoney), 'member-money-log'),
          },
        ]}
      />
    </div>
  );
}
