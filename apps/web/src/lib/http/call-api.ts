import type {
  TEndpointBody,
  TEndpointQuery,
  TEndpointResponse,
  TEnvelope,
  TJsonEndpoint,
} from '@storefront/shared';
import { siteHttp } from './client';
import type { TCallOptions, TRequest } from './request-config';

type TFileNames<E> = E extends { files: readonly (infer N extends string)[] } ? N : never;

/** The call's input as the entry declares it: `query`, `body` and `files` where it has them, plus options. */
export type TCallInput<E extends TJsonEndpoint> = TCallOptions &
  (E extends { query: unknown } ? { query: TEndpointQuery<E> } : unknown) &
  (E extends { body: unknown } ? { body: TEndpointBody<E> } : unknown) &
  (E extends { files: unknown } ? { files: Record<TFileNames<E>, File> } : unknown);

type TCallArgs<E extends TJsonEndpoint> = E extends { query: unknown } | { body: unknown }
  ? [input: TCallInput<E>]
  : [input?: TCallInput<E>];

/** The server answered code 1 with `data` that breaks the shared contract: a bug, never the user's doing. */
export class ContractError extends Error {
  constructor(entry: TJsonEndpoint, detail: string) {
    super(`${entry.method} ${entry.path} answered outside its contract: ${detail}`);
    this.name = 'ContractError';
  }
}

/** Multipart: the body's fields first, then the files, so the server reads the fields before the upload. */
function toFormData(body: unknown, files: Record<string, File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body ?? {})) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) form.append(name, file, file.name);
  return form;
}

/**
 * Makes a caller of the contract's endpoints on an API client: the site's for visitors and members, the
 * console's own for operators (another token, another login page).
 */
export function createApiCaller(request: TRequest) {
  return async function call<E extends TJsonEndpoint>(
    entry: E,
    ...[input]: TCallArgs<E>
  ): Promise<TEndpointResponse<E>> {
    const { query, body, files, ...options } = (input ?? {}) as TCallOptions & {
      query?: unknown;
      body?: unknown;
      files?: Record<string, File>;
    };
    const response = await request({
      ...options,
      method: entry.method,
      url: entry.path,
      params: query,
      data: files ? toFormData(body, files) : body,
    });
    const schema: E['response'] = entry.response;
    const parsed = schema.safeParse((response.data as TEnvelope<unknown> | null)?.data);
    if (!parsed.success) throw new ContractError(entry, parsed.error.message);
    return parsed.data;
  };
}

/**
 * Calls an endpoint of the shared contract (`callApi(API.account.balance, {query: {page, limit}})`) through
 * the site's API client, so toasts, login-state handling, token refresh and duplicate cancelling apply as for any
 * request. Resolves with the answer's `data` parsed by the entry's response schema; an answer other than code
 * 1 rejects with HttpError, a code-1 answer that breaks the schema with ContractError.
 */
export const callApi = createApiCaller(siteHttp.request);
