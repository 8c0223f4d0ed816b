import { LedgerView } from '../components/ledger-view';

/** `/user/account/integral`: the points and their log. */
export function IntegralPage() {
  return <LedgerView kind="integral" />;
}
