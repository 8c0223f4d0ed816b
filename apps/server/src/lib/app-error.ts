import type { TAnyMessageKey } from '../locales/index.js';

interface AppErrorOptions {
  /** Envelope code: 0 by default, 303/409/401 for login state and permission. */
  code?: number;
  /** HTTP status; 200 for every expected failure, as the contract says. */
  status?: number;
  data?: unknown;
  values?: Record<string, string | number>;
  /** Response headers that belong to the failure, such as Retry-After. */
  headers?: Record<string, string>;
}

/** An expected failure: answered as an envelope with a translated message, never logged as a crash. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  readonly values: Record<string, string | number> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    readonly messageKey: TAnyMessageKey,
    options: AppErrorOptions = {},
  ) {
    super(messageKey);
    this.code = options.code ?? 0;
    this.status = options.status ?? 200;
    this.data = options.data ?? null;
    this.values = options.values;
    this.headers = options.headers ?? {};
  }
}
