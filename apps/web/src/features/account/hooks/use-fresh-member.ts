import { useEffect } from 'react';
import { useAccount } from './use-account';

/** Pages showing balance or points load the member again on each visit, so header and aside catch up too. */
const VISIT_MAX_AGE_MS = 5_000;

/** Loads the member's site data again when a page showing balance or points opens. */
export function useFreshMember(): void {
  const { reloadMember } = useAccount().chrome;
  useEffect(() => {
    reloadMember(VISIT_MAX_AGE_MS).catch(() => undefined);
  }, [reloadMember]);
}
