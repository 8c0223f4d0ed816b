import { CODE, HEADER, LOGIN_STATE, type TEnvelope } from '@storefront/shared';
import axios, { type AxiosResponse } from 'axios';
import { showError, showSuccess } from '../feedback';
import { translate } from '../i18n/i18n';
import { navigateTo } from '../navigator';
import { isRecord } from '../storage';
import { trackRequest, untrackRequest } from './duplicate-guard';
import { HttpError, transportMessage } from './errors';
import { applyCommonHeaders } from './headers';
import { endLogin } from './login-state';
import { serializeParams } from './params-serializer';
import { renewToken } from './refresh-token';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Cancel an identical request still in flight (default: on for GET). */
    cancelDuplicate?: boolean;
    /** Toast transport errors (HTTP status, timeout, offline); default true. */
    showErrorMessage?: boolean;
    /** Toast the msg of an envelope with a code other than 1; default true. */
    showCodeMessage?: boolean;
    /** Toast the msg (or 'Operation successful') of a code 1 answer; default false. */
    showSuccessMessage?: boolean;
    /** Redirect on 303/409 login-state answers; default true (the token is cleared either way). */
    handleLoginState?: boolean;
    /** Set on the one retry after a token refresh: a second 409 then means "log in again", never another refresh. */
    isRetryAfterRefresh?: boolean;
  }
}

export const http = axios.create({
  baseURL: '',
  timeout: 20_000,
  paramsSerializer: { serialize: (params) => serializeParams(params) },
});

http.interceptors.request.use((config) => {
  applyCommonHeaders(config.headers);
  const isGet = (config.method ?? 'get').toLowerCase() === 'get';
  if (config.cancelDuplicate ?? isGet) trackRequest(config, translate('shared:http.duplicateCancelled'));
  return config;
});

function isEnvelope(value: unknown): value is TEnvelope<unknown> {
  return isRecord(value) && typeof value.code === 'number';
}

function rejectEnvelope(response: AxiosResponse, body: TEnvelope<unknown>): Promise<never> {
  return Promise.reject(new HttpError(body.msg, body.code, response.status));
}

/** 303 need login, or 409 that no refresh could cure: forget the token and go to the login page. */
function handleLoggedOut(response: AxiosResponse, body: TEnvelope<unknown>): Promise<never> {
  endLogin(response.config.handleLoginState !== false);
  return rejectEnvelope(response, body);
}

/** 409 token expired: get a new auth token (once for all waiting requests) and send the request again. */
async function retryAfterRefresh(response: AxiosResponse, body: TEnvelope<unknown>): Promise<AxiosResponse> {
  const usedToken = response.config.headers.get(HEADER.userToken);
  const token = await renewToken(typeof usedToken === 'string' ? usedToken : '');
  if (!token) return handleLoggedOut(response, body);
  return http.request({ ...response.config, isRetryAfterRefresh: true });
}

function handleEnvelope(response: AxiosResponse): AxiosResponse | Promise<AxiosResponse> {
  const body: unknown = response.data;
  if (!isEnvelope(body)) return response;
  const { config } = response;
  if (body.code === CODE.success) {
    if (config.showSuccessMessage) showSuccess(body.msg || translate('shared:http.operationSuccessful'));
    return response;
  }
  const type = isRecord(body.data) ? body.data.type : undefined;
  if (body.code === CODE.tokenExpired) {
    return config.isRetryAfterRefresh ? handleLoggedOut(response, body) : retryAfterRefresh(response, body);
  }
  if (body.code === CODE.loginState && type === LOGIN_STATE.needLogin) return handleLoggedOut(response, body);
  if (body.code === CODE.loginState && type === LOGIN_STATE.loggedIn) {
    if (config.handleLoginState !== false) navigateTo('/user/chatai', { replace: true });
  } else if (config.showCodeMessage !== false) {
    showError(body.msg || translate('shared:http.other'));
  }
  return rejectEnvelope(response, body);
}

http.interceptors.response.use(
  (response) => {
    untrackRequest(response.config);
    return handleEnvelope(response);
  },
  (error: unknown) => {
    const config = axios.isAxiosError(error) ? error.config : undefined;
    untrackRequest(config);
    const text = transportMessage(error);
    if (axios.isCancel(error)) return Promise.reject(new HttpError(text, null, null, true));
    if (config?.showErrorMessage !== false) showError(text);
    const status = axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
    return Promise.reject(new HttpError(text, null, status));
  },
);
