import { CODE, CONSOLE_API, HEADER, LOGIN_STATE, type TEnvelope } from '@storefront/shared';
import axios, { type AxiosResponse } from 'axios';
import { showError, showSuccess } from '../../../lib/feedback';
import { createTokenRenewer, HttpError, serializeParams } from '../../../lib/http';
import { transportMessage } from '../../../lib/http/errors';
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

/** The refresh call, outside the console's instance: its own failure must not look like another expiry. */
async function refreshOperatorTokens(refreshToken: string): Promise<string | null> {
  const entry = CONSOLE_API.session.refreshToken;
  try {
    const response = await axios.request<unknown>({
      method: entry.method,
      url: entry.path,
      data: { refreshToken },
      timeout: 20_000,
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

/**
 * The console's own http client: the operator's `ba-token` instead of the member's token, one shared refresh
 * for expired tokens, and the console's login page when the operator must sign in again. A member's session
 * in the same browser is never touched.
 */
export const consoleHttp = axios.create({
  timeout: 30_000,
  paramsSerializer: { serialize: (params) => serializeParams(params) },
});

consoleHttp.interceptors.request.use((config) => {
  config.headers.set(HEADER.language, currentLanguage());
  const token = operatorStore.get().session?.token;
  if (token) config.headers.set(HEADER.operatorToken, token);
  return config;
});

/** The operator's login has ended: forget it and go to the console's login page. */
export function endOperatorLogin(): void {
  clearOperatorSession();
  navigateTo(consoleLoginPath(), { replace: true });
}

function signedOut(response: AxiosResponse, body: TEnvelope<unknown>): Promise<never> {
  endOperatorLogin();
  return Promise.reject(new HttpError(body.msg, body.code, response.status));
}

async function handleEnvelope(response: AxiosResponse): Promise<AxiosResponse> {
  const body: unknown = response.data;
  if (!isRecord(body) || typeof body.code !== 'number') return response;
  const envelope = body as TEnvelope<unknown>;
  const { config } = response;
  if (envelope.code === CODE.success) {
    if (config.showSuccessMessage) showSuccess(envelope.msg || translate('shared:http.operationSuccessful'));
    return response;
  }
  if (envelope.code === CODE.tokenExpired && !config.isRetryAfterRefresh) {
    const used = config.headers.get(HEADER.operatorToken);
    const token = await renewOperatorToken(typeof used === 'string' ? used : '');
    if (token) return consoleHttp.request({ ...config, isRetryAfterRefresh: true });
  }
  const type = isRecord(envelope.data) ? envelope.data.type : undefined;
  const isSignedOut =
    envelope.code === CODE.tokenExpired ||
    (envelope.code === CODE.loginState && type === LOGIN_STATE.needLogin);
  if (isSignedOut && config.handleLoginState !== false) return signedOut(response, envelope);
  if (config.showCodeMessage !== false) showError(envelope.msg || translate('shared:http.other'));
  return Promise.reject(new HttpError(envelope.msg, envelope.code, response.status));
}

consoleHttp.interceptors.response.use(handleEnvelope, (error: unknown) => {
  const config = axios.isAxiosError(error) ? error.config : undefined;
  const text = transportMessage(error);
  if (axios.isCancel(error)) return Promise.reject(new HttpError(text, null, null, true));
  if (config?.showErrorMessage !== false) showError(text);
  const status = axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
  return Promise.reject(new HttpError(text, null, status));
});
