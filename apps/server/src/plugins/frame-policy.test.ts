import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type TOperatorSession } from '../test/console.js';
import { EN, TEST_DIALECTS, type TestServer } from '../test/harness.js';

const HELP = 'https://help.example.com/guide?x=1';
const page = (url: string) => `/user/iframe/${encodeURIComponent(url)}`;
/** The page's CSP directive, e.g. `frame-src 'self' https://a.example`. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe.each(TEST_DIALECTS)('the framing policy follows the iframe menus on %s', (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner: operator } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const cspOf = async (path: string) =>
    (await server.request(path, { headers: { accept: 'text/html' } })).headers.get(
      'content-security-policy',
    ) ?? '';

  it('lets no page frame another site while no iframe menu names one', async () => {
    for (const path of ['/', '/user/account/overview', page('https://evil.example/login')]) {
      const csp = await cspOf(path);
      expect(directive(csp, 'frame-src'), path).toBe("frame-src 'self'");
      expect(directive(csp, 'child-src'), path).toBe("child-src 'self'");
    }
  });

  it('lets the iframe page frame the origins of enabled iframe menus, and only that page', async () => {
    const added = await server.post(
      '/api/admin/rules/add',
      {
        type: 'menu',
        title: { 'zh-cn': '帮助', en: 'Help' },
        name: 'help-frame',
        menu_type: 'iframe',
        url: HELP,
      },
      { ...EN, ...operator.headers },
    );
    expect(added.body, JSON.stringify(added.body)).toMatchObject({ code: 1 });
    for (const url of [HELP, 'https://evil.example/login']) {
      // The policy names origins the rules allow; which URL the page then shows is the web app's check.
      expect(directive(await cspOf(page(url)), 'frame-src')).toBe(
        "frame-src 'self' https://help.example.com",
      );
      expect(directive(await cspOf(page(url)), 'child-src')).toBe(
        "child-src 'self' https://help.example.com",
      );
    }
    expect(directive(await cspOf('/user/account/overview'), 'frame-src')).toBe("frame-src 'self'");

    const rule = await server.database.db
      .selectFrom('user_rule')
      .select('id')
      .where('name', '=', 'help-frame')
      .executeTakeFirstOrThrow();
    const disabled = await server.post(
      '/api/admin/rules/edit',
      { id: rule.id, status: 'disable' },
      { ...EN, ...operator.headers },
    );
    expect(disabled.body).toMatchObject({ code: 1 });
    expect(directive(await cspOf(page(HELP)), 'frame-src')).toBe("frame-src 'self'");
  });
});
