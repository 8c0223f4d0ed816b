import type { TTransportResponse, TUploadProgress } from './transport';

/** What one call may change about how its client behaves (toasts, login state, duplicates, timing). */
export type TCallOptions = {
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
  /** Milliseconds before the call gives up; each client has its default. */
  timeout?: number;
  onUploadProgress?: (progress: TUploadProgress) => void;
};

export type TRequestConfig = TCallOptions & {
  method: string;
  url: string;
  params?: unknown;
  data?: unknown;
  /** Set on the one retry after a token refresh: a second 409 then means "log in again", never another refresh. */
  isRetryAfterRefresh?: boolean;
};

/** An API client: resolves with the answer of an envelope with code 1, rejects with HttpError otherwise. */
export type TRequest = (config: TRequestConfig) => Promise<TTransportResponse>;
