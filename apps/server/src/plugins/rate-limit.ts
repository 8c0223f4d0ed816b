import { HEADER } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { KvStore } from '../lib/kv/index.js';

/** A named limit: at most `limit` hits per `windowSeconds` for one key (an IP, an account, an address). */
export interface TRateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Counts one hit of `rule` for `key` (the client IP by default); over the limit it answers 429. */
    rateLimit: (rule: TRateRule, key?: string) => Promise<void>;
  }
  interface FastifyInstance {
    kv: KvStore;
  }
}

/**
 * Who passed a limit, for its log line: the member or operator whose token the request carries, and the
 * visitor whose signed id it carries. Sessions are looked up only when a token came, once per request.
 */
async function whoOf(request: FastifyRequest) {
  const headers = request.headers;
  const member =
    headers[HEADER.userToken] || headers[HEADER.userTokenAlias] ? await request.session() : undefined;
  const operator = headers[HEADER.operatorToken] ? await request.operatorSession() : undefined;
  return {
    memberId: member?.state === 'member' ? member.user.id : undefined,
    operatorId: operator?.state === 'operator' ? operator.operator.id : undefined,
    visitorId: request.visitorId(),
  };
}

/** Counts a hit; once the rule's limit is passed, logs who passed it and throws the 429 with Retry-After. */
async function enforceRateLimit(request: FastifyRequest, kv: KvStore, rule: TRateRule, key: string) {
  const { count, resetSeconds } = await kv.hit(`rl:${rule.name}:${key}`, rule.windowSeconds);
  if (count > rule.limit) {
    const who = await whoOf(request).catch(() => ({}));
    request.log.warn(
      { event: 'rate.limited', rule: rule.name, key, ip: request.ip, ...who },
      'rate limit exceeded',
    );
    throw new AppError('rateLimit.tooMany', {
      status: 429,
      values: { seconds: resetSeconds },
      data: { retryAfter: resetSeconds },
      headers: { 'retry-after': String(resetSeconds) },
    });
  }
}

/** Rate limits over the shared store, so every server process counts the same hits. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { kv: KvStore }) => {
  app.decorate('kv', options.kv);
  app.decorateRequest('rateLimit', function (this: FastifyRequest, rule: TRateRule, key?: string) {
    return enforceRateLimit(this, options.kv, rule, key ?? this.ip);
  });
});
