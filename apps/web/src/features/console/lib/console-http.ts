import { CODE, CONSOLE_API, HEADER, LOGIN_STATE, type TEnvelope } from '@storefront/shared';
import { showError, showSuccess } from '../../../lib/feedback';
import { createTokenRenewer, HttpError } from '../../../lib/http';
import { transportFailure } from '../../../lib/http/errors';
import type { TRequestConfig } from '../../../lib/http/request-config';
import { send, type TTransportResponse } from '../../../lib/http/transport';
import { currentLanguage, translate } from '../../../lib/i18n/i18n';
import { navigateTo } from '../../../lib/navigator';
import { isRecord } from '../../../lib/storage';
import {
  clearOperatorSession,
  operatorStore,
  saveOperatorSession,
  syncOperatorSession,
} from './operator-session';

/** Where the console sends an operator whose login ended, coming back to `from` afterwards. */
export const consoleLoginPath = (from = window.location.pathname + window.location.search) =>
  from.startsWith('/admin') && !from.startsWith('/admin/login')
    ? `/admin/login?redirect=${encodeURIComponent(from)}`
    : '/admin/login';

/** The refresh call, outside the console's client: its own failure must not look like another expiry. */
async function refreshOperatorTokens(refreshToken: string): Promise<string | null> {
  const entry = CONSOLE_API.session.refreshToken;
  try {
    const response = await send({
      method: entry.method,
      url: entry.path,
      data: { refreshToken },
      timeoutMs: 20_000,
      headers: { [HEADER.language]: currentLanguage() },
    });
    const body = response.data;
    const parsed = isRecord(body) && body.code === CODE.success ? entry.response.safeParse(body.data) : null;
    const session = operatorStore.get().session;
    if (!parsed?.success || !session) return null;
    saveOperatorSession({ ...session, token: parsed.data.token, refresh_token: parsed.data.refresh_token });
    return parsed.data.token;
  } catch {
    return null;
  }
}

/** A new token for the operator once for all callers waiting on the expired `used` one; null: sign in again. */
export const renewOperatorToken = createTokenRenewer({
  readTokens: syncOperatorSession,
  refresh: refreshOperatorTokens,
});

/** The operator's login has ended: forget it and go to the console's login page. */
export function endOperatorLogin(): void {
  clearOperatorSession();
  navigateTo(consoleLoginPath(), { replace: true });
}

/**
 * The console's own API client: the operator's `ba-token` instead of the member's token, one shared refresh
 * for expired tokens, and the console's login page when the operator must sign in again. A member's session
 * in the same browser is never touched.
 */
export async function requestConsole(config: TRequestConfig): Promise<TTransportResponse> {
  const headers: Record<string, string> = { [HEADER.language]: currentLanguage() };
  const used = operatorStore.get().session?.token;
  if (used) headers[HEADER.operatorToken] = used;
  let response: TTransportResponse;
  try {
    response = await send({ ...config, headers, timeoutMs: config.timeout ?? 30_000 });
  } catch (error) {
    throw transportFailure(error, config.showErrorMessage !== false);
  }
  const body: unknown = response.data;
  if (!isRecord(body) || typeof body.code !== 'number') return response;
  const envelope = body as TEnvelope<unknown>;
  if (envelope.code === CODE.success) {
    if (config.showSuccessMessage) showSuccess(envelope.msg || translate('shared:http.operationSuccessful'));
    return response;
  }
  if (envelope.code === CODE.tokenExpired && !config.isRetryAfterRefresh) {
    const token = await renewOperatorToken(used ?? '');
    if (token) return requestConsole({ ...config, isRetryAfterRefresh: true });
  }
  const type = isRecord(envelope.data) ? envelope.data.type : undefined;
  const isSignedOut =
    envelope.code === CODE.tokenExpired ||
    (envelope.code === CODE.loginState && type === LOGIN_STATE.needLogin);
  if (isSignedOut && config.handleLoginState !== false) endOperatorLogin();
  else if (config.showCodeMessage !== false) showError(envelope.msg || translate('shared:http.other'));
  throw new HttpError(envelope.msg, envelope.code, response.status);
}
