import { StarOutlined, WalletOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@storefront/shared';
import { Button, Empty, Pagination } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusResult } from '../../../components/status-result/status-result';
import { useIsPhone } from '../../../lib/use-media-query';
import { type TLedgerKind, useLedger } from '../api/get-ledger';
import { useAccount } from '../hooks/use-account';
import { useFreshMember } from '../hooks/use-fresh-member';
import { lastPage, toLedgerLine } from '../lib/ledger-rows';
import { readPageQuery, writePageQuery } from '../lib/page-query';
import { AccountHeader } from './account-header';
import { LedgerCards, LedgerTable } from './ledger-table';

/** A ledger page: the current value, the log (table, or cards on a phone), and paging kept in the address. */
export function LedgerView({ kind }: { kind: TLedgerKind }) {
  const { t } = useTranslation('account');
  const { member } = useAccount();
  useFreshMember();
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const { page, limit } = readPageQuery(params);
  const ledger = useLedger(kind, page, limit);
  const total = ledger.data?.total ?? 0;

  useEffect(() => {
    if (total > 0 && page > lastPage(total, limit)) {
      setParams(writePageQuery(params, { page: lastPage(total, limit), limit }), { replace: true });
    }
  }, [total, page, limit, params, setParams]);

  const isBalance = kind === 'balance';
  const lines = (ledger.data?.list ?? []).map(toLedgerLine);
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${kind}.empty`)} />;
  const List = isPhone ? LedgerCards : LedgerTable;

  return (
    <div className="sf-account-page" data-testid={`account-${kind}`}>
      <AccountHeader title={t(`${kind}.title`)} description={t(`${kind}.description`)} />
      <div className={`sf-current is-${isBalance ? 'balance' : 'points'}`}>
        <span className="sf-current-icon">{isBalance ? <WalletOutlined /> : <StarOutlined />}</span>
        <span className="sf-current-text">
          <span className="sf-current-label">{t(`${kind}.current`)}</span>
          <span className="sf-current-value" data-testid="ledger-current">
            {isBalance ? member.money : member.score}
          </span>
        </span>
      </div>
      {ledger.isError && !ledger.data ? (
        <StatusResult
          status="warning"
          title={t('ledger.failed')}
          extra={<Button onClick={() => void ledger.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <List lines={lines} isLoading={ledger.isFetching} empty={ledger.isPending ? null : empty} />
      )}
      {total > 0 ? (
        <Pagination
          className="sf-ledger-pagination"
          data-testid="ledger-pagination"
          current={page}
          pageSize={limit}
          total={total}
          size={isPhone ? 'small' : 'medium'}
          showLessItems={isPhone}
          showSizeChanger
          pageSizeOptions={[...PAGE_SIZES]}
          locale={{ items_per_page: t('shared:pagination.perPage') }}
          showTotal={isPhone ? undefined : (count) => t('ledger.total', { total: count })}
          onChange={(next, size) =>
            setParams(writePageQuery(params, { page: size === limit ? next : 1, limit: size }))
          }
        />
      ) : null}
    </div>
  );
}
