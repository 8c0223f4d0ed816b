import { CONSOLE_API } from '@storefront/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, injectSession, openPage, PHONE } from './support/browser.js';
import { ask, chatMessages, lastAnswer, waitForAnswer } from './support/chat.js';
import { consoleApi } from './support/console-api.js';
import { useLanguage } from './support/discovery.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator } from './support/operator.js';
import type { RunningServer } from './support/server.js';

type TJourney = {
  lang: 'zh-cn' | 'en';
  /** The visitor's device: the phone in Chinese, the desktop in English. */
  device: typeof DESKTOP | typeof PHONE;
  store: string;
  /** Two questions the (empty) knowledge cannot answer; the owner answers the second. */
  questions: [string, string];
  email: string;
  reply: string;
  /** Words of the reply that the assistant's answer holds once it is knowledge. */
  replyHas: string;
};

const journeys: TJourney[] = [
  {
    lang: 'en',
    device: DESKTOP,
    store: 'Lantern Bike Workshop',
    questions: ['Do you sell vintage saddles?', 'Can you fix a bent carbon fork?'],
    email: 'rider@example.com',
    reply: 'Yes: we repair carbon forks in two days, bring it to the counter.',
    replyHas: 'repair carbon forks in two days',
  },
  {
    lang: 'zh-cn',
    device: PHONE,
    store: '灯笼单车工坊',
    questions: ['有复古车座卖吗？', '碳纤维前叉弯了能修吗？'],
    email: 'qixing@example.com',
    reply: '可以修，碳纤维前叉两天修好，请带到柜台。',
    replyHas: '碳纤维前叉两天修好',
  },
];

const storeReplies = (page: Page) => page.locator('[data-testid="chat-message"][data-role="store"]');

/** Publishes the draft from the page's publish button, after the diff has loaded. */
async function publish(page: Page) {
  await page.getByTestId('assistant-publish').click();
  await page.getByTestId('assistant-diff').waitFor();
  await page.getByTestId('publish-ok').click();
  await page.getByTestId('publish-dialog').waitFor({ state: 'detached' });
}

describe('a visitor talks to the store when the assistant cannot help', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser({ env: { CHAT_IP_FREE_PER_DAY: '100' } }));
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  describe.each(journeys)('in $lang', (journey) => {
    let owner: Awaited<ReturnType<typeof openPage>>;
    let visitor: Awaited<ReturnType<typeof openPage>>;
    let storeuuid: string;
    beforeAll(async () => {
      // An operator opens the store and makes the demo member its owner.
      const call = await consoleApi(server, createOperator(server));
      const store = await call(CONSOLE_API.stores.add, { body: { name: { [journey.lang]: journey.store } } });
      await call(CONSOLE_API.members.store, { body: { id: server.demoLogin().id, shop_id: store.id } });
      storeuuid = store.storeuuid;
      owner = await openPage(browser, DESKTOP);
      await useLanguage(owner.context, journey.lang);
      await injectSession(owner.context, server.demoLogin());
      visitor = await openPage(browser, journey.device);
      await useLanguage(visitor.context, journey.lang);
    });
    afterAll(async () => {
      await owner?.context.close();
      await visitor?.context.close();
    });

    it('offers the store after two unanswered questions; the visitor hands over with an e-mail', async () => {
      await owner.page.goto(`${server.url}/user/shop/inbox`);
      await owner.page.getByTestId('handoff-inbox').waitFor();

      const { page } = visitor;
      await page.goto(`${server.url}/chatai/${storeuuid}`);
      await ask(page, journey.questions[0]);
      await waitForAnswer(page, 2);
      expect(await page.getByTestId('handoff-offer').count()).toBe(0);
      await ask(page, journey.questions[1]);
      await waitForAnswer(page, 4);
      await page.getByTestId('handoff-offer-talk').click();
      const form = page.getByTestId('handoff-form');
      await form.getByTestId('handoff-contact').fill('not a contact');
      await form.getByTestId('handoff-submit').click();
      await form.getByRole('alert').waitFor();
      await form.getByTestId('handoff-contact').fill(journey.email);
      await form.getByTestId('handoff-submit').click();
      await form.waitFor({ state: 'detached' });
      const status = page.getByTestId('handoff-status');
      await expect.poll(() => status.getAttribute('data-state')).toBe('waiting');
      expect(await status.textContent()).toContain(journey.email);
    });

    it("shows the handoff in the owner's open inbox without a reload, and the reply in the visitor's open chat", async () => {
      const { page } = owner;
      await expect.poll(() => page.getByTestId('inbox-item').count()).toBe(1);
      const thread = page.getByTestId('inbox-thread');
      await expect.poll(() => thread.getByTestId('inbox-contact').textContent()).toContain(journey.email);
      await expect.poll(() => page.title()).toMatch(/^\(1\) /);
      // The conversation so far: two questions and the two answers the assistant could not give.
      expect(await thread.getByTestId('conversation-message').count()).toBe(4);

      await thread.getByTestId('inbox-reply-input').fill(journey.reply);
      await thread.getByTestId('inbox-reply-send').click();
      await expect.poll(() => storeReplies(visitor.page).count()).toBe(1);
      expect(await storeReplies(visitor.page).textContent()).toContain(journey.reply);
      expect(await storeReplies(visitor.page).getByTestId('store-reply-mark').textContent()).toContain(
        journey.store,
      );
      await expect
        .poll(() => visitor.page.getByTestId('handoff-status').getAttribute('data-state'))
        .toBe('replied');
    });

    it('still shows the reply after the visitor reloads', async () => {
      const { page } = visitor;
      await page.reload();
      await storeReplies(page).waitFor();
      expect(await storeReplies(page).textContent()).toContain(journey.reply);
      expect(await page.getByTestId('handoff-status').getAttribute('data-state')).toBe('replied');
      expect(await chatMessages(page).count()).toBe(5);
      expect(visitor.errors).toEqual([]);
    });

    it("turns the reply into knowledge and publishes it: a new visitor's same question is answered (widget)", async () => {
      const { page, errors } = owner;
      const thread = page.getByTestId('inbox-thread');
      await thread.getByTestId('inbox-teach').click();
      const form = page.getByTestId('knowledge-form');
      expect(await form.getByTestId('knowledge-question').inputValue()).toBe(journey.questions[1]);
      expect(await form.getByTestId('knowledge-answer').inputValue()).toBe(journey.reply);
      await page.getByTestId('knowledge-form-ok').click();
      await form.waitFor({ state: 'detached' });
      await publish(page);
      await expect
        .poll(() => page.getByTestId('assistant-publish').getAttribute('data-changed'))
        .toBe('false');
      expect(errors).toEqual([]);

      const newcomer = await openPage(browser, journey.device);
      try {
        await useLanguage(newcomer.context, journey.lang);
        // In the widget, as a store's own site frames it: the action is there too.
        await newcomer.page.goto(`${server.url}/chatai/${storeuuid}?agent=client`);
        await newcomer.page.getByTestId('handoff-talk').waitFor();
        await ask(newcomer.page, journey.questions[1]);
        await waitForAnswer(newcomer.page, 2);
        expect(await lastAnswer(newcomer.page).textContent()).toContain(journey.replyHas);
        expect(newcomer.errors).toEqual([]);
      } finally {
        await newcomer.context.close();
      }
    });
  });
});
