import { CONSOLE_API } from '@storefront/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type TFakeOpenAI } from '../apps/server/src/test/fake-openai.js';
import { DESKTOP, injectSession, launchBrowser, openPage, PHONE } from './support/browser.js';
import { ask, lastAnswer, waitForAnswer } from './support/chat.js';
import { consoleApi } from './support/console-api.js';
import { useLanguage } from './support/discovery.js';
import { createOperator } from './support/operator.js';
import { type RunningServer, startServer } from './support/server.js';

type TEntry = { question: string; answer: string; tags: string };
type TJourney = {
  lang: 'zh-cn' | 'en';
  device: typeof DESKTOP | typeof PHONE;
  store: string;
  weekday: TEntry;
  weekend: TEntry;
  /** Entries the follow-up's own words also match; only the question before it tells them apart. */
  others: TEntry[];
  /** The first question, and the follow-up that only names what changed. */
  asks: [string, string];
  sourceLine: string;
  /**
   * Who answers: the builtin engine, or a model (the fake one) that answers with the first passage of its prompt
   * and cites it, so what the visitor reads is what retrieval put first.
   */
  answers: 'builtin' | 'model';
};

/** The first passage of a prompt's reference (`[#id] 问：… 答：…` or `[#id] Q: … A: …`), answered and cited. */
function answerFromTopPassage(system: string): string[] {
  const top = /\[#(\d+)\] (?:问：|Q: )[^\n]*\n(?:答：|A: )([^\n]*)/.exec(system);
  return top ? [top[2] ?? '', ` [#${top[1]}]`] : ['?'];
}

const journeys: TJourney[] = [
  {
    lang: 'zh-cn',
    device: PHONE,
    store: '晨光面包房',
    weekday: { question: '工作日几点开门？', answer: '周一到周五早上 7 点开门。', tags: '工作日,开门' },
    weekend: { question: '周末几点开门？', answer: '周六周日早上 9 点开门。', tags: '周末,开门,周六,周日' },
    others: [
      { question: '周末有什么活动？', answer: '周末下午有亲子烘焙课。', tags: '周末,活动' },
      { question: '可以订生日蛋糕吗？', answer: '生日蛋糕需提前一天预订。', tags: '蛋糕,预订' },
    ],
    asks: ['工作日几点开门？', '那周末呢？'],
    sourceLine: '来自店铺资料',
    answers: 'builtin',
  },
  {
    lang: 'en',
    device: DESKTOP,
    store: 'Morning Light Bakery',
    weekday: {
      question: 'What time do you open on weekdays?',
      answer: 'Monday to Friday we open at 7am.',
      tags: 'weekday,open',
    },
    weekend: {
      question: 'What time do you open at the weekend?',
      answer: 'Saturday and Sunday we open at 9am.',
      tags: 'weekend,open,saturday,sunday',
    },
    others: [
      {
        question: 'Can I order a birthday cake?',
        answer: 'Order birthday cakes a day ahead.',
        tags: 'cake,order',
      },
    ],
    asks: ['What time do you open on weekdays?', 'And at the weekend?'],
    sourceLine: "From the store's information",
    answers: 'model',
  },
];

describe('answers name their sources, for the visitor and the store owner', () => {
  let server: RunningServer;
  let browser: Browser;
  let model: TFakeOpenAI;
  beforeAll(async () => {
    model = await startFakeOpenAI((request) => {
      const system = request.body.messages?.find((message) => message.role === 'system')?.content;
      return { chunks: answerFromTopPassage(String(system ?? '')) };
    });
    server = await startServer({ env: { CHAT_IP_FREE_PER_DAY: '100' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await model?.close();
  });

  describe.each(journeys)('in $lang', (journey) => {
    let storeuuid: string;
    beforeAll(async () => {
      const call = await consoleApi(server, createOperator(server));
      const store = await call(CONSOLE_API.stores.add, { body: { name: { [journey.lang]: journey.store } } });
      await call(CONSOLE_API.members.store, { body: { id: server.demoLogin().id, shop_id: store.id } });
      storeuuid = store.storeuuid;
      // The same entries in the draft and, as publishing would copy them, in the published assistant.
      server.withDb((db) => {
        const assistants = db.prepare('select id from assistant where store_id = ?').all(store.id) as {
          id: number;
        }[];
        const insert = db.prepare(
          `insert into knowledge (assistant_id, lang, question, answer, tags, weigh, create_time)
           values (?, ?, ?, ?, ?, 0, 1)`,
        );
        for (const { id } of assistants) {
          for (const entry of [journey.weekday, journey.weekend, ...journey.others]) {
            insert.run(id, journey.lang, entry.question, entry.answer, entry.tags);
          }
        }
        if (journey.answers === 'model') {
          db.prepare(
            `update assistant set provider = 'openai-compatible', base_url = ?, model = 'fake'
             where store_id = ? and variant = 'published'`,
          ).run(model.url, store.id);
        }
      });
    });

    it(`a visitor asks, then follows up in few words (${journey.answers}), and sees each answer with its source line`, async () => {
      const { context, page, errors } = await openPage(browser, journey.device);
      await useLanguage(context, journey.lang);
      await page.goto(`${server.url}/chatai/${storeuuid}`);
      await ask(page, journey.asks[0]);
      await waitForAnswer(page, 2);
      expect(await lastAnswer(page).textContent()).toContain(journey.weekday.answer);
      expect(await lastAnswer(page).getByTestId('answer-source').textContent()).toContain(journey.sourceLine);

      await ask(page, journey.asks[1]);
      await waitForAnswer(page, 4);
      expect(await lastAnswer(page).textContent()).toContain(journey.weekend.answer);
      expect(await lastAnswer(page).getByTestId('answer-source').textContent()).toContain(journey.sourceLine);

      // After a reload the answers come from the history, source lines included.
      await page.reload();
      await waitForAnswer(page, 4);
      await expect.poll(() => page.getByTestId('answer-source').count()).toBe(2);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('the owner opens the conversation in My store and follows an answer to the entry it used', async () => {
      const { context, page, errors } = await openPage(browser, journey.device);
      await useLanguage(context, journey.lang);
      await injectSession(context, server.demoLogin());
      await page.goto(`${server.url}/user/shop/conversations`);
      await page.getByTestId('conversation-open').first().click();
      const viewer = page.getByTestId('conversation-viewer');
      await expect
        .poll(() => viewer.getByTestId('message-source').allTextContents())
        .toEqual([journey.weekday.question, journey.weekend.question]);

      await viewer.getByTestId('message-source').nth(1).getByRole('link').click();
      await page.getByTestId('shop-knowledge').waitFor();
      const search = page.getByTestId('knowledge-table-search');
      const searched = await search.evaluate(
        (node) => (node instanceof HTMLInputElement ? node : node.querySelector('input'))?.value,
      );
      expect(searched).toBe(journey.weekend.question);
      const linked = page.locator('tr.sf-ws-linked-row');
      await expect
        .poll(() => linked.getByTestId('knowledge-row-question').textContent())
        .toBe(journey.weekend.question);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
