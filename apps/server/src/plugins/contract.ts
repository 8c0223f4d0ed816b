import {
  CODE,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointResult,
  type TJsonEndpoint,
} from '@storefront/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { nowSeconds } from '../lib/clock.js';
import { RawJson } from '../lib/raw-json.js';
import { validate } from '../lib/validate.js';
import type { TAnyMessageKey } from '../locales/index.js';
import { ACCESS_CHECKS, type TCaller } from './access.js';

/** A successful answer with a message for the user (`msg` of the envelope, translated). */
class SuccessWithMessage<T> {
  constructor(
    readonly data: T,
    readonly messageKey: TAnyMessageKey,
  ) {}
}

/** Answers `data` with a translated message, e.g. `withMessage(null, 'account.profileSaved')`. */
export const withMessage = <T>(data: T, messageKey: TAnyMessageKey) =>
  new SuccessWithMessage(data, messageKey);

/**
 * What a handler gives back: the `data` of the endpoint (possibly with a message, or already serialised), or
 * the reply itself once it has answered on its own (a stream, a 404). Streams only ever answer on their own.
 */
export type TEndpointHandlerResult<E extends TEndpoint> = E extends TJsonEndpoint
  ? TEndpointResult<E> | SuccessWithMessage<TEndpointResult<E>> | RawJson | FastifyReply
  : FastifyReply;

/**
 * The checked and validated request of an endpoint: who is calling as its access level resolves them (the
 * member for `member`), and `query`, `body` and `headers` as its schemas output them.
 */
export type TEndpointContext<E extends TEndpoint> = TEndpointInput<E> & {
  caller: TCaller<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type TEndpointHandler<E extends TEndpoint> = (
  context: TEndpointContext<E>,
) => Promise<TEndpointHandlerResult<E>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was declared from; routes outside the API have none. */
    endpoint?: TEndpoint;
  }
  interface FastifyInstance {
    /**
     * Declares the route of a contract entry. Its `access` is checked first, so "log in first" wins over a bad
     * parameter; then its `query`, `body` and `headers` are validated (the first problem answers code 0 with
     * the rule's translated message and `{field}`). The handler's return is typed by the entry's response
     * schema and sent as a code-1 envelope.
     */
    endpoint<E extends TEndpoint>(
      entry: E,
      handler: TEndpointHandler<E>,
      options?: RouteShorthandOptions,
    ): void;
  }
}

/** What the client would read of `data`: JSON has no `undefined`, Dates and the like become text. */
function asSent(data: unknown): unknown {
  return data instanceof RawJson ? JSON.parse(data.json) : JSON.parse(JSON.stringify(data ?? null));
}

/** A test answer whose `data` breaks the contract: a 500 that names the entry and what is wrong. */
function sendMismatch(reply: FastifyReply, entry: TEndpoint, issues: unknown): FastifyReply {
  const msg = `The answer of ${entry.method} ${entry.path} does not match its contract`;
  reply.request.log.error({ issues }, msg);
  return reply.code(500).send({ code: CODE.error, msg, time: nowSeconds(), data: { issues } });
}

/**
 * `app.endpoint(entry, handler)`. With `checkResponses` (NODE_ENV=test) every code-1 `data` is parsed with the
 * entry's response schema first, so every API test also checks the answer's shape; in production nothing is
 * parsed on the way out.
 */
export const contractPlugin = fp(async (app: FastifyInstance, options: { checkResponses: boolean }) => {
  app.decorate('endpoint', function <
    E extends TEndpoint,
  >(this: FastifyInstance, entry: E, handler: TEndpointHandler<E>, routeOptions: RouteShorthandOptions = {}) {
    const checkAccess = ACCESS_CHECKS[entry.access];
    this.route({
      ...routeOptions,
      method: entry.method,
      url: entry.path,
      config: { ...routeOptions.config, endpoint: entry },
      handler: async (request, reply) => {
        const caller = await checkAccess(request);
        // One literal, not the input spread into the context: on Node 20's V8 a spread followed by more
        // properties builds new hidden classes on every call, about 10 µs and a share of the GC per request.
        const context = {
          query: entry.query ? validate(entry.query, request.query) : undefined,
          // Multipart fields come with the file parts, which the handler reads as a stream.
          body: entry.body && !entry.files ? validate(entry.body, request.body) : undefined,
          headers: entry.headers ? validate(entry.headers, request.headers) : undefined,
          caller,
          request,
          reply,
        } as TEndpointContext<E>;
        const result: unknown = await handler(context);
        if (result === reply || !('response' in entry)) return reply;
        const { data, messageKey } =
          result instanceof SuccessWithMessage ? result : { data: result, messageKey: '' };
        if (options.checkResponses) {
          const checked = entry.response.safeParse(asSent(data));
          if (!checked.success) return sendMismatch(reply, entry, checked.error.issues);
        }
        return reply.envelope(CODE.success, messageKey, data);
      },
    });
  });
});
