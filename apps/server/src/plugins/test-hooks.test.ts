import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { createMember } from '../test/factories.js';
import { startTestServer } from '../test/harness.js';
import { TEST_HOOK_HEADER, TEST_HOOKS_ENV, testHooksFromEnv } from './test-hooks.js';

const CHANGE = { kind: 'score', amount: 1000, memo: 'hook' };

describe('the /__test/ hooks', () => {
  it('do not exist on a server started with NODE_ENV=test alone', async () => {
    const server = await startTestServer('sqlite', { NODE_ENV: 'test', CAPTCHA: 'on' }, { testHooks: false });
    try {
      const member = await createMember(server.database.db);
      const ledger = await server.post('/__test/ledger', { ...CHANGE, userId: member.id });
      expect(ledger.status).toBe(404);
      const captcha = await server.request('/__test/captcha/abcdefghijklmnop');
      expect(captcha.status).toBe(404);
      const user = await server.database.db
        .selectFrom('user')
        .select('score')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(Number(user.score)).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('answer 404 without their secret or with a wrong one, and work with it; the start warns', async () => {
    const server = await startTestServer('sqlite', {}, { captureLogs: true });
    try {
      const member = await createMember(server.database.db);
      const body = JSON.stringify({ ...CHANGE, userId: member.id });
      const post = (headers: Record<string, string>) =>
        fetch(`${server.url}/__test/ledger`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
      expect((await post({})).status).toBe(404);
      expect((await post({ [TEST_HOOK_HEADER]: randomBytes(32).toString('hex') })).status).toBe(404);
      expect((await fetch(`${server.url}/__test/captcha/abcdefghijklmnop`)).status).toBe(404);
      expect((await server.post('/__test/ledger', { ...CHANGE, userId: member.id })).status).toBe(200);
      expect(server.logs.some((line) => /"level":40.*TEST HOOKS ARE ON/.test(line))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('are turned on from the environment only by a random secret, never by NODE_ENV', () => {
    expect(testHooksFromEnv({ NODE_ENV: 'test' })).toBeUndefined();
    expect(testHooksFromEnv({ NODE_ENV: 'test', [TEST_HOOKS_ENV]: '' })).toBeUndefined();
    for (const typed of ['1', 'true', 'on', 'test'.repeat(16)]) {
      expect(() => testHooksFromEnv({ [TEST_HOOKS_ENV]: typed })).toThrow(ConfigError);
    }
    const secret = randomBytes(32).toString('hex');
    expect(testHooksFromEnv({ [TEST_HOOKS_ENV]: secret })).toEqual({ secret });
  });
});
