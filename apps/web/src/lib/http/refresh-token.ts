import { API, CODE, HEADER, type TEndpointBody } from '@storefront/shared';
import { currentLanguage } from '../i18n/i18n';
import { syncSessionFromStorage, updateTokens } from '../session';
import { isRecord } from '../storage';
import { createTokenRenewer } from './token-renewer';
import { send } from './transport';

/**
 * The token refresh, outside the site's client: its envelope handling would treat this call's own failure as
 * another expired token. Stores the new auth token and the rotated refresh token.
 */
async function refreshTokens(refreshToken: string): Promise<string | null> {
  const entry = API.auth.refreshToken;
  try {
    const response = await send({
      method: entry.method,
      url: entry.path,
      data: { refreshToken } satisfies TEndpointBody<typeof entry>,
      timeoutMs: 20_000,
      headers: { [HEADER.server]: 'true', [HEADER.language]: currentLanguage() },
    });
    const body = response.data;
    if (!isRecord(body) || body.code !== CODE.success) return null;
    const parsed = entry.response.safeParse(body.data);
    if (!parsed.success) return null;
    updateTokens(parsed.data.token, parsed.data.refresh_token);
    return parsed.data.token;
  } catch {
    // Unreachable or refused: the caller falls back to the login page, as for any expired login.
    return null;
  }
}

/** A fresh auth token for a request refused with 409 while carrying `usedToken`, or null (log in again). */
export const renewToken = createTokenRenewer({ readTokens: syncSessionFromStorage, refresh: refreshTokens });
