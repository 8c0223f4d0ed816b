import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectNoSeriousViolations, type TCheckedPage } from './support/axe-pages.js';
import { injectSession } from './support/browser.js';
import { DEMO_STORE } from './support/chat.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { seedConversation } from './support/member.js';
import type { RunningServer } from './support/server.js';

/** The member centre's pages, as the demo member with one past conversation sees them. */
const MEMBER_PAGES: TCheckedPage[] = [
  { name: 'member overview', path: '/user/account/overview', ready: '[data-testid="trend-band"]' },
  { name: 'profile', path: '/user/account/profile', ready: '[data-testid="account-profile"]' },
  { name: 'edit profile', path: '/user/account/editinfo', ready: '[data-testid="account-editinfo"]' },
  {
    name: 'change password',
    path: '/user/account/changePassword',
    ready: '[data-testid="account-change-password"]',
  },
  { name: 'points log', path: '/user/account/integral', ready: '.sf-account-title' },
  { name: 'balance log', path: '/user/account/balance', ready: '.sf-account-title' },
  { name: 'account info', path: '/user/baseinfo', ready: '[data-testid="account-baseinfo"]' },
  { name: 'member chat', path: '/user/chatai', ready: '[data-testid="chat-message"]' },
];

describe('axe-core on the member centre', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
    seedConversation(server, 'demo', {
      storeuuid: DEMO_STORE,
      title: 'Opening hours',
      question: 'When do you open?',
      answer: 'Every day from **08:00** to 22:00.',
      hoursAgo: 2,
    });
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  it('finds nothing critical or serious on any of them, in either theme or language, on a phone or a desktop', async () => {
    await expectNoSeriousViolations(browser, server.url, MEMBER_PAGES, (context) =>
      injectSession(context, server.demoLogin()),
    );
  }, 180_000);
});
