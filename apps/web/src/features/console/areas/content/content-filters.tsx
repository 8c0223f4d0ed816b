import { type CONSOLE_API, CONTENT_TYPES, LANGUAGES, type TEndpointQuery } from '@storefront/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const FILTERS = ['type', 'lang', 'status'] as const;
type TFilter = (typeof FILTERS)[number];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

/** The articles list's filters from the address, as the list endpoint takes them. */
export function useContentFilters(): TEndpointQuery<typeof CONSOLE_API.content.list> {
  const [params] = useSearchParams();
  return {
    type: oneOf(params.get('type'), CONTENT_TYPES),
    lang: oneOf(params.get('lang'), LANGUAGES),
    status: oneOf(params.get('status'), ['enable', 'disable'] as const),
  };
}

/** Type, language and status filters; a change goes back to the first page. */
export function ContentFilters() {
  const { t } = useTranslation(['console-content', 'console']);
  const [params, setParams] = useSearchParams();
  const set = (name: TFilter, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const select = (name: TFilter, placeholder: string, options: Array<{ value: string; label: string }>) => (
    <Select
      className="sf-content-filter"
      allowClear
      placeholder={placeholder}
      value={params.get(name) || undefined}
      onChange={(value?: string) => set(name, value)}
      options={options}
      data-testid={`content-filter-${name}`}
    />
  );

  return (
    <>
      {select(
        'type',
        t('filter.type'),
        CONTENT_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
      )}
      {select(
        'lang',
        t('filter.lang'),
        LANGUAGES.map((lang) => ({ value: lang, label: t(`lang.${lang}`) })),
      )}
      {select('status', t('filter.status'), [
        { value: 'enable', label: t('console:status.enable') },
        { value: 'disable', label: t('console:status.disable') },
      ])}
    </>
  );
}
