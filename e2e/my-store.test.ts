import { CONSOLE_API } from '@storefront/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, injectSession, launchBrowser, openPage, PHONE } from './support/browser.js';
import { ask, lastAnswer, waitForAnswer } from './support/chat.js';
import { consoleApi } from './support/console-api.js';
import { useLanguage } from './support/discovery.js';
import { createOperator } from './support/operator.js';
import { type RunningServer, startServer } from './support/server.js';

type TJourney = {
  lang: 'zh-cn' | 'en';
  device: typeof DESKTOP | typeof PHONE;
  store: string;
  /** A file with a row in an unknown language and a row without an answer: refused whole. */
  badCsv: string;
  csv: string;
  /** An imported question and words of its answer. */
  imported: { question: string; answerHas: string };
  /** What the knowledge does not cover, and the answer the owner then gives it. */
  unanswered: { question: string; answer: string; answerHas: string };
  /** Two descriptions of the store typed in turn, and the title of the dialog that asks before one is dropped. */
  descriptions: [string, string];
  leaveTitle: string;
  closeTitle: string;
};

const HEADER = 'lang,question,answer,tags,weigh';
const journeys: TJourney[] = [
  {
    lang: 'en',
    device: DESKTOP,
    store: 'Harbour Lights Cafe',
    badCsv: [
      HEADER,
      'en,What time do you open?,We open at 8:00.,hours,0',
      'fr,Avez-vous du wifi ?,Oui.,,0',
      'en,Is there free wifi?,,wifi,0',
    ].join('\n'),
    csv: [
      HEADER,
      'en,What time do you open?,We open at 8:00 every day and close at 20:00.,hours,0',
      'en,Is there free wifi?,"Yes, free wifi: the password is on your receipt.",wifi,0',
      'en,Do you sell gift cards?,Gift cards of 100 or 200 yuan are sold at the counter.,gift,0',
    ].join('\n'),
    imported: { question: 'What time do you open?', answerHas: 'close at 20:00' },
    unanswered: {
      question: 'Can I bring my dog inside?',
      answer: 'Dogs on a leash are welcome on our terrace.',
      answerHas: 'welcome on our terrace',
    },
    descriptions: ['A harbour-side cafe with a terrace.', 'Open late on Fridays.'],
    leaveTitle: 'Leave this page?',
    closeTitle: 'Close this form?',
  },
  {
    lang: 'zh-cn',
    device: PHONE,
    store: '海港灯塔咖啡',
    badCsv: [
      HEADER,
      'zh-cn,几点开门？,每天早上八点开门。,营业时间,0',
      'fr,Avez-vous du wifi ?,Oui.,,0',
      'zh-cn,有免费无线网络吗？,,无线网络,0',
    ].join('\n'),
    csv: [
      HEADER,
      'zh-cn,几点开门？,每天早上八点开门，晚上八点关门。,营业时间,0',
      'zh-cn,有免费无线网络吗？,有，免费无线网络密码印在小票上。,无线网络,0',
      'zh-cn,有礼品卡卖吗？,柜台有售 100 元和 200 元礼品卡。,礼品卡,0',
    ].join('\n'),
    imported: { question: '几点开门？', answerHas: '晚上八点关门' },
    unanswered: {
      question: '可以带狗进店吗？',
      answer: '拴绳的狗狗可以在露台区域就座。',
      answerHas: '露台区域',
    },
    descriptions: ['海边的咖啡馆，设有露台。', '周五营业到深夜。'],
    leaveTitle: '离开此页面？',
    closeTitle: '关闭此表单？',
  },
];

/** Picks a CSV file in the import dialog, as choosing it in the file picker would. */
async function importCsv(page: Page, csv: string, mode: 'append' | 'replace') {
  const dialog = page.getByTestId('import-dialog');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'knowledge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.locator(`input[type="radio"][value="${mode}"]`).check();
  await page.getByTestId('import-ok').click();
}

/** Answers the open "your changes are not saved" dialog, once it says `title`, with Stay or the other button. */
async function answerUnsaved(page: Page, title: string, choice: 'stay' | 'discard') {
  const dialog = page.locator('.ant-modal-confirm');
  await expect.poll(() => dialog.textContent()).toContain(title);
  await page.getByTestId(`unsaved-${choice}`).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Publishes the draft from the page's publish button, after the diff has loaded. */
async function publish(page: Page) {
  await page.getByTestId('assistant-publish').click();
  await page.getByTestId('assistant-diff').waitFor();
  await page.getByTestId('publish-ok').click();
  await page.getByTestId('publish-dialog').waitFor({ state: 'detached' });
}

describe('a store owner teaches the store assistant from My store', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { CHAT_IP_FREE_PER_DAY: '100' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(journeys)('in $lang', (journey) => {
    let owner: Awaited<ReturnType<typeof openPage>>;
    let visitor: Awaited<ReturnType<typeof openPage>>;
    let storeuuid: string;
    beforeAll(async () => {
      // An operator opens the store and makes the demo member its owner.
      const call = await consoleApi(server, createOperator(server));
      const store = await call(CONSOLE_API.stores.add, { body: { name: { [journey.lang]: journey.store } } });
      const demo = server.demoLogin();
      await call(CONSOLE_API.members.store, { body: { id: demo.id, shop_id: store.id } });
      storeuuid = store.storeuuid;
      owner = await openPage(browser, journey.device);
      await useLanguage(owner.context, journey.lang);
      await injectSession(owner.context, demo);
      visitor = await openPage(browser, journey.device);
      await useLanguage(visitor.context, journey.lang);
    });
    afterAll(async () => {
      await owner?.context.close();
      await visitor?.context.close();
    });

    it('imports a knowledge CSV: a file with bad rows is refused with each reason, the fixed one goes in', async () => {
      const { page } = owner;
      await page.goto(`${server.url}/user/shop/knowledge`);
      await page.getByTestId('knowledge-import').click();
      await importCsv(page, journey.badCsv, 'append');
      const problems = page.getByTestId('import-problems').locator('tr.ant-table-row');
      await expect.poll(() => problems.count()).toBe(2);
      expect(await problems.nth(0).locator('td').first().textContent()).toBe('3');
      expect(await problems.nth(1).locator('td').first().textContent()).toBe('4');

      await importCsv(page, journey.csv, 'replace');
      await page.getByTestId('import-done').waitFor();
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.getByTestId('knowledge-row-question').allTextContents())
        .toContain(journey.imported.question);
    });

    it('tries the draft in the chat beside the assistant form, then publishes it', async () => {
      const { page } = owner;
      await page.goto(`${server.url}/user/shop/assistant`);
      // The only chat on the page is the draft's (agent type testagent).
      await page.getByTestId('draft-chat').getByTestId('draft-badge').waitFor();
      await ask(page, journey.imported.question);
      await waitForAnswer(page, 2);
      expect(await lastAnswer(page).textContent()).toContain(journey.imported.answerHas);

      await publish(page);
      await page.getByTestId('assistant-up-to-date').waitFor();
    });

    it("lists a visitor's question the assistant could not answer", async () => {
      await visitor.page.goto(`${server.url}/chatai/${storeuuid}`);
      await ask(visitor.page, journey.unanswered.question);
      await waitForAnswer(visitor.page, 2);
      expect(await lastAnswer(visitor.page).textContent()).not.toContain(journey.unanswered.answerHas);

      const { page } = owner;
      await page.goto(`${server.url}/user/shop/conversations?tab=unanswered`);
      await expect
        .poll(() => page.getByTestId('unanswered-question').allTextContents())
        .toEqual([journey.unanswered.question]);
    });

    it('turns it into knowledge and publishes; the visitor asking again gets the answer', async () => {
      const { page, errors } = owner;
      await page.locator('[data-testid^="unanswered-add-"]').click();
      const form = page.getByTestId('knowledge-form');
      expect(await form.getByTestId('knowledge-question').inputValue()).toBe(journey.unanswered.question);
      await form.getByTestId('knowledge-answer').fill(journey.unanswered.answer);
      await page.getByTestId('knowledge-form-ok').click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('unanswered-question').count()).toBe(0);
      await publish(page);
      await expect
        .poll(() => page.getByTestId('assistant-publish').getAttribute('data-changed'))
        .toBe('false');
      expect(errors).toEqual([]);

      await ask(visitor.page, journey.unanswered.question);
      await waitForAnswer(visitor.page, 4);
      expect(await lastAnswer(visitor.page).textContent()).toContain(journey.unanswered.answerHas);
      expect(visitor.errors).toEqual([]);
    });

    it('asks before an unsaved store card or knowledge entry is dropped; a saved one leaves freely', async () => {
      const { page, errors } = owner;
      const [first, second] = journey.descriptions;
      await page.goto(`${server.url}/user/shop/store`);
      const description = page.getByTestId(`store-description-${journey.lang}`);
      await description.fill(first);
      await page.getByTestId('unsaved-mark').waitFor();
      const openChat = page.getByTestId('shop-store').getByRole('link');
      await openChat.click();
      await answerUnsaved(page, journey.leaveTitle, 'stay');
      expect(new URL(page.url()).pathname).toBe('/user/shop/store');
      expect(await description.inputValue()).toBe(first);

      await page.getByTestId('store-save').click();
      await page.getByTestId('unsaved-mark').waitFor({ state: 'detached' });
      await openChat.click();
      await page.waitForURL((url) => url.pathname === `/chatai/${storeuuid}`);

      // The browser's back and forward buttons ask too; leaving drops the edit.
      await page.goBack();
      await description.fill(second);
      await page.getByTestId('unsaved-mark').waitFor();
      await page.goForward();
      await answerUnsaved(page, journey.leaveTitle, 'discard');
      await page.waitForURL((url) => url.pathname === `/chatai/${storeuuid}`);
      await page.goBack();
      await expect.poll(() => description.inputValue()).toBe(first);

      // A knowledge entry's dialog asks before a changed entry is closed.
      await page.goto(`${server.url}/user/shop/knowledge`);
      await page.getByTestId('knowledge-add').click();
      await page.getByTestId('knowledge-question').fill(journey.unanswered.question);
      await page.keyboard.press('Escape');
      await answerUnsaved(page, journey.closeTitle, 'stay');
      expect(await page.getByTestId('knowledge-question').inputValue()).toBe(journey.unanswered.question);
      await page.keyboard.press('Escape');
      await answerUnsaved(page, journey.closeTitle, 'discard');
      await page.getByTestId('knowledge-form').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  });
});
