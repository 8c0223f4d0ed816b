import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readFilters, writeFilters } from '../lib/filters';
import type { TStoreFilters } from '../types';

/** The store filters, kept in the address; a change replaces the history entry instead of adding one. */
export function useStoreFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (patch: Partial<TStoreFilters>) =>
      setSearchParams((current) => writeFilters(current, { ...readFilters(current), ...patch }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  return { filters, setFilters };
}
