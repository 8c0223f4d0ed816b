import { CONSOLE_API } from '@storefront/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, injectSession, openPage, PHONE } from './support/browser.js';
import { ask, DEMO_STORE, lastAnswer, waitForAnswer } from './support/chat.js';
import { consoleApi } from './support/console-api.js';
import { useLanguage, waitForCards } from './support/discovery.js';
import { startAppAndBrowser, stopAppAndBrowser } from './support/journey.js';
import { createOperator } from './support/operator.js';
import type { RunningServer } from './support/server.js';

const HAN = /\p{Script=Han}/u;

/** What the demo store's card and chat say in each language, and a greeting its assistant answers by name. */
const JOURNEYS = [
  {
    lang: 'en',
    name: 'Galaxy Coffee',
    description: 'Specialty coffee and light meals, pick-up or delivery.',
    address: '88 Caoxi North Road, Xuhui District, Shanghai',
    hello: 'Hello',
    otherName: '星河咖啡',
  },
  {
    lang: 'zh-cn',
    name: '星河咖啡',
    description: '精品咖啡与轻食，支持到店自提和外送。',
    address: '上海市徐汇区漕溪北路 88 号',
    hello: '你好',
    otherName: 'Galaxy',
  },
] as const;

/** The texts of every card on the page: name, description and address. */
const cardTexts = (page: Page) =>
  page.getByTestId('store-card').evaluateAll((cards) =>
    cards.map((card) => ({
      store: card.getAttribute('data-store') ?? '',
      name: card.querySelector('[data-testid="store-name"]')?.textContent ?? '',
      description: card.querySelector('.sf-store-description')?.textContent ?? '',
      address: card.querySelector('.sf-store-address')?.textContent ?? '',
    })),
  );

describe("stores in the visitor's language", () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser({ env: { CHAT_IP_FREE_PER_DAY: '100' } }));
  });
  afterAll(() => stopAppAndBrowser(server, browser));

  describe.each(JOURNEYS)('in $lang', (journey) => {
    it("shows the home page's store cards in the language only", async () => {
      const { page, context, errors } = await openPage(browser, DESKTOP);
      await useLanguage(context, journey.lang);
      await page.goto(server.url);
      await waitForCards(page);
      const cards = await cardTexts(page);
      expect(cards.length).toBeGreaterThan(3);
      expect(cards.find((card) => card.store === DEMO_STORE)).toEqual({
        store: DEMO_STORE,
        name: journey.name,
        description: journey.description,
        address: journey.address,
      });
      for (const card of cards) {
        const texts = [card.name, card.description, card.address];
        if (journey.lang === 'en')
          expect(
            texts.filter((text) => HAN.test(text)),
            card.name,
          ).toEqual([]);
        else expect(HAN.test(card.name) && HAN.test(card.address), card.name).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it('names the store in the chat header and in an answer', async () => {
      const { page, context, errors } = await openPage(browser, PHONE);
      await useLanguage(context, journey.lang);
      await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
      await expect.poll(() => page.getByTestId('chat-store-name').textContent()).toBe(journey.name);
      await ask(page, journey.hello);
      await waitForAnswer(page, 2);
      const answer = (await lastAnswer(page).textContent()) ?? '';
      expect(answer).toContain(journey.name);
      expect(answer).not.toContain(journey.otherName);
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('lets an owner write the English name beside the Chinese one in My store, and English visitors read it', async () => {
    const call = await consoleApi(server, createOperator(server));
    const store = await call(CONSOLE_API.stores.add, {
      body: { name: { 'zh-cn': '语言小馆', en: 'Tongue Tavern' } },
    });
    const demo = server.demoLogin();
    await call(CONSOLE_API.members.store, { body: { id: demo.id, shop_id: store.id } });

    const owner = await openPage(browser, DESKTOP);
    await useLanguage(owner.context, 'en');
    await injectSession(owner.context, demo);
    await owner.page.goto(`${server.url}/user/shop/store`);
    const chinese = owner.page.getByTestId('store-name-zh-cn');
    const english = owner.page.getByTestId('store-name-en');
    await expect.poll(() => english.inputValue()).toBe('Tongue Tavern');
    expect(await chinese.inputValue()).toBe('语言小馆');
    // Side by side on a wide screen: the two inputs share a row.
    const [zhBox, enBox] = [await chinese.boundingBox(), await english.boundingBox()];
    expect(Math.abs((zhBox?.y ?? 0) - (enBox?.y ?? 1))).toBeLessThan(2);
    expect(enBox?.x ?? 0).toBeGreaterThan((zhBox?.x ?? 0) + (zhBox?.width ?? 0));
    await english.fill('Polyglot Tavern');
    await owner.page.getByTestId('unsaved-mark').waitFor();
    await owner.page.getByTestId('store-save').click();
    await owner.page.getByTestId('unsaved-mark').waitFor({ state: 'detached' });

    // On a phone the languages stack, Chinese first.
    await owner.page.setViewportSize(PHONE.viewport);
    await expect
      .poll(async () => ((await english.boundingBox())?.y ?? 0) - ((await chinese.boundingBox())?.y ?? 0))
      .toBeGreaterThan(20);
    expect(owner.errors).toEqual([]);
    await owner.context.close();

    for (const [lang, name] of [
      ['en', 'Polyglot Tavern'],
      ['zh-cn', '语言小馆'],
    ] as const) {
      const visitor = await openPage(browser, DESKTOP);
      await useLanguage(visitor.context, lang);
      await visitor.page.goto(`${server.url}/chatai/${store.storeuuid}`);
      await expect.poll(() => visitor.page.getByTestId('chat-store-name').textContent()).toBe(name);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });
});
