import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, createOperatorSession } from '../../test/factories.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { TOKEN_KIND } from './token-kinds.js';
import { REFRESH_GRACE_SECONDS, startLogin } from './tokens.js';

/** Each kind of login: where it refreshes, the page its auth token opens and the header carrying it. */
const KINDS = [
  {
    name: 'member',
    refreshPath: '/api/common/refreshToken',
    page: '/api/index/index?requiredLogin=1',
    header: 'ba-user-token',
    signIn: async (server: TestServer) => {
      const member = await createMember(server.database.db);
      return startLogin(server.database.db, member.id, true, TOKEN_KIND.member);
    },
  },
  {
    name: 'operator',
    refreshPath: '/api/admin/index/refreshToken',
    page: '/api/admin/index/index',
    header: 'ba-token',
    signIn: async (server: TestServer) => {
      const { operator } = await createOperatorSession(server.database.db);
      return startLogin(server.database.db, operator.id, true, TOKEN_KIND.operator);
    },
  },
] as const;

describe.each(TEST_DIALECTS)('refresh token grace window on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the server's clock (Date, which every time column is read from) by `seconds`. */
  const moveClock = (seconds: number) => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
  };

  describe.each(KINDS)('$name', (kind) => {
    const refresh = (refreshToken: string) => server.post(kind.refreshPath, { refreshToken }, EN);
    const opens = async (token: string) =>
      (await server.request(kind.page, { headers: { [kind.header]: token } })).body.code === 1;

    it('two refreshes at once with one refresh token both get the same new pair', async () => {
      const { refreshToken } = await kind.signIn(server);
      const answers = await Promise.all([refresh(refreshToken ?? ''), refresh(refreshToken ?? '')]);
      for (const answer of answers) expect(answer.body.code).toBe(1);
      const [first, second] = answers.map((answer) => answer.body.data);
      expect(second).toEqual(first);
      expect(first.refresh_token).not.toBe(refreshToken);
      expect(await opens(first.token)).toBe(true);

      // Within the window a third tab still gets the same pair, and the pair keeps rotating normally.
      moveClock(REFRESH_GRACE_SECONDS - 5);
      expect((await refresh(refreshToken ?? '')).body.data).toEqual(first);
      const next = await refresh(first.refresh_token);
      expect(next.body.code).toBe(1);
      expect(await opens(next.body.data.token)).toBe(true);
    });

    it('a rotated refresh token presented after the window revokes the whole login', async () => {
      const { refreshToken } = await kind.signIn(server);
      const rotated = (await refresh(refreshToken ?? '')).body.data;
      moveClock(REFRESH_GRACE_SECONDS + 1);
      const reused = await refresh(refreshToken ?? '');
      expect(reused.body).toMatchObject({ code: 0, msg: 'Your login has expired, please log in again' });
      expect(await opens(rotated.token)).toBe(false);
      expect((await refresh(rotated.refresh_token)).body.code).toBe(0);
    });

    it('a rotated refresh token whose successor was rotated too is refused and revokes the login', async () => {
      const { refreshToken } = await kind.signIn(server);
      const rotated = (await refresh(refreshToken ?? '')).body.data;
      const again = (await refresh(rotated.refresh_token)).body.data;
      expect((await refresh(refreshToken ?? '')).body.code).toBe(0);
      expect(await opens(again.token)).toBe(false);
    });
  });
});
