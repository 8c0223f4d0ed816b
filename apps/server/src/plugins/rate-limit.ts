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

/** Counts a hit and throws the 429 envelope with Retry-After once the rule's limit is passed. */
export async function enforceRateLimit(kv: KvStore, rule: TRateRule, key: string): Promise<void> {
  const { count, resetSeconds } = await kv.hit(`rl:${rule.name}:${key}`, rule.windowSeconds);
  if (count > rule.limit) {
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
    return enforceRateLimit(options.kv, rule, key ?? this.ip);
  });
});
