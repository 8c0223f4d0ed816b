import type { z } from 'zod';

export type THttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint. The server checks it before it reads the request, so "log in first" wins over a
 * bad parameter:
 * - `public`: anyone;
 * - `guest`: only someone not logged in (the login and registration forms): a member is told 303 'logged in';
 * - `visitor`: a member, or a visitor holding the signed visitor id the chat handed out; anyone else is told
 *   to reload the page;
 * - `member`: a logged-in member: 303 'need login' for a guest, 409 for an expired token (the client then
 *   refreshes it).
 * - `operator`: an operator of the console (header `ba-token`), owner or editor: 303 'need login' without
 *   one, 409 for an expired token;
 * - `siteOwner`: an operator with the role `owner` (operators, secrets): an editor gets 401;
 * - `storeOwner`: a logged-in member whose `shop_id` names a store, for their own store only: a member
 *   without one gets 401.
 */
export type TAccess = 'public' | 'guest' | 'visitor' | 'member' | 'operator' | 'siteOwner' | 'storeOwner';

/**
 * One endpoint as both sides see it. `query`, `body` and `headers` are the schemas the server validates the
 * request with (unknown fields are dropped); `response` is the `data` of a code-1 envelope. An endpoint with
 * `events` instead answers `text/event-stream`, one event per `data:` line, and an envelope only when it
 * refuses before streaming.
 */
export interface TEndpointBase {
  readonly method: THttpMethod;
  /** The path exactly as clients call it: BuildAdmin's spelling and case stay as they are. */
  readonly path: string;
  readonly access: TAccess;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** Multipart file parts sent next to `body`'s fields, which then travel as multipart fields too. */
  readonly files?: readonly string[];
}

export interface TJsonEndpoint extends TEndpointBase {
  readonly response: z.ZodType;
}

export interface TStreamEndpoint extends TEndpointBase {
  readonly events: z.ZodType;
}

export type TEndpoint = TJsonEndpoint | TStreamEndpoint;

/** Declares an endpoint, keeping its literal path and exact schemas in the type. */
export const endpoint = <const T extends TEndpoint>(entry: T): T => entry;

type TSchemaAt<E, K extends string> = E extends { readonly [key in K]: infer S extends z.ZodType }
  ? S
  : never;

/** What a client sends: the schemas' input types (before defaults and coercion). */
export type TEndpointQuery<E extends TEndpoint> = z.input<TSchemaAt<E, 'query'>>;
export type TEndpointBody<E extends TEndpoint> = z.input<TSchemaAt<E, 'body'>>;

/**
 * What the server reads after validation: the schemas' output types, undefined where the entry has none. A
 * multipart body is read with its file parts as they stream in, so it is the route's to validate.
 */
export type TEndpointInput<E extends TEndpoint> = {
  query: E extends { query: z.ZodType } ? z.output<TSchemaAt<E, 'query'>> : undefined;
  body: E extends { files: readonly string[] }
    ? undefined
    : E extends { body: z.ZodType }
      ? z.output<TSchemaAt<E, 'body'>>
      : undefined;
  headers: E extends { headers: z.ZodType } ? z.output<TSchemaAt<E, 'headers'>> : undefined;
};

/** The `data` of a successful answer: as the server hands it over, and as the client reads it. */
export type TEndpointResult<E extends TJsonEndpoint> = z.input<E['response']>;
export type TEndpointResponse<E extends TJsonEndpoint> = z.output<E['response']>;
