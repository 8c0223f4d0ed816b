import type { TIndexData } from '@storefront/shared';
import { siteIndexQuery } from '../../features/site';
import { HttpError } from '../../lib/http';
import { isLoggedIn } from '../../lib/session';
import { queryClient } from '../providers/query-client';

/** True for a 303/409 answer: the member's token is missing or expired. */
export function isLoginStateError(error: unknown): boolean {
  return error instanceof HttpError && (error.code === 303 || error.code === 409);
}

/**
 * The site data for the current session: a member's (requiredLogin=1) or, when the token turned out to be
 * expired (cleared by the http client), the visitor's. Cached, so every loader may await it.
 */
export async function ensureSiteIndex(): Promise<TIndexData> {
  const isMember = isLoggedIn();
  try {
    return await queryClient.ensureQueryData(siteIndexQuery(isMember));
  } catch (error) {
    if (isMember && isLoginStateError(error)) return queryClient.ensureQueryData(siteIndexQuery(false));
    throw error;
  }
}

/**
 * Fetches the member's site data right after login. Through the query cache, so it shares one request with
 * the root's session sync (which starts the same fetch as soon as the session is saved) instead of the two
 * identical GETs cancelling each other.
 */
export function reloadMemberSiteIndex(): Promise<TIndexData> {
  return queryClient.fetchQuery({ ...siteIndexQuery(true), staleTime: 0 });
}
