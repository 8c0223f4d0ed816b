import type { TOperatorLogRow } from '@storefront/shared';

/**
 * The console page where a log row's target is now, or undefined: a deleted row has none, and operators are
 * the owners' page only.
 */
export function targetHref(row: TOperatorLogRow, viewerIsOwner: boolean): string | undefined {
  if (row.target_gone) return undefined;
  const search = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const store = row.target_store_id;
  switch (row.target) {
    case 'store':
      return `/admin/stores?${search({ quickSearch: row.target_name })}`;
    case 'assistant':
      return store ? `/admin/assistants/${store}` : undefined;
    case 'knowledge':
      return store
        ? `/admin/knowledge?${search({ store: String(store), search: row.target_name, entry: row.target_id })}`
        : undefined;
    case 'member':
      return `/admin/members?${search({ member: row.target_id })}`;
    case 'operator':
      return viewerIsOwner ? `/admin/operators?${search({ quickSearch: row.target_name })}` : undefined;
    case 'content':
      return `/admin/content?${search({ quickSearch: row.target_name })}`;
    case 'rule':
      return '/admin/rules';
    case 'settings':
      return '/admin/settings';
    default:
      return undefined;
  }
}
