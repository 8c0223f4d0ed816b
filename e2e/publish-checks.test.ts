import { CONSOLE_API } from '@storefront/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, injectSession, launchBrowser, openPage, PHONE } from './support/browser.js';
import { consoleApi } from './support/console-api.js';
import { useLanguage } from './support/discovery.js';
import { createOperator, signInToConsole } from './support/operator.js';
import { type RunningServer, startServer } from './support/server.js';

type TEntry = { lang: 'zh-cn' | 'en'; question: string; answer: string };
type TJourney = {
  lang: 'zh-cn' | 'en';
  device: typeof DESKTOP | typeof PHONE;
  store: string;
  /** The published knowledge. */
  entries: TEntry[];
  /** Another wording of the first entry, and words that find that entry in the editor's search. */
  paraphrase: string;
  search: string;
  /** A later entry that takes the paraphrase from the right one: the draft answers it worse. */
  intruder: TEntry;
  /** What the publish dialog says when one check got worse, and the outcome it shows for the draft. */
  flagged: string;
  wrongOutcome: string;
};

const journeys: TJourney[] = [
  {
    lang: 'en',
    device: DESKTOP,
    store: 'Quayside Bakery',
    entries: [
      { lang: 'en', question: 'Do you have parking?', answer: 'Yes: free parking behind the store.' },
      { lang: 'en', question: 'When do you open?', answer: 'Every day from 8 am to 9 pm.' },
    ],
    paraphrase: 'Do you have free parking?',
    search: 'parking',
    intruder: {
      lang: 'en',
      question: 'Do you have free parking?',
      answer: 'Only at weekends, 10 yuan an hour.',
    },
    flagged: 'The draft answers 1 check(s) worse than the published assistant',
    wrongOutcome: 'draft: wrong entry',
  },
  {
    lang: 'zh-cn',
    device: PHONE,
    store: '码头面包房',
    entries: [
      { lang: 'zh-cn', question: '有停车位吗？', answer: '有，店后面可以免费停车。' },
      { lang: 'zh-cn', question: '几点开门？', answer: '每天早上八点开门。' },
    ],
    paraphrase: '有免费停车位吗？',
    search: '停车',
    intruder: { lang: 'zh-cn', question: '有免费停车位吗？', answer: '只有周末可以，每小时 10 元。' },
    flagged: '草稿有 1 条检查答得比已发布的助手差',
    wrongOutcome: '草稿：错误条目',
  },
];

describe('publishing is measured on answer checks, and a draft that answers worse is flagged', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  describe.each(journeys)('in $lang', (journey) => {
    let owner: Awaited<ReturnType<typeof openPage>>;
    let call: Awaited<ReturnType<typeof consoleApi>>;
    let operatorLogin: ReturnType<typeof createOperator>;
    let storeId: number;
    beforeAll(async () => {
      // An operator opens the store with its knowledge published, and makes the demo member its owner.
      operatorLogin = createOperator(server);
      call = await consoleApi(server, operatorLogin);
      const store = await call(CONSOLE_API.stores.add, { body: { name: { [journey.lang]: journey.store } } });
      storeId = store.id;
      for (const entry of journey.entries) {
        await call(CONSOLE_API.knowledge.add, { body: { ...entry, store_id: storeId } });
      }
      await call(CONSOLE_API.assistants.publish, { body: { store_id: storeId } });
      const demo = server.demoLogin();
      await call(CONSOLE_API.members.store, { body: { id: demo.id, shop_id: storeId } });
      owner = await openPage(browser, journey.device);
      await useLanguage(owner.context, journey.lang);
      await injectSession(owner.context, demo);
    });
    afterAll(async () => {
      await owner?.context.close();
    });

    it('adds another wording of an entry to the answer checks beside the knowledge', async () => {
      const { page } = owner;
      await page.goto(`${server.url}/user/shop/knowledge`);
      await page.getByTestId('knowledge-checks').click();
      const dialog = page.getByTestId('checks-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('check-question').fill(journey.paraphrase);
      // The second select of the form is the entry's (the first is the language).
      await dialog.getByTestId('check-form').locator('.ant-select').nth(1).click();
      await page.keyboard.type(journey.search);
      const first = journey.entries[0]?.question ?? '';
      await page.locator('.ant-select-item-option', { hasText: first }).click();
      await dialog.getByTestId('check-add').click();
      await expect
        .poll(() => dialog.getByTestId('check-row-question').allTextContents())
        .toContain(journey.paraphrase);
      await page.keyboard.press('Escape');
    });

    it("flags, in the console's publish dialog, a draft that answers it with another entry", async () => {
      await call(CONSOLE_API.knowledge.add, { body: { ...journey.intruder, store_id: storeId } });
      const operator = await openPage(browser, DESKTOP);
      await useLanguage(operator.context, journey.lang);
      await signInToConsole(operator.page, server.url, operatorLogin);
      await operator.page.goto(`${server.url}/admin/assistants/${storeId}`);
      await operator.page.getByTestId('assistant-publish').click();
      const flagged = operator.page.getByTestId('publish-regressions');
      await flagged.waitFor();
      expect(await flagged.textContent()).toContain(journey.flagged);
      expect(await operator.page.getByTestId('publish-ok').isDisabled()).toBe(true);
      expect(operator.errors).toEqual([]);
      await operator.context.close();
    });

    it('flags it in My store too, and publishes only once that is confirmed', async () => {
      const { page, errors } = owner;
      await page.goto(`${server.url}/user/shop/assistant`);
      await page.getByTestId('assistant-publish').click();
      const flagged = page.getByTestId('publish-regressions');
      await flagged.waitFor();
      expect(await flagged.textContent()).toContain(journey.flagged);
      const regression = flagged.getByTestId('regression');
      expect(await regression.count()).toBe(1);
      expect(await regression.textContent()).toContain(journey.paraphrase);
      expect(await regression.textContent()).toContain(journey.wrongOutcome);
      expect(await page.getByTestId('evaluation-draft-wrong').textContent()).toBe('1');
      expect(await page.getByTestId('publish-ok').isDisabled()).toBe(true);

      await page.getByTestId('publish-acknowledge').check();
      await page.getByTestId('publish-ok').click();
      await page.getByTestId('publish-dialog').waitFor({ state: 'detached' });
      const after = await call(CONSOLE_API.answerChecks.evaluation, { query: { store_id: storeId } });
      expect(after.regressions.total).toBe(0);
      expect(after.published.wrong).toBe(1);
      expect(errors).toEqual([]);
    });
  });
});
