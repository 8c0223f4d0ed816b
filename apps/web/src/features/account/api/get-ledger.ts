import {
  type TBalanceLog,
  type TIntegralLog,
  type TPage,
  ZBalanceLog,
  ZIntegralLog,
} from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/http';
import { parsePage } from './parse';

export type TLedgerKind = 'balance' | 'integral';
export type TLedgerRow = TBalanceLog | TIntegralLog;

/** GET /api/account/balance or /api/account/integral: one page of the log, newest first. */
export async function getLedger(kind: TLedgerKind, page: number, limit: number): Promise<TPage<TLedgerRow>> {
  const envelope = await request<unknown>({
    url: `/api/account/${kind}`,
    method: 'get',
    params: { page, limit },
  });
  return kind === 'balance' ? parsePage(envelope.data, ZBalanceLog) : parsePage(envelope.data, ZIntegralLog);
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
