import { CONSOLE_API, type TEndpointQuery } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callConsole } from '../../lib/call-console';

/** The list's filters as the address keeps them; an empty one means "any". */
export const MEMBER_FILTERS = ['status', 'group_id', 'has_store'] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/** The members list's filters from the address, as the list endpoint takes them. */
export function useMemberFilters(): TEndpointQuery<typeof CONSOLE_API.members.list> {
  const [params] = useSearchParams();
  return {
    status: oneOf(params.get('status'), ['enable', 'disable'] as const),
    group_id: params.get('group_id') || undefined,
    has_store: oneOf(params.get('has_store'), ['yes', 'no'] as const),
  };
}

/** Status, group and store-owner filters; a change goes back to the first page. */
export function MemberFilters() {
  const { t } = useTranslation(['console-members', 'console']);
  const [params, setParams] = useSearchParams();
  const groups = useQuery({
    queryKey: ['console', 'member-groups'],
    queryFn: () => callConsole(CONSOLE_API.members.groups),
    staleTime: 300_000,
  });
  const set = (name: (typeof MEMBER_FILTERS)[number], value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const selected = (name: (typeof MEMBER_FILTERS)[number]) => params.get(name) || undefined;

  return (
    <>
      <Select
        className="sf-members-filter"
        allowClear
        placeholder={t('filter.status')}
        value={selected('status')}
        onChange={(value?: string) => set('status', value)}
        options={[
          { value: 'enable', label: t('console:status.enable') },
          { value: 'disable', label: t('console:status.disable') },
        ]}
        data-testid="members-filter-status"
      />
      <Select
        className="sf-members-filter"
        allowClear
        placeholder={t('filter.group')}
        value={selected('group_id')}
        loading={groups.isLoading}
        onChange={(value?: string) => set('group_id', value)}
        options={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
      />
      <Select
        className="sf-members-filter"
        allowClear
        placeholder={t('filter.store')}
        value={selected('has_store')}
        onChange={(value?: string) => set('has_store', value)}
        options={[
          { value: 'yes', label: t('filter.storeYes') },
          { value: 'no', label: t('filter.storeNo') },
        ]}
      />
    </>
  );
}
