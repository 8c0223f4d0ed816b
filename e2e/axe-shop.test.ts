import { CONSOLE_API, UNANSWERED } from '@storefront/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoSeriousViolations, type TCheckedPage } from './support/axe-pages.js';
import { injectSession } from './support/browser.js';
import { DEMO_STORE } from './support/chat.js';
import { consoleApi } from './support/console-api.js';
import { addIframeMenu, startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { seedConversation } from './support/member.js';
import { createOperator } from './support/operator.js';
import type { RunningServer } from './support/server.js';

/** An iframe menu's address: a page of this server, so the frame loads without the network. */
const IFRAME_MENU_PATH = '/builds/latest.json';

/**
 * The member's pages axe-member leaves out: the verification page, the classic chat, an iframe menu, a member
 * menu without a page, and My store as the owner of the demo store sees it, every page and tab, with the
 * dialogs of its knowledge.
 */
function memberPages(iframePath: string): TCheckedPage[] {
  return [
    { name: 'verification', path: '/verification', ready: '[data-testid="verification-page"]' },
    { name: 'classic chat', path: '/user/chataiold', ready: '[data-testid="chat-message"]' },
    { name: 'iframe menu', path: iframePath, ready: '[data-testid="iframe-page"]' },
    { name: 'member menu without a page', path: '/user/no-such-menu', ready: '[data-testid="not-found"]' },
    { name: 'my store', path: '/user/shop/store', ready: '[data-testid="store-save"]' },
    {
      name: 'my store assistant',
      path: '/user/shop/assistant',
      ready: '[data-testid="assistant-editor"]',
    },
    {
      name: 'my store knowledge',
      path: '/user/shop/knowledge',
      ready: '[data-testid="knowledge-row-question"]',
    },
    {
      name: 'my store new knowledge entry',
      path: '/user/shop/knowledge',
      ready: '[data-testid="knowledge-row-question"]',
      open: async (page) => {
        await page.getByTestId('knowledge-add').press('Enter');
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'my store answer checks',
      path: '/user/shop/knowledge',
      ready: '[data-testid="knowledge-row-question"]',
      open: async (page) => {
        // The entry's dialog of the page before is still open on this same page: closed first.
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
        await page.getByTestId('knowledge-checks').press('Enter');
        await page.getByRole('dialog').waitFor();
      },
    },
    {
      name: 'my store conversations',
      path: '/user/shop/conversations',
      ready: '[data-testid="shop-conversations"] .ant-table-row',
    },
    {
      name: 'my store unanswered questions',
      path: '/user/shop/conversations?tab=unanswered',
      ready: '[data-testid="unanswered-question"]',
    },
    { name: 'my store inbox', path: '/user/shop/inbox', ready: '[data-testid="inbox-reply-input"]' },
  ];
}

describe('axe-core on the rest of the member centre and My store', () => {
  let server: RunningServer;
  let browser: Browser;
  let pages: TCheckedPage[];
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
    const iframeUrl = `${server.url}${IFRAME_MENU_PATH}`;
    addIframeMenu(server, iframeUrl);
    pages = memberPages(`/user/iframe/${encodeURIComponent(iframeUrl)}`);
    // The demo member owns the demo store, which has knowledge, and once asked it something.
    const call = await consoleApi(server, createOperator(server));
    const store = server.withDb(
      (db) => db.prepare('select id from store where storeuuid = ?').get(DEMO_STORE) as { id: number },
    );
    await call(CONSOLE_API.members.store, { body: { id: server.demoLogin().id, shop_id: store.id } });
    seedConversation(server, 'demo', {
      storeuuid: DEMO_STORE,
      title: 'Opening hours',
      question: 'When do you open?',
      answer: 'Every day from **08:00** to 22:00.',
      hoursAgo: 2,
    });
    const parking = seedConversation(server, 'demo', {
      storeuuid: DEMO_STORE,
      title: 'Parking',
      question: 'Can I park my bike inside?',
      answer: 'Sorry, I do not know that yet.',
      hoursAgo: 1,
    });
    // The assistant could not answer that one: it waits in the unanswered questions.
    server.withDb((db) =>
      db
        .prepare("update message set unanswered = ? where conversation_id = ? and role = 'assistant'")
        .run(UNANSWERED.open, parking),
    );
    // A visitor handed a conversation over to the store: it waits in the inbox.
    const headers = { 'think-lang': 'en', 'content-type': 'application/json' };
    const init = await (
      await fetch(`${server.url}/api/chat/init`, { headers: { storeuuid: DEMO_STORE } })
    ).json();
    await fetch(`${server.url}/api/chat/handoff/open`, {
      method: 'POST',
      headers: { ...headers, visitor: init.data.visitor },
      body: JSON.stringify({ chatkey: init.data.chatkey, name: 'Lin', contact: 'lin@example.com' }),
    });
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('finds nothing critical or serious on any of them, in either theme or language, on a phone or a desktop', async () => {
    await expectNoSeriousViolations(browser, server.url, pages, (context) =>
      injectSession(context, server.demoLogin()),
    );
  }, 300_000);
});
