import { CODE, ENDPOINTS, LOGIN_STATE, type TAccess, type TEndpoint } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOperatorSession, loginAs } from './test/factories.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from './test/harness.js';
import { startServerWithWebBuild } from './test/web-build.js';

type TRoute = TestServer['routes'][number];

/**
 * The routes that are not API endpoints, and so have no contract entry: they answer no envelope. Each says
 * why it exists; a route outside the API that none of them names fails the test.
 */
const OUTSIDE_THE_API: Array<{ why: string; matches: (route: TRoute) => boolean }> = [
  {
    why: 'exists only with the test hooks and their secret: tests read captcha answers, move balances',
    matches: (route) => route.url.startsWith('/__test/'),
  },
  { why: 'readiness for load balancers and proxies', matches: (route) => route.url === '/healthz' },
  { why: 'liveness for supervisors', matches: (route) => route.url === '/livez' },
  {
    why: 'CORS preflights of any path, answered by @fastify/cors',
    matches: (route) => route.method === 'OPTIONS' && route.url === '*',
  },
  { why: 'the chat bubble script other sites embed', matches: (route) => route.url === '/widget.js' },
  { why: 'the uploaded files', matches: (route) => route.url === '/storage/*' },
  {
    why: 'the files of the built web app as they are on disk (index.html, assets, /builds/latest.json)',
    matches: (route) => route.url === '/*',
  },
];

const routeKey = (route: TRoute) => `${route.method} ${route.url}`;
const entryKey = (entry: TEndpoint) => `${entry.method} ${entry.path}`;

describe('the registered routes against the contract', () => {
  let server: TestServer;

  beforeAll(async () => {
    // With a web build, so the static files' routes are there to be told apart from the API.
    ({ server } = await startServerWithWebBuild());
  });
  afterAll(() => server.close());

  /** The routes that are not Fastify's HEAD copy of a GET route. */
  const ownRoutes = () =>
    server.routes.filter(
      (route) =>
        route.method !== 'HEAD' ||
        !server.routes.some((get) => get.method === 'GET' && get.url === route.url),
    );

  it('declares every API route from its own contract entry, and every entry exactly once', () => {
    const api = ownRoutes().filter((route) => !OUTSIDE_THE_API.some((rule) => rule.matches(route)));
    const undeclared = api.filter((route) => !route.endpoint || !ENDPOINTS.includes(route.endpoint));
    expect(undeclared.map(routeKey)).toEqual([]);
    expect(api.map(routeKey).sort()).toEqual(ENDPOINTS.map(entryKey).sort());
  });

  it('lists only routes outside the API that exist', () => {
    const unused = OUTSIDE_THE_API.filter((rule) => !ownRoutes().some((route) => rule.matches(route)));
    expect(unused.map((rule) => rule.why)).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)(
  'each endpoint refuses whom its access leaves out, before reading the request, on %s',
  (dialect) => {
    let server: TestServer;
    let memberToken: string;
    let expiredToken: string;
    let operatorToken: string;
    let editorToken: string;
    let expiredOperatorToken: string;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      const { db } = server.database;
      const member = await createMember(db);
      memberToken = await loginAs(db, member.id);
      expiredToken = await loginAs(db, member.id, { expired: true });
      operatorToken = (await createOperatorSession(db)).token;
      editorToken = (await createOperatorSession(db, { role: 'editor' })).token;
      expiredOperatorToken = (await createOperatorSession(db, { expired: true })).token;
    });
    afterAll(() => server.close());

    /** Calls an endpoint with nothing it asks for: an empty body, no query, no chat headers. */
    const callBare = async (entry: TEndpoint, headers: Record<string, string> = {}) => {
      const init: RequestInit = { method: entry.method, headers: { ...EN, ...headers } };
      if (entry.method === 'POST') {
        init.headers = { ...init.headers, 'content-type': 'application/json' };
        init.body = '{}';
      }
      return (await server.request(entry.path, init)).body;
    };
    const withAccess = (access: TAccess) => ENDPOINTS.filter((entry) => entry.access === access);
    const NEED_LOGIN = { code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } };
    const EXPIRED = { code: CODE.tokenExpired, msg: 'Token expiration' };
    const RELOAD = { code: CODE.error, msg: 'Your chat session is no longer valid, please reload the page' };

    const NO_PERMISSION = { code: CODE.noPermission, msg: 'You do not have permission to operate!' };

    it.each(withAccess('member').map((entry) => [entryKey(entry), entry] as const))(
      "%s: 303 need login for a guest and for an operator's token, 409 for an expired token",
      async (_key, entry) => {
        expect(await callBare(entry)).toMatchObject(NEED_LOGIN);
        expect(await callBare(entry, { 'ba-user-token': expiredToken })).toMatchObject(EXPIRED);
        expect(await callBare(entry, { 'ba-user-token': operatorToken })).toMatchObject(NEED_LOGIN);
        expect(await callBare(entry, { 'ba-token': operatorToken })).toMatchObject(NEED_LOGIN);
      },
    );

    it.each(
      [...withAccess('operator'), ...withAccess('siteOwner')].map(
        (entry) => [entryKey(entry), entry] as const,
      ),
    )(
      "%s: 303 need login for a guest and for a member's token, 409 for an expired token",
      async (_key, entry) => {
        expect(entry.path).toMatch(/^\/api\/admin\//);
        expect(await callBare(entry)).toMatchObject(NEED_LOGIN);
        expect(await callBare(entry, { 'ba-user-token': memberToken })).toMatchObject(NEED_LOGIN);
        expect(await callBare(entry, { 'ba-token': memberToken })).toMatchObject(NEED_LOGIN);
        expect(await callBare(entry, { 'ba-token': expiredOperatorToken })).toMatchObject(EXPIRED);
      },
    );

    it.each(withAccess('siteOwner').map((entry) => [entryKey(entry), entry] as const))(
      '%s: 401 for an editor',
      async (_key, entry) => {
        expect(await callBare(entry, { 'ba-token': editorToken })).toMatchObject(NO_PERMISSION);
      },
    );

    it.each(withAccess('storeOwner').map((entry) => [entryKey(entry), entry] as const))(
      "%s: 303 for a guest and an operator's token, 401 for a member who runs no store",
      async (_key, entry) => {
        expect(await callBare(entry)).toMatchObject(NEED_LOGIN);
        expect(await callBare(entry, { 'ba-token': operatorToken })).toMatchObject(NEED_LOGIN);
        expect(await callBare(entry, { 'ba-user-token': memberToken })).toMatchObject(NO_PERMISSION);
      },
    );

    it('has an access check for every level the contract names', () => {
      const levels = new Set(ENDPOINTS.map((entry) => entry.access));
      expect([...levels].sort()).toEqual(
        expect.arrayContaining(['guest', 'member', 'operator', 'public', 'siteOwner', 'visitor']),
      );
    });

    it.each(withAccess('visitor').map((entry) => [entryKey(entry), entry] as const))(
      '%s: a guest without a signed visitor id is told to reload, an expired token gets 409',
      async (_key, entry) => {
        expect(await callBare(entry)).toMatchObject(RELOAD);
        expect(await callBare(entry, { visitor: `v_${'0'.repeat(24)}.forged` })).toMatchObject(RELOAD);
        expect(await callBare(entry, { 'ba-user-token': expiredToken })).toMatchObject(EXPIRED);
      },
    );

    it.each(withAccess('guest').map((entry) => [entryKey(entry), entry] as const))(
      '%s: 303 logged in for a member',
      async (_key, entry) => {
        expect(await callBare(entry, { 'ba-user-token': memberToken })).toMatchObject({
          code: CODE.loginState,
          data: { type: LOGIN_STATE.loggedIn },
        });
      },
    );

    it.each(withAccess('public').map((entry) => [entryKey(entry), entry] as const))(
      '%s: never asks a guest to log in',
      async (_key, entry) => {
        expect((await callBare(entry)).code).not.toBe(CODE.loginState);
      },
    );
  },
);
