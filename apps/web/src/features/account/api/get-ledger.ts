import { API, type TBalanceLog, type TIntegralLog, type TPage } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/http';

export type TLedgerKind = 'balance' | 'integral';
export type TLedgerRow = TBalanceLog | TIntegralLog;

/** One page of the balance or points log, newest first. */
export async function getLedger(kind: TLedgerKind, page: number, limit: number): Promise<TPage<TLedgerRow>> {
  const query = { page, limit };
  return kind === 'balance'
    ? callApi(API.account.balance, { query })
    : callApi(API.account.integral, { query });
}

/**
 * The page asked for; the previous page stays on screen while the next one loads. Memos arrive translated,
 * so the language is part of the key.
 */
export function useLedger(kind: TLedgerKind, page: number, limit: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['account', kind, page, limit, i18n.language],
    queryFn: () => getLedger(kind, page, limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
