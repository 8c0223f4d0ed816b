import { CONSOLE_API } from '@storefront/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { ask, lastAnswer, waitForAnswer } from './support/chat.js';
import { consoleApi } from './support/console-api.js';
import { useLanguage } from './support/discovery.js';
import { createOperator, signInToConsole } from './support/operator.js';
import { type RunningServer, startServer } from './support/server.js';

type TEntry = { question: string; answer: string };
type TJourney = {
  lang: 'zh-cn' | 'en';
  device: typeof DESKTOP | typeof PHONE;
  store: string;
  welcome: string;
  entries: [TEntry, TEntry, TEntry];
  /** What the visitor asks, and the words of the answer it must get. */
  visitorAsks: string;
  answerHas: string;
  /** How the publish dialog says a change of provider and key: in words, not codes. */
  providerWords: string[];
  /** Words typed into the prompt and left unsaved, and how the console asks before they are dropped. */
  promptEdit: string;
  /** The dialog's title and text, then its two buttons. */
  leaveDialog: [string, string, string, string];
};

const journeys: TJourney[] = [
  {
    lang: 'zh-cn',
    device: DESKTOP,
    store: '晨光书咖',
    welcome: '欢迎光临晨光书咖！想了解什么都可以问我。',
    entries: [
      { question: '附近哪里可以停车？', answer: '门店后方莲花巷停车场可免费停车两小时。' },
      { question: '可以为团体订座吗？', answer: '六人以上团体请致电 021-5550199 预订座位。' },
      { question: '学生有优惠吗？', answer: '每周二凭学生证享受八五折。' },
    ],
    visitorAsks: '附近哪里可以停车？',
    answerHas: '莲花巷停车场',
    providerWords: ['站点默认', 'OpenAI 兼容服务', '未设置密钥', '已设置密钥'],
    promptEdit: '回答时请提到会员日。',
    leaveDialog: ['离开此页面？', '你的修改尚未保存。', '留在此页', '离开'],
  },
  {
    lang: 'en',
    device: PHONE,
    store: 'Morning Light Books',
    welcome: 'Welcome to Morning Light Books! Ask me anything.',
    entries: [
      {
        question: 'Where can I park my car?',
        answer: 'Park free for two hours in the Lotus Lane garage behind us.',
      },
      {
        question: 'Do you take group bookings?',
        answer: 'Groups of six or more can book a table on 021-5550199.',
      },
      {
        question: 'Is there a student discount?',
        answer: 'Students get 15% off every Tuesday with a student card.',
      },
    ],
    visitorAsks: 'Where can I park my car?',
    answerHas: 'Lotus Lane garage',
    providerWords: ['Site default', 'OpenAI-compatible service', 'No key', 'A key is set'],
    promptEdit: 'Mention the member day in answers.',
    leaveDialog: ['Leave this page?', 'Your changes are not saved.', 'Stay', 'Leave'],
  },
];

/** A button's label as read, without the space antd puts inside a two-character Chinese one (离 开). */
async function words(button: Locator) {
  return ((await button.textContent()) ?? '').replace(/(\p{Script=Han}) (?=\p{Script=Han})/u, '$1');
}

/** Opens a console area from the side menu: a drawer behind the menu button on a phone. */
async function openArea(page: Page, key: string, isPhone: boolean) {
  if (isPhone) await page.getByTestId('console-menu-toggle').click();
  await page.getByTestId(`console-menu-${key}`).click();
}

describe('an operator opens a store with an assistant that answers visitors', () => {
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
    const isPhone = journey.device === PHONE;
    let operator: Awaited<ReturnType<typeof openPage>>;
    let store: { id: number; storeuuid: string; hours: string };
    beforeAll(async () => {
      operator = await openPage(browser, journey.device);
      await useLanguage(operator.context, journey.lang);
      await signInToConsole(operator.page, server.url, createOperator(server));
    });
    afterAll(async () => {
      await operator?.context.close();
    });

    it('creates the store; it gets a draft and a published assistant named after it', async () => {
      const { page } = operator;
      await openArea(page, 'stores', isPhone);
      if (!isPhone) {
        // antd's own texts (the page-size picker) speak the console's language too.
        const sizes = page.locator('.ant-pagination-options').first();
        await expect.poll(() => sizes.textContent()).toMatch(journey.lang === 'en' ? /\/ page/ : /条\/页/);
      }
      await page.getByTestId('store-add').click();
      await page.getByTestId(`store-name-${journey.lang}`).fill(journey.store);
      await page.getByTestId('store-hours-input').fill('9:00 - 21:00');
      await page.getByTestId('store-phone-input').fill('021-5550199');
      await page.getByTestId('store-form-save').click();
      await page.getByTestId('stores-row-name').filter({ hasText: journey.store }).waitFor();
      store = server.withDb(
        (db) =>
          db
            .prepare('select id, storeuuid, hours from store where name = ? or name_en = ?')
            .get(journey.store, journey.store) as typeof store,
      );
      expect(store.hours).toBe('09:00-21:00');
      const variants = server.withDb((db) =>
        db.prepare('select variant from assistant where store_id = ? order by variant').pluck().all(store.id),
      );
      expect(variants).toEqual(['draft', 'published']);
    });

    it('adds three knowledge entries to its draft', async () => {
      const { page } = operator;
      await page.getByTestId(`store-more-${store.id}`).click();
      await page.getByTestId(`store-knowledge-${store.id}`).click();
      await page.getByTestId('knowledge-no-store').waitFor({ state: 'detached' });
      for (const entry of journey.entries) {
        await page.getByTestId('knowledge-add').click();
        await page.getByTestId('knowledge-question').fill(entry.question);
        await page.getByTestId('knowledge-answer').fill(entry.answer);
        await page.getByTestId('knowledge-form-ok').click();
        await page.getByTestId('knowledge-form').waitFor({ state: 'detached' });
      }
      await expect
        .poll(() => page.getByTestId('knowledge-row-question').allTextContents())
        .toEqual(expect.arrayContaining(journey.entries.map((entry) => entry.question)));
    });

    it('asks before leaving an unsaved prompt: staying keeps the text, leaving drops it', async () => {
      const { page, errors } = operator;
      await openArea(page, 'assistants', isPhone);
      await page.getByTestId(`assistant-open-${store.id}`).click();
      const prompt = page.getByTestId('assistant-prompt');
      await prompt.waitFor();
      const saved = await prompt.inputValue();
      await prompt.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(journey.promptEdit);
      await page.getByTestId('unsaved-mark').waitFor();

      await openArea(page, 'stores', isPhone);
      const question = page.locator('.ant-modal-confirm');
      const [title, text, stay, leave] = journey.leaveDialog;
      await expect.poll(() => question.textContent()).toContain(title);
      expect(await question.textContent()).toContain(text);
      expect(await words(page.getByTestId('unsaved-stay'))).toBe(stay);
      expect(await words(page.getByTestId('unsaved-discard'))).toBe(leave);
      await page.getByTestId('unsaved-stay').click();
      await question.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/admin/assistants/${store.id}`);
      expect(await prompt.inputValue()).toBe(`${saved}${journey.promptEdit}`);

      // A reload asks too, with the browser's own prompt; dismissing it keeps the page.
      const unload = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await page.evaluate(() => window.location.reload());
      expect(await unload).toBe('beforeunload');
      expect(await prompt.inputValue()).toBe(`${saved}${journey.promptEdit}`);

      await openArea(page, 'stores', isPhone);
      await page.getByTestId('unsaved-discard').click();
      await page.waitForURL((url) => url.pathname === '/admin/stores');
      await openArea(page, 'assistants', isPhone);
      await page.getByTestId(`assistant-open-${store.id}`).click();
      await expect.poll(() => prompt.inputValue()).toBe(saved);
      expect(errors).toEqual([]);
    });

    it('saves a welcome to the draft and publishes it after reading the diff', async () => {
      const { page, errors } = operator;
      await openArea(page, 'assistants', isPhone);
      await page.getByTestId(`assistant-open-${store.id}`).click();
      // A rule's label carries a hint: antd's Tooltip comes when the hint is first pointed at.
      await page.locator('.ant-form-item-tooltip').first().hover();
      const hint = page.getByRole('tooltip');
      await hint.waitFor();
      expect((await hint.textContent())?.length).toBeGreaterThan(10);
      await page.mouse.move(0, 0);
      await page.getByTestId(`assistant-welcome-${journey.lang}`).fill(journey.welcome);
      await page.getByTestId('unsaved-mark').waitFor();
      await page.getByTestId('assistant-save').click();
      await page.getByTestId('assistant-changed').waitFor();
      await page.getByTestId('unsaved-mark').waitFor({ state: 'detached' });

      // A site owner points the draft at a model service with a key: the dialog says so in words, never codes.
      const call = await consoleApi(server, createOperator(server));
      const provider = CONSOLE_API.assistants.provider;
      await call(provider, {
        body: {
          store_id: store.id,
          provider: 'openai-compatible',
          base_url: 'http://127.0.0.1:9/v1',
          model: 'm',
          api_key: 'sk-e2e-0123456789',
        },
      });
      await page.getByTestId('assistant-publish').click();
      const diff = page.getByTestId('assistant-diff');
      await expect.poll(() => diff.textContent()).toContain(journey.providerWords[1]);
      const said = (await diff.textContent()) ?? '';
      for (const words of journey.providerWords) expect(said).toContain(words);
      expect(said).not.toContain('openai-compatible');
      expect(said).not.toContain('sk-e2e');
      await page
        .getByRole('dialog')
        // antd spaces a two-character Chinese label: 取 消.
        .getByRole('button', { name: /^(?:Cancel|取\s?消)$/ })
        .click();
      await call(provider, { body: { store_id: store.id, provider: 'default', clear_api_key: true } });

      await page.getByTestId('assistant-publish').click();
      await expect.poll(() => diff.getByTestId('diff-knowledge-added').locator('li').count()).toBe(3);
      expect(await diff.textContent()).toContain(journey.welcome);
      await page.getByTestId('publish-ok').click();
      await page.getByTestId('assistant-up-to-date').waitFor();
      // Saved: leaving asks nothing.
      await openArea(page, 'stores', isPhone);
      await page.waitForURL((url) => url.pathname === '/admin/stores');
      expect(await page.getByTestId('unsaved-stay').count()).toBe(0);
      expect(errors).toEqual([]);
    });

    it("answers a visitor in the store's chat with the new welcome and knowledge", async () => {
      const visitor = await openPage(browser, journey.device);
      await useLanguage(visitor.context, journey.lang);
      await visitor.page.goto(`${server.url}/chatai/${store.storeuuid}`);
      await expect
        .poll(() => visitor.page.getByTestId('chat-welcome').textContent())
        .toContain(journey.welcome);
      await ask(visitor.page, journey.visitorAsks);
      await waitForAnswer(visitor.page, 2);
      expect(await lastAnswer(visitor.page).textContent()).toContain(journey.answerHas);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    });
  });
});
