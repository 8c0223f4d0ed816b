import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConfigError } from '../config.js';
import { sendNotFound } from './envelope.js';

/**
 * The routes under `/__test/` (a ledger change, a captcha's answer) that let tests drive the server over HTTP.
 * They exist only when the app is built with a `TTestHooks`, which only the test harness (in code) and the
 * browser and system tests (through `TEST_HOOKS_ENV`, a random secret they generate) hand it; every request
 * must carry that secret in `TEST_HOOK_HEADER`. `NODE_ENV=test` alone opens nothing.
 */
export interface TTestHooks {
  secret: string;
}

/** The header a test hook's request carries the secret in. */
export const TEST_HOOK_HEADER = 'x-test-hook-secret';

/** How the tests that start the built server hand it the secret: no person types 64 random hex digits. */
export const TEST_HOOKS_ENV = 'STOREFRONT_TEST_HOOK_SECRET';

const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** The test hooks `TEST_HOOKS_ENV` asks for: none when unset; a value that is not a random secret stops the start. */
export function testHooksFromEnv(env: NodeJS.ProcessEnv): TTestHooks | undefined {
  const secret = env[TEST_HOOKS_ENV];
  if (secret === undefined || secret === '') return undefined;
  if (!SECRET_PATTERN.test(secret)) {
    throw new ConfigError(`${TEST_HOOKS_ENV} must be 64 random hex digits (32 bytes); it is for tests only`);
  }
  return { secret };
}

/**
 * The `onRequest` hook of a test route: without the secret the answer is the 404 of an unknown path, so a
 * deployment that somehow has the hooks on does not even show they exist.
 */
export function requireTestHookSecret(hooks: TTestHooks) {
  const expected = Buffer.from(hooks.secret);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[TEST_HOOK_HEADER];
    const given = Buffer.from(typeof header === 'string' ? header : '');
    if (given.length === expected.length && timingSafeEqual(given, expected)) return;
    return sendNotFound(request, reply);
  };
}
