import { CONSOLE_API, type TEndpointQuery } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
// The range picker's month and day names follow the language.
import { dayjs } from '../../../../lib/dates';
import { callConsole } from '../../lib/call-console';

type TLogFilters = Pick<
  TEndpointQuery<typeof CONSOLE_API.log.list>,
  'admin_id' | 'action' | 'target' | 'from' | 'to'
>;

const FILTERS = ['admin_id', 'action', 'target', 'from', 'to'] as const;

/** The log's filters from the address, as its list and export take them (the server checks each). */
export function useLogFilters(): TLogFilters {
  const [params] = useSearchParams();
  return Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
}

/** Who, what, which kind of row and which days; a change goes back to the first page. */
export function LogFilters() {
  const { t } = useTranslation('console-log');
  const [params, setParams] = useSearchParams();
  const choices = useQuery({
    queryKey: ['console', 'log-filters'],
    queryFn: () => callConsole(CONSOLE_API.log.filters),
    staleTime: 300_000,
  });
  const set = (changes: Partial<Record<(typeof FILTERS)[number], string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setParams(next, { replace: true });
  };
  const selected = (name: (typeof FILTERS)[number]) => params.get(name) || undefined;
  const day = (name: 'from' | 'to') => {
    const value = Number(params.get(name));
    return value ? dayjs.unix(value) : null;
  };
  const targets = choices.data?.targets ?? [];
  /** What the three choice filters share: cleared with a cross, named by their label, kept in the address. */
  const choiceOf = (name: 'admin_id' | 'action' | 'target', label: string) => ({
    allowClear: true,
    placeholder: label,
    'aria-label': label,
    value: selected(name),
    onChange: (value?: string) => set({ [name]: value }),
  });

  return (
    <>
      <Select
        className="sf-log-filter"
        {...choiceOf('admin_id', t('filter.operator'))}
        showSearch={{ optionFilterProp: 'label' }}
        loading={choices.isLoading}
        options={(choices.data?.operators ?? []).map((operator) => ({
          value: String(operator.id),
          label:
            operator.nickname && operator.nickname !== operator.username
              ? `${operator.nickname} (${operator.username})`
              : operator.username,
        }))}
        data-testid="log-filter-operator"
      />
      <Select
        className="sf-log-filter sf-log-filter-wide"
        {...choiceOf('action', t('filter.action'))}
        showSearch={{ optionFilterProp: 'label' }}
        loading={choices.isLoading}
        options={targets.map((target) => ({
          label: target.name,
          title: target.name,
          options: (choices.data?.actions ?? [])
            .filter((action) => action.target === target.target)
            .map((action) => ({ value: action.action, label: action.name })),
        }))}
        data-testid="log-filter-action"
      />
      <Select
        className="sf-log-filter"
        {...choiceOf('target', t('filter.target'))}
        options={targets.map((target) => ({ value: target.target, label: target.name }))}
        data-testid="log-filter-target"
      />
      <DatePicker.RangePicker
        value={[day('from'), day('to')]}
        allowEmpty={[true, true]}
        aria-label={t('filter.dates')}
        onChange={(range) =>
          set({
            from: range?.[0] ? String(range[0].startOf('day').unix()) : undefined,
            to: range?.[1] ? String(range[1].endOf('day').unix()) : undefined,
          })
        }
      />
    </>
  );
}
