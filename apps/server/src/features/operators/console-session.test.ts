import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.js';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { createOperatorSession } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const ME = '/api/admin/index/index';
const HOUR = 3600;

describe.each(TEST_DIALECTS)('console sessions and the log they read on %s', (dialect) => {
  let server: TestServer;
  let owner: TOperatorSession;
  let editor: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner, editor } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Sets the server's clock (Date, which every time column is read from) `seconds` from the real now. */
  const clockAt = (seconds: number) =>
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
  const me = async (headers: Record<string, string>) => (await server.request(ME, { headers })).body.code;

  it('ends a console login after two hours without a request, though its tokens live for days', async () => {
    const session = await createOperatorSession(server.database.db);
    expect(await me(session.headers)).toBe(1);
    const start = Date.now();
    // Requests keep it alive: each one starts the two hours again.
    vi.useFakeTimers({ toFake: ['Date'], now: start + 1.5 * HOUR * 1000 });
    expect(await me(session.headers)).toBe(1);
    vi.setSystemTime(start + 3 * HOUR * 1000);
    expect(await me(session.headers)).toBe(1);
    vi.setSystemTime(start + 5.1 * HOUR * 1000);
    expect(await me(session.headers)).toBe(303);
    vi.useRealTimers();
    expect(await me(session.headers)).toBe(303);
  });

  it('refuses the refresh token of a login idle for two hours', async () => {
    const signedIn = await server.post(
      '/api/admin/index/login',
      {
        username: owner.operator.username,
        password: owner.password,
        keep: true,
        ...(await solvedCaptcha(server)),
      },
      EN,
    );
    const info = signedIn.body.data.operatorInfo;
    clockAt(2 * HOUR + 60);
    const refreshed = await server.post(
      '/api/admin/index/refreshToken',
      { refreshToken: info.refresh_token },
      EN,
    );
    expect(refreshed.body).toMatchObject({ code: 0, msg: 'Your login has expired, please log in again' });
  });

  it('shows editors who changed owner-only settings and operators, never their before and after', async () => {
    const username = `ed${Math.random().toString(36).slice(2, 10)}`;
    const added = await server.post(
      '/api/admin/operators/add',
      { username, nickname: 'Hidden Nick', password: 'first-pass-1', role: 'editor' },
      owner.headers,
    );
    expect(added.body.code).toBe(1);
    const sms = {
      source: 'console',
      driver: 'log',
      accessKeyId: 'AKID-visible',
      accessKeySecret: '',
      signName: 'Shop Sign',
      templateCode: '',
    };
    const saved = await server.post('/api/admin/settings/editDelivery', { sms }, { ...EN, ...owner.headers });
    expect(saved.body.code).toBe(1);
    const view = await server.data('/api/admin/settings/index', owner.headers);
    const shared = await server.post('/api/admin/settings/edit', { basics: view.basics }, owner.headers);
    expect(shared.body.code).toBe(1);

    for (const action of ['operators.add', 'settings.delivery']) {
      const asEditor = await server.data(`/api/admin/log/index?action=${action}`, editor.headers);
      expect(asEditor.list[0]).toMatchObject({
        action,
        username: owner.operator.username,
        before: null,
        after: null,
        withheld: true,
      });
      const asOwner = await server.data(`/api/admin/log/index?action=${action}`, owner.headers);
      expect(asOwner.list[0]).toMatchObject({ withheld: false, after: expect.anything() });
    }
    const editorView = JSON.stringify(await server.data('/api/admin/log/index?limit=100', editor.headers));
    expect(editorView).not.toContain('Hidden Nick');
    expect(editorView).not.toContain('Shop Sign');
    // What every operator may change stays readable to every operator.
    const settings = await server.data('/api/admin/log/index?action=settings.edit', editor.headers);
    expect(settings.list[0].after).not.toBeNull();
  });
});
