import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../../cli/seed/demo.js';
import { solvedCaptcha } from '../../test/captcha.js';
import { createMember, createOperatorSession, lastOutboxCode, uniqueMobile } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { readEvents } from '../../test/sse.js';

const PASSWORD = 'Leak#Probe-123';
/** A field name that carries a login: whatever a client calls it. */
const TOKEN_NAME =
  /^(ba-?(user-?)?token|bausertoken|(refresh_?)?token|refreshtoken|access_?token|authorization)$/i;

// SECURITY.md check 9: tokens travel in headers only. No endpoint takes one in its query, the server reads none
// from a URL, the web app puts none in one, and a whole session (login, refresh, chat, console, logout) leaves
// no token, password or code in any log line.
describe('tokens in a whole session’s logs', () => {
  let server: TestServer;
  /** Every secret the session below handles: none may appear in a log line. */
  const secrets: string[] = [PASSWORD];
  beforeAll(async () => {
    server = await startTestServer('sqlite', { CAPTCHA: 'off' }, { captureLogs: true });
  });
  afterAll(() => server.close());

  it('logs the session’s requests, and no token, password or code among them', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD, mobile: uniqueMobile() });
    const login = await server.post('/api/user/checkIn', {
      tab: 'login',
      username: member.username,
      password: PASSWORD,
      keep: true,
    });
    const { token, refresh_token } = login.body.data.userInfo;
    secrets.push(token, refresh_token);
    const refreshed = await server.post('/api/common/refreshToken', { refreshToken: refresh_token });
    const renewed = refreshed.body.data as { token: string; refresh_token: string };
    secrets.push(renewed.token, renewed.refresh_token);
    const headers = { 'ba-user-token': renewed.token };

    const init = await server.data('/api/chat/init', { ...headers, storeuuid: DEMO_STORE.storeuuid });
    secrets.push(String(init.visitor));
    const answer = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { ...headers, visitor: String(init.visitor), 'content-type': 'application/json' },
      body: JSON.stringify({ chatkey: init.chatkey, content: 'When do you open?' }),
    });
    expect((await readEvents(answer)).at(-1)?.type).toBe('done');

    // A code sent and used: the code is a secret too.
    await server.post('/api/Sms/send', { mobile: member.mobile, template_code: 'user_retrieve_pwd' });
    secrets.push(await lastOutboxCode(server.database.db, member.mobile ?? ''));

    const operator = await createOperatorSession(server.database.db, { password: PASSWORD });
    const consoleLogin = await server.post('/api/admin/index/login', {
      username: operator.operator.username,
      password: PASSWORD,
      keep: true,
      ...(await solvedCaptcha(server)),
    });
    const info = consoleLogin.body.data.operatorInfo;
    secrets.push(operator.token, info.token, info.refresh_token);
    const consoleRefreshed = await server.post('/api/admin/index/refreshToken', {
      refreshToken: info.refresh_token,
    });
    secrets.push(consoleRefreshed.body.data.token, consoleRefreshed.body.data.refresh_token);
    await server.data('/api/admin/index/index', { 'ba-token': consoleRefreshed.body.data.token });
    await server.post(
      '/api/admin/index/logout',
      { refreshToken: consoleRefreshed.body.data.refresh_token },
      {
        'ba-token': consoleRefreshed.body.data.token,
      },
    );
    await server.post('/api/user/logout', { refreshToken: renewed.refresh_token }, headers);

    expect(server.logs.length).toBeGreaterThan(10);
    expect(leaksIn(server.logs, secrets)).toEqual([]);
  });

  it('neither reads nor logs a token pasted into a URL', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const login = await server.post('/api/user/checkIn', {
      tab: 'login',
      username: member.username,
      password: PASSWORD,
      keep: true,
    });
    const { token, refresh_token } = login.body.data.userInfo;
    const before = server.logs.length;
    const inUrl = await server.request(
      `/api/account/overview?ba-user-token=${token}&token=${token}&refreshToken=${refresh_token}`,
    );
    expect(inUrl.body).toMatchObject({ code: 303 });
    const lines = server.logs.slice(before);
    expect(lines.some((line) => line.includes('/api/account/overview'))).toBe(true);
    expect(leaksIn(lines, [token, refresh_token])).toEqual([]);
  });
});

/** Each log line that holds one of `secrets`, shortened, with the secret it holds. */
const leaksIn = (lines: string[], secrets: string[]) =>
  lines.flatMap((line) =>
    secrets
      .filter((secret) => secret && line.includes(secret))
      .map((secret) => `${secret}: ${line.slice(0, 300)}`),
  );

describe('tokens in URLs', () => {
  it('are never a query field of any endpoint', () => {
    const fields = ENDPOINTS.flatMap((endpoint) => {
      const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      return Object.keys(shape)
        .filter((field) => TOKEN_NAME.test(field))
        .map((field) => `${endpoint.method} ${endpoint.path}?${field}`);
    });
    expect(fields).toEqual([]);
  });

  it('are never written into a URL by the web app', () => {
    const root = fileURLToPath(new URL('../../../../web/src', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(50);
    // A token-named query parameter, spelled in a URL or added to search parameters.
    const inUrl = /[?&](ba-?(user-?)?token|bausertoken|(refresh_?)?token|refreshToken|access_?token)=/i;
    const inParams =
      /searchParams\.(set|append)\(\s*['"`](ba-?(user-?)?token|(refresh_?)?token|refreshToken)/i;
    const found = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => inUrl.test(line) || inParams.test(line))
        .map(({ index }) => `${relative(root, path)}:${index + 1}`),
    );
    expect(found).toEqual([]);
  });
});
