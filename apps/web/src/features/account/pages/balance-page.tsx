import { LedgerView } from '../components/ledger-view';

/** `/user/account/balance`: the balance and its log. */
export function BalancePage() {
  return <LedgerView kind="balance" />;
}
