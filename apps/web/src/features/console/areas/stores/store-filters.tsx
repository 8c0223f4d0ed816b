import { type CONSOLE_API, STORE_STATUSES, type TEndpointQuery } from '@storefront/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConsoleChrome } from '../../shell/chrome-context';

type TStoreFilters = Pick<TEndpointQuery<typeof CONSOLE_API.stores.list>, 'area' | 'status' | 'featured'>;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/** The stores list's filters from the address, as the list endpoint takes them. */
export function useStoreFilters(): TStoreFilters {
  const [params] = useSearchParams();
  return {
    area: params.get('area') || undefined,
    status: oneOf(params.get('status'), STORE_STATUSES),
    featured: oneOf(params.get('featured'), ['1', '0'] as const),
  };
}

/** Area (a province, city or district), status and featured filters; a change goes back to the first page. */
export function StoreFilters() {
  const { t } = useTranslation(['console-stores', 'console']);
  const { AreaPicker } = useConsoleChrome();
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setParams(next, { replace: true });
  };
  const areaPath = (params.get('areaPath') ?? '').split(',').filter(Boolean);

  return (
    <>
      <AreaPicker
        value={areaPath}
        changeOnSelect
        placeholder={t('filter.area')}
        onChange={(codes) => set({ area: codes.at(-1), areaPath: codes.join(',') || undefined })}
      />
      <Select
        className="sf-stores-filter"
        allowClear
        placeholder={t('filter.status')}
        value={params.get('status') || undefined}
        onChange={(value?: string) => set({ status: value })}
        options={STORE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        data-testid="stores-filter-status"
      />
      <Select
        className="sf-stores-filter"
        allowClear
        placeholder={t('filter.featured')}
        value={params.get('featured') || undefined}
        onChange={(value?: string) => set({ featured: value })}
        options={[
          { value: '1', label: t('filter.featuredYes') },
          { value: '0', label: t('filter.featuredNo') },
        ]}
      />
    </>
  );
}
