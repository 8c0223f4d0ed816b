import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, type TCheckedPage } from './support/axe-pages.js';
import { DEMO_STORE } from './support/chat.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { type RunningServer, repoRoot } from './support/server.js';

const ARTICLE = '[data-testid="article-title"]';

/**
 * The visitor's pages axe-visitor leaves out: the demo and its live widget, examples, guides, help articles,
 * the documents, the other ways to sign in, a new chat and the store chat the site opens by default.
 */
const CONTENT_PAGES: TCheckedPage[] = [
  { name: 'demo', path: '/demo', ready: '[data-testid="widget-snippet-code"]' },
  { name: 'example', path: '/examples/1', ready: '[data-testid="example-try"]' },
  { name: 'guide', path: '/guideintro/1', ready: ARTICLE },
  { name: 'help article', path: '/instructions/1', ready: ARTICLE },
  { name: 'documents', path: '/md', ready: '[data-testid="documents-page"] a' },
  { name: 'document', path: '/md?doc=terms', ready: ARTICLE },
  { name: 'more links', path: '/overflow', ready: '[data-testid="overflow-page"]' },
  { name: 'code login', path: '/yzlogin', ready: '[data-testid="password-login-link"]' },
  { name: 'classic login', path: '/user/oldlogin', ready: '[data-testid="register-link"]' },
  { name: 'new chat', path: `/newchat/${DEMO_STORE}`, ready: '[data-testid="chat-welcome"]' },
  { name: 'default store chat', path: '/chatai', ready: '[data-testid="chat-welcome"]' },
];

/**
 * Each route of the app's route table (and My store's), and how an axe test names the address it opens it at
 * (a route that is the same page as another, such as `/user/login`, by that page's).
 */
const ROUTE_ADDRESSES: Record<string, string> = {
  '/chatai': "path: '/chatai'",
  '/chatai/:storeuuid': 'path: `/chatai/',
  '/newchat': 'path: `/newchat/',
  '/newchat/:storeuuid': 'path: `/newchat/',
  '/login': "path: '/login'",
  '/yzlogin': "path: '/yzlogin'",
  '/user/login': "path: '/login'",
  '/user/oldlogin': "path: '/user/oldlogin'",
  '/register': "path: '/register'",
  '/verification': "path: '/verification'",
  '/demo': "path: '/demo'",
  '/examples/:id': "path: '/examples/1'",
  '/guideintro/:id': "path: '/guideintro/1'",
  '/instructions': "path: '/instructions'",
  '/instructions/:id': "path: '/instructions/1'",
  '/md': "path: '/md'",
  '/overflow': "path: '/overflow'",
  '/user/account/overview': "path: '/user/account/overview'",
  '/user/account/balance': "path: '/user/account/balance'",
  '/user/account/integral': "path: '/user/account/integral'",
  '/user/account/profile': "path: '/user/account/profile'",
  '/user/account/editinfo': "path: '/user/account/editinfo'",
  '/user/account/changePassword': "path: '/user/account/changePassword'",
  '/user/baseinfo': "path: '/user/baseinfo'",
  '/user/chatai': "path: '/user/chatai'",
  '/user/chatai/:storeuuid': "path: '/user/chatai'",
  '/user/chataiold': "path: '/user/chataiold'",
  '/user/iframe/:url': 'memberPages(`/user/iframe/',
  "pathOf('store')": "path: '/user/shop/store'",
  "pathOf('assistant')": "path: '/user/shop/assistant'",
  "pathOf('knowledge')": "path: '/user/shop/knowledge'",
  "pathOf('conversations')": "path: '/user/shop/conversations'",
  "pathOf('inbox')": "path: '/user/shop/inbox'",
  '/user/*': "path: '/user/no-such-menu'",
  '*': "path: '/no-such-page'",
};

describe('axe-core on the content pages and the other ways in', () => {
  it("covers every route of the app's route table in one axe file or another", () => {
    const router = `${repoRoot}apps/web/src/app/router/`;
    const tables = ['route-table.tsx', 'shop-routes.ts'].map((file) => readFileSync(router + file, 'utf8'));
    const routes = tables.flatMap((source) =>
      [...source.matchAll(/\bpath: (?:'([^']+)'|(pathOf\('\w+'\)))/g)].map(
        (match) => match[1] ?? match[2] ?? '',
      ),
    );
    expect(routes.length).toBeGreaterThan(30);
    const axeFiles = readdirSync(`${repoRoot}e2e`).filter((file) => /^axe-.*\.test\.ts$/.test(file));
    const opened = axeFiles.map((file) => readFileSync(`${repoRoot}e2e/${file}`, 'utf8')).join('\n');
    const unopened = routes.filter((route) => {
      const address = ROUTE_ADDRESSES[route];
      return !address || !opened.includes(address);
    });
    expect(unopened).toEqual([]);
  });

  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('finds nothing critical or serious on any of them, in either theme or language, on a phone or a desktop', async () => {
    await expectNoSeriousViolations(browser, server.url, CONTENT_PAGES);
  }, 240_000);
});
