import { CODE, HEADER, LOGIN_STATE, type TEnvelope } from '@storefront/shared';
import { showError, showSuccess } from '../feedback';
import { translate } from '../i18n/i18n';
import { navigateTo } from '../navigator';
import { isRecord } from '../storage';
import { trackRequest } from './duplicate-guard';
import { HttpError, transportFailure } from './errors';
import { commonHeaders } from './headers';
import { endLogin } from './login-state';
import { renewToken } from './refresh-token';
import type { TRequestConfig } from './request-config';
import { send, type TTransportResponse } from './transport';

function isEnvelope(value: unknown): value is TEnvelope<unknown> {
  return isRecord(value) && typeof value.code === 'number';
}

/** 303 need login, or 409 that no refresh could cure: forget the token and go to the login page. */
function loggedOut(config: TRequestConfig, response: TTransportResponse, body: TEnvelope<unknown>): never {
  endLogin(config.handleLoginState !== false);
  throw new HttpError(body.msg, body.code, response.status);
}

/**
 * The site's API client for visitors and members: the common headers (language, token, chat info), duplicate
 * GETs cancelled, the envelope's code handled (toasts, one token refresh on 409, the login page when the login
 * has ended). `baseUrl` is empty in the app: the API is on the page's own origin.
 */
export const siteHttp = {
  baseUrl: '',
  request: requestSite,
};

async function requestSite(config: TRequestConfig): Promise<TTransportResponse> {
  const headers = commonHeaders();
  const guard =
    (config.cancelDuplicate ?? config.method.toLowerCase() === 'get') ? trackRequest(config) : null;
  let response: TTransportResponse;
  try {
    response = await send(
      { ...config, headers, timeoutMs: config.timeout ?? 20_000, signal: guard?.signal },
      siteHttp.baseUrl,
    );
  } catch (error) {
    throw transportFailure(error, config.showErrorMessage !== false);
  } finally {
    guard?.untrack();
  }
  const body = response.data;
  if (!isEnvelope(body)) return response;
  if (body.code === CODE.success) {
    if (config.showSuccessMessage) showSuccess(body.msg || translate('shared:http.operationSuccessful'));
    return response;
  }
  const type = isRecord(body.data) ? body.data.type : undefined;
  if (body.code === CODE.tokenExpired) {
    if (config.isRetryAfterRefresh) return loggedOut(config, response, body);
    const token = await renewToken(headers[HEADER.userToken] ?? '');
    if (!token) return loggedOut(config, response, body);
    return requestSite({ ...config, isRetryAfterRefresh: true });
  }
  if (body.code === CODE.loginState && type === LOGIN_STATE.needLogin)
    return loggedOut(config, response, body);
  if (body.code === CODE.loginState && type === LOGIN_STATE.loggedIn) {
    if (config.handleLoginState !== false) navigateTo('/user/chatai', { replace: true });
  } else if (config.showCodeMessage !== false) {
    showError(body.msg || translate('shared:http.other'));
  }
  throw new HttpError(body.msg, body.code, response.status);
}
