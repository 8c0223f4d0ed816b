import { CONSOLE_API } from '@storefront/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callConsole } from '../lib/call-console';

/** A typed search, sent once typing pauses. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The store a page is about, kept in the address as `?store=<id>` (a reload or a link shows the same one). */
export function useStoreParam(): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('store'));
  const storeId = Number.isInteger(id) && id > 0 ? id : undefined;
  const setStoreId = (next: number | undefined) => {
    const changed = new URLSearchParams(params);
    if (next) changed.set('store', String(next));
    else changed.delete('store');
    setParams(changed, { replace: true });
  };
  return [storeId, setStoreId];
}

/** Picks a store by searching the names of every store, open or closed. */
export function StorePicker(props: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  /** Lets the choice be cleared ("all stores"). */
  allowClear?: boolean;
  placeholder: string;
}) {
  const { value, onChange, allowClear, placeholder } = props;
  const { t } = useTranslation('console');
  const [search, setSearch] = useState('');
  const quickSearch = useSettled(search.trim());
  const stores = useQuery({
    queryKey: ['console', 'store-picker', quickSearch],
    queryFn: () => callConsole(CONSOLE_API.stores.list, { query: { quickSearch, limit: 20 } }),
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    queryKey: ['console', 'store-picker', 'chosen', value],
    queryFn: () => callConsole(CONSOLE_API.stores.detail, { query: { id: value ?? 0 } }),
    enabled: value !== undefined,
  });
  const options = (stores.data?.list ?? []).map((store) => ({ value: store.id, label: store.name }));
  if (chosen.data && !options.some((option) => option.value === chosen.data.id)) {
    options.unshift({ value: chosen.data.id, label: chosen.data.name });
  }

  return (
    <Select<number>
      className="sf-console-store-picker"
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={allowClear}
      value={chosen.data || value === undefined ? value : undefined}
      placeholder={placeholder}
      loading={stores.isFetching}
      options={options}
      notFoundContent={stores.isError ? t('table.loadFailed') : t('table.empty')}
      onChange={(id) => onChange(id ?? undefined)}
      aria-label={placeholder}
      data-testid="store-picker"
    />
  );
}
