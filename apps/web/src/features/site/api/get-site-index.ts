import { API, type TIndexData } from '@storefront/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http';
import { applySiteIndex } from '../store/site-store';

/**
 * Site config, user info, rules and menus. `requiredLogin` makes a guest or an expired token answer 303/409;
 * the caller decides what to do then (no automatic redirect here).
 */
export async function fetchSiteIndex(requiredLogin: boolean): Promise<TIndexData> {
  const data = await callApi(API.site.index, {
    query: { requiredLogin: requiredLogin ? 1 : 0 },
    handleLoginState: false,
    showCodeMessage: false,
    showErrorMessage: false,
  });
  applySiteIndex(data);
  return data;
}

/** Site data for a visitor or, once more, for a logged-in member (the key says which). */
export function siteIndexQuery(isMember: boolean) {
  return queryOptions({
    queryKey: ['site', 'index', isMember ? 'member' : 'visitor'],
    queryFn: () => fetchSiteIndex(isMember),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSiteIndex(isMember: boolean) {
  return useQuery(siteIndexQuery(isMember));
}
