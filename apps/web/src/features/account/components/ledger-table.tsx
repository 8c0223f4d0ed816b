import { timeFormat } from '@storefront/shared';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLedgerLine } from '../lib/ledger-rows';
import { SignedAmount } from './signed-amount';

type TLedgerListProps = { lines: TLedgerLine[]; isLoading: boolean; empty: ReactNode };

/** Desktop: the log as a table (memo, change, value after, time). */
export function LedgerTable({ lines, isLoading, empty }: TLedgerListProps) {
  const { t } = useTranslation('account');
  const columns: TableColumnsType<TLedgerLine> = [
    { key: 'memo', dataIndex: 'memo', title: t('ledger.memo'), ellipsis: true },
    {
      key: 'change',
      dataIndex: 'change',
      title: t('ledger.change'),
      align: 'right',
      width: 140,
      render: (value: string) => <SignedAmount value={value} />,
    },
    { key: 'after', dataIndex: 'after', title: t('ledger.after'), align: 'right', width: 140 },
    {
      key: 'time',
      dataIndex: 'time',
      title: t('ledger.time'),
      width: 190,
      render: (value: number) => timeFormat(value),
    },
  ];
  return (
    <div data-testid="ledger-list">
      <Table<TLedgerLine>
        className="sf-ledger-table"
        rowKey="id"
        columns={columns}
        dataSource={lines}
        loading={isLoading}
        pagination={false}
        locale={{ emptyText: empty }}
      />
    </div>
  );
}

/** Phone: one card per change, the amount on the right where the eye looks for it. */
export function LedgerCards({ lines, isLoading, empty }: TLedgerListProps) {
  const { t } = useTranslation('account');
  if (lines.length === 0 && !isLoading) return <div className="sf-ledger-empty">{empty}</div>;
  return (
    // Dimmed while the page of lines is fetched; aria-busy says so to screen readers too.
    <ul
      className={isLoading ? 'sf-ledger-cards is-loading' : 'sf-ledger-cards'}
      aria-busy={isLoading}
      data-testid="ledger-list"
    >
      {lines.map((line) => (
        <li key={line.id} className="sf-ledger-card">
          <div className="sf-ledger-card-main">
            <span className="sf-ledger-card-memo">{line.memo || t('common.none')}</span>
            <SignedAmount value={line.change} />
          </div>
          <div className="sf-ledger-card-meta">
            <span>{timeFormat(line.time)}</span>
            <span>{t('ledger.afterValue', { value: line.after })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
