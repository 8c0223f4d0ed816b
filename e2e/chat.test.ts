import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type TFakeOpenAI, type TFakeRequest } from '../apps/server/src/test/fake-openai.js';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import {
  ask,
  chatMessages,
  DEMO_STORE,
  lastAnswer,
  recordAnswerGrowth,
  setDemoAssistant,
  waitForAnswer,
} from './support/chat.js';
import { type RunningServer, startServer } from './support/server.js';

/**
 * What the fake model streams: a markdown answer in pieces, a long slow one to stop, a tall one to scroll, and
 * HTML to echo.
 */
const ANSWER = ['Our ', 'opening ', 'hours: ', '**08:00–22:00** ', 'every ', 'day.\n\n', '| Day | Hours |\n'];
const ANSWER_END = ['|---|---|\n', '| Mon–Sun | 08:00–22:00 |\n'];
const HTML_ANSWER = ['You wrote ', '<script>alert(3)</script>', ' and <img src=x onerror=alert(4)>.'];

function lastQuestion(request: TFakeRequest): string {
  const content = request.body.messages?.at(-1)?.content;
  return typeof content === 'string' ? content : '';
}

describe('chatting with a store assistant in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: TFakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI((request) => {
      const question = lastQuestion(request);
      if (question.includes('long')) {
        return { chunks: Array.from({ length: 50 }, (_, index) => `word${index} `), chunkDelayMs: 60 };
      }
      if (question.includes('<script>')) return { chunks: HTML_ANSWER, chunkDelayMs: 10 };
      // All at once: on a slow link the server has finished long before the reader has it.
      if (question.includes('快'))
        return { chunks: Array.from({ length: 200 }, (_, index) => `片段${index} `) };
      if (question.includes('tall')) {
        return { chunks: Array.from({ length: 40 }, (_, index) => `Line ${index}\n\n`), chunkDelayMs: 50 };
      }
      return { chunks: [...ANSWER, ...ANSWER_END], chunkDelayMs: 70 };
    });
    server = await startServer({ env: { CHAT_IP_FREE_PER_DAY: '100' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  describe('a visitor in English at desktop width, who then logs in', () => {
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    const dialogs: string[] = [];
    const firstQuestion = 'When do you open?';

    beforeAll(async () => {
      setDemoAssistant(server, { upstream: fake.url, freeCount: 2 });
      ({ context, page, errors } = await openPage(browser, DESKTOP));
      await context.addInitScript(() => localStorage.setItem('ba-lang', 'en'));
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('opens on the welcome message and suggested questions, with the free messages left', async () => {
      await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
      const welcome = page.getByTestId('chat-welcome');
      await expect.poll(() => welcome.textContent()).toContain('Hi, welcome to Galaxy Coffee');
      expect(await page.getByTestId('chat-suggestions').textContent()).toContain(
        'What are your opening hours?',
      );
      expect(await page.getByTestId('free-count').getAttribute('data-left')).toBe('2');
      const info = await page.evaluate(() => JSON.parse(localStorage.getItem('chatInfo') ?? '{}'));
      expect(info).toMatchObject({ storeuuid: DEMO_STORE, free_count: 2, loginset: 0, quePage: 1 });
      expect(info.visitor).toMatch(/^v_/);
      expect(info.chatkey).toBeTruthy();
    });

    it('sends nothing empty, breaks the line on Shift+Enter and on the Enter that ends a composition', async () => {
      const input = page.getByTestId('chat-composer').locator('textarea');
      expect(await page.getByTestId('chat-send').isDisabled()).toBe(true);
      const oneLine = (await input.boundingBox())?.height ?? 0;
      await input.fill('a');
      await input.press('Shift+Enter');
      await input.pressSequentially('b');
      // An input method (pinyin) confirms its candidate with Enter: that keystroke belongs to the composition.
      await input.evaluate((element) =>
        element.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }),
        ),
      );
      expect(await input.inputValue()).toBe('a\nb');
      expect((await input.boundingBox())?.height ?? 0).toBeGreaterThan(oneLine);
      expect(await chatMessages(page).count()).toBe(0);
      await input.fill('');
    });

    it('streams the answer as it arrives and renders its markdown', async () => {
      const lengths = await recordAnswerGrowth(page);
      await ask(page, firstQuestion);
      await waitForAnswer(page, 2);
      const answer = lastAnswer(page);
      expect(await answer.getAttribute('data-status')).toBe('done');
      expect(await answer.textContent()).toContain('Our opening hours: 08:00–22:00 every day.');
      expect(await answer.locator('table td').allTextContents()).toEqual(['Mon–Sun', '08:00–22:00']);
      // Several different lengths while streaming (markdown may re-flow, so not strictly growing).
      expect((await lengths()).length).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId('free-count').getAttribute('data-left')).toBe('1');

      const rating = () =>
        server.withDb((db) =>
          db.prepare("select rating from message where role = 'assistant' order by id desc").get(),
        );
      await answer.getByTestId('action-like').click();
      await expect.poll(rating).toEqual({ rating: 1 });
      await answer.getByTestId('action-like').click();
      await expect.poll(rating).toEqual({ rating: 0 });
    });

    it('stops a long answer midway; the partial text stays, saved as stopped and free, also after a reload', async () => {
      await ask(page, 'Tell me a long story');
      const answer = lastAnswer(page);
      await expect.poll(async () => (await answer.textContent())?.length ?? 0).toBeGreaterThan(20);
      await page.getByTestId('chat-stop').click();
      await page.getByTestId('answer-stopped').waitFor();
      const partial = (await answer.textContent()) ?? '';
      expect(partial).toContain('word0');
      expect(partial).not.toContain('word49');
      const upstream = fake.requests.at(-1);
      await upstream?.closed;
      expect(upstream?.closedEarly).toBe(true);
      await expect
        .poll(() =>
          server.withDb((db) => db.prepare('select status from message order by id desc limit 1').get()),
        )
        .toEqual({ status: 'stopped' });
      expect(await page.getByTestId('free-count').getAttribute('data-left')).toBe('1');

      // Loaded again (another tab of the same visitor), it is still the stopped part, and still free.
      const again = await context.newPage();
      await again.goto(`${server.url}/chatai/${DEMO_STORE}`);
      const reloaded = lastAnswer(again);
      await expect.poll(() => reloaded.getAttribute('data-status')).toBe('stopped');
      expect(await reloaded.textContent()).toContain('word0');
      expect(await reloaded.textContent()).not.toContain('word49');
      expect(await again.getByTestId('answer-stopped').count()).toBe(1);
      expect(await again.getByTestId('free-count').getAttribute('data-left')).toBe('1');
      await again.close();
    });

    it('regenerates the last answer in place', async () => {
      await lastAnswer(page).getByTestId('action-regenerate').click();
      await page.locator('[data-testid="chat-message"][data-status="streaming"]').waitFor();
      await waitForAnswer(page, 4);
      expect(await chatMessages(page).count()).toBe(4);
      expect(await lastAnswer(page).getAttribute('data-status')).toBe('done');
      expect(await lastAnswer(page).textContent()).toContain('word49');
      const upstream = fake.requests.at(-1);
      expect(upstream && lastQuestion(upstream)).toBe('Tell me a long story');
      expect(await page.getByTestId('free-count').getAttribute('data-left')).toBe('0');
    });

    it('asks the visitor to log in once the free messages are used up, keeping the question', async () => {
      await ask(page, 'And on Sundays?');
      const prompt = page.getByTestId('login-required');
      await prompt.waitFor();
      expect(await prompt.textContent()).toContain('free messages');
      expect(await chatMessages(page).count()).toBe(4);
      expect(await page.getByTestId('chat-composer').locator('textarea').inputValue()).toBe(
        'And on Sundays?',
      );
    });

    it('logs in and finds the conversation again, also in the member chat list', async () => {
      await page.getByTestId('login-required-login').click();
      await page.waitForURL((url) => url.pathname === '/user/login');
      const form = page.getByTestId('login-form');
      await form.getByTestId('username-input').fill('demo');
      await form.getByTestId('password-input').fill('demo123456');
      await form.getByTestId('login-submit').click();
      // The server runs with CAPTCHA=off, so login asks for no captcha.
      await page.waitForURL((url) => url.pathname === `/chatai/${DEMO_STORE}`);
      expect(await page.getByTestId('captcha-modal').count()).toBe(0);
      await expect.poll(() => chatMessages(page).first().textContent()).toBe(firstQuestion);
      expect(await page.getByTestId('free-count').count()).toBe(0);

      // Named no store, the member chat opens the member's latest conversation, wherever it is.
      const elsewhere = server.withDb((db) => {
        const other = db
          .prepare('select id, storeuuid from store where storeuuid != ? order by id limit 1')
          .get(DEMO_STORE) as { id: number; storeuuid: string };
        const now = Math.floor(Date.now() / 1000) + 60;
        const { lastInsertRowid } = db
          .prepare(
            `insert into conversation (store_id, assistant_id, agent_type, user_id, title, update_time, create_time)
             select ?, a.id, 'user', u.id, 'Elsewhere', ?, ? from assistant a, user u
             where a.store_id = ? and u.username = 'demo' limit 1`,
          )
          .run(other.id, now, now, other.id);
        return { id: Number(lastInsertRowid), storeuuid: other.storeuuid };
      });
      await page.goto(`${server.url}/user/chatai`);
      await page.waitForURL(`${server.url}/user/chatai/${elsewhere.storeuuid}?c=${elsewhere.id}`);
      server.withDb((db) => db.prepare('delete from conversation where id = ?').run(elsewhere.id));

      await page.goto(`${server.url}/user/chatai`);
      await page.waitForURL((url) => url.pathname === `/user/chatai/${DEMO_STORE}`);
      const item = page.getByTestId('conversation-item').first();
      await expect.poll(() => item.textContent()).toContain(firstQuestion);
      await expect.poll(() => chatMessages(page).first().textContent()).toBe(firstQuestion);
    });

    it('shows script and img tags in a question and an answer as text, never running them', async () => {
      const question = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const before = await chatMessages(page).count();
      await ask(page, question);
      await waitForAnswer(page, before + 2);
      const mine = page.locator('[data-testid="chat-message"][data-role="user"]').last();
      expect(await mine.textContent()).toBe(question);
      expect(await lastAnswer(page).textContent()).toContain('<script>alert(3)</script>');
      expect(await lastAnswer(page).textContent()).toContain('<img src=x onerror=alert(4)>');
      expect(await page.locator('[data-testid="chat-message"] :is(script, img[src="x"])').count()).toBe(0);
      await page.waitForTimeout(300);
      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
    });

    it('follows a tall answer while the reader is at the bottom, and stays where the reader scrolls to', async () => {
      const scroller = page.locator('[data-testid="chat-panel"] .sf-chat-scroll');
      const position = () =>
        scroller.evaluate((element) => ({
          top: element.scrollTop,
          fromEnd: element.scrollHeight - element.clientHeight - element.scrollTop,
          overflow: element.scrollHeight - element.clientHeight,
        }));
      const before = await chatMessages(page).count();
      await ask(page, 'Give me a tall answer');
      const answer = lastAnswer(page);
      await expect.poll(async () => (await answer.textContent()) ?? '').toContain('Line 16');
      // Taller than the screen by now, and still streaming: the end is in view.
      const following = await position();
      expect(following.overflow).toBeGreaterThan(200);
      expect(following.fromEnd).toBeLessThanOrEqual(48);
      expect(await answer.getAttribute('data-status')).toBe('streaming');

      await scroller.hover();
      await page.mouse.wheel(0, -400);
      await expect.poll(async () => (await position()).fromEnd).toBeGreaterThan(200);
      const readingAt = (await position()).top;
      await expect.poll(async () => (await answer.textContent()) ?? '').toContain('Line 30');
      // More lines came below; what the reader looks at did not move.
      expect(Math.abs((await position()).top - readingAt)).toBeLessThan(2);
      await waitForAnswer(page, before + 2);
    });

    it('renames, finds and deletes a conversation in the member chat list', async () => {
      const item = page.getByTestId('conversation-item').first();
      const openMenu = async (action: string) => {
        await item.hover();
        await item.getByTestId('conversation-actions').click();
        await page.getByRole('menuitem', { name: action }).click();
      };
      await openMenu('Rename');
      await page.getByTestId('rename-input').fill('Opening hours');
      await page.getByTestId('rename-input').press('Enter');
      await expect.poll(() => item.textContent()).toContain('Opening hours');

      const search = page.getByTestId('conversation-search');
      await search.fill('no such title');
      await expect
        .poll(() => page.getByTestId('conversation-list').textContent())
        .toContain('No conversation matches');
      await search.fill('hours');
      await expect.poll(() => page.getByTestId('conversation-item').count()).toBe(1);
      // Words only a message has find it too, shown and marked where they were said; so does the store's name.
      await search.fill('WHEN DO');
      await expect
        .poll(() => page.getByTestId('conversation-match').first().textContent())
        .toContain(firstQuestion);
      expect(await page.getByTestId('conversation-match').first().locator('mark').textContent()).toBe(
        'When do',
      );
      await search.fill('galaxy');
      await expect.poll(() => item.locator('.sf-conv-meta mark').textContent()).toBe('Galaxy');
      await search.fill('');

      await openMenu('Delete');
      await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
      await expect
        .poll(() => page.getByTestId('conversation-list').textContent())
        .toContain('No conversations yet');
      await page.getByTestId('chat-welcome').waitFor();
      expect(new URL(page.url()).searchParams.get('c')).toBe('new');
    });

    it('loads older messages page by page in the classic chat without moving what is on screen', async () => {
      server.withDb((db) => {
        const user = db.prepare("select id from user where username = 'demo'").get() as { id: number };
        const assistant = db
          .prepare("select id, store_id from assistant where variant = 'published'")
          .get() as {
          id: number;
          store_id: number;
        };
        const later = Math.floor(Date.now() / 1000) + 60;
        const { lastInsertRowid } = db
          .prepare(
            `insert into conversation (store_id, assistant_id, agent_type, user_id, title, update_time, create_time)
             values (?, ?, 'agent', ?, 'Classic thread', ?, ?)`,
          )
          .run(assistant.store_id, assistant.id, user.id, later, later);
        // Each message follows the one before it, as the app writes them.
        const insert = db.prepare(
          `insert into message (conversation_id, parent_id, role, content, status, update_time, create_time)
           values (?, ?, ?, ?, 'done', ?, ?)`,
        );
        let parentId: number | bigint | null = null;
        for (let index = 1; index <= 60; index++) {
          parentId = insert.run(
            lastInsertRowid,
            parentId,
            index % 2 ? 'user' : 'assistant',
            `Classic message ${index}`,
            later,
            later,
          ).lastInsertRowid;
        }
      });
      // Older pages answer a little late, so the position can be measured before and after they arrive.
      await page.route(/\/api\/chat\/history\?.*page=[2-9]/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(`${server.url}/user/chataiold`);
      // Questions (odd numbers) hold only their text, so they are found by it exactly.
      const message = (index: number) =>
        page.locator('[data-testid="chat-message"][data-role="user"]', {
          hasText: new RegExp(`^Classic message ${index}$`),
        });
      await message(59).waitFor();
      expect(await message(39).count()).toBe(0);

      const scroller = page.locator('[data-testid="chat-panel"] .sf-chat-scroll');
      await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
      await page.getByTestId('loading-older').waitFor();
      const before = await message(41).boundingBox();
      await message(39).waitFor({ state: 'attached' });
      await page.waitForTimeout(150);
      const after = await message(41).boundingBox();
      expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(4);
      // The page put in front does not ask for the next one by itself: that waits for the reader.
      await page.waitForTimeout(600);
      expect(await message(1).count()).toBe(0);

      await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
      await page.getByTestId('loading-older').waitFor();
      await page.getByTestId('loading-older').waitFor({ state: 'detached' });
      // The list kept its place again; at the very top now sit the first message and the store's welcome.
      await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
      await message(1).waitFor();
      await page.locator('.sf-chat-intro').waitFor();
      const info = await page.evaluate(() => JSON.parse(localStorage.getItem('chatInfo') ?? '{}'));
      expect(info.quePage).toBe(3);
      await page.unroute(/\/api\/chat\/history/);
    });
  });

  describe('a visitor on a slow link who presses Stop after the server has finished the answer', () => {
    it('sees the whole answer, is told it counts, and finds the free messages one fewer', async () => {
      setDemoAssistant(server, { upstream: fake.url, freeCount: 3 });
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await context.addInitScript(() => localStorage.setItem('ba-lang', 'zh-cn'));
      await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
      await expect.poll(() => page.getByTestId('free-count').getAttribute('data-left')).toBe('3');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const link = (downloadThroughput: number) =>
        cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput,
          uploadThroughput: -1,
        });
      await link(1500);
      await ask(page, '来一个快的回答');
      const answer = lastAnswer(page);
      await expect.poll(() => answer.textContent(), { timeout: 10_000 }).toContain('片段0');
      const lastAnswerRow = () =>
        server.withDb((db) =>
          db.prepare("select status from message where role = 'assistant' order by id desc limit 1").get(),
        );
      await expect.poll(lastAnswerRow).toEqual({ status: 'done' });
      expect(await answer.textContent()).not.toContain('片段199');

      await page.getByTestId('chat-stop').click();
      await link(-1);
      await page.getByTestId('answer-finished-before-stop').waitFor();
      expect(await page.getByTestId('answer-finished-before-stop').textContent()).toContain(
        '按下停止时回答已经完成',
      );
      expect(await answer.getAttribute('data-status')).toBe('done');
      expect(await answer.textContent()).toContain('片段199');
      await expect.poll(() => page.getByTestId('free-count').getAttribute('data-left')).toBe('2');
      expect(await lastAnswerRow()).toEqual({ status: 'done' });
      expect(errors).toEqual([]);
      await context.close();
    });
  });

  describe('a visitor who asks before the conversation has loaded', () => {
    it('sees the question and its answer once it has, and keeps them', async () => {
      setDemoAssistant(server, { freeCount: 5 });
      const { context, page, errors } = await openPage(browser, DESKTOP);
      await context.addInitScript(() => localStorage.setItem('ba-lang', 'en'));
      let releaseHistory = () => {};
      const historyHeld = new Promise<void>((resolve) => {
        releaseHistory = resolve;
      });
      // The history is read before the question is sent, and its answer arrives only after the question.
      await page.route(/\/api\/chat\/history\?/, async (route) => {
        const response = await route.fetch();
        await historyHeld;
        await route.fulfill({ response });
      });
      await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
      await ask(page, 'What are your opening hours?');
      await page.waitForTimeout(300);
      releaseHistory();
      await waitForAnswer(page, 2);
      await expect.poll(() => lastAnswer(page).textContent()).toMatch(/Opening hours/);
      // Nothing arriving later takes them off the screen.
      await page.waitForTimeout(500);
      expect(await chatMessages(page).count()).toBe(2);
      expect(await chatMessages(page).first().textContent()).toContain('What are your opening hours?');
      expect(errors).toEqual([]);
      await page.unroute(/\/api\/chat\/history/);
      await context.close();
    });
  });

  describe('a store outside its hours, and one the site switched off', () => {
    it('says closed now with the opening time and still answers; switched off, it takes no questions', async () => {
      setDemoAssistant(server, { freeCount: 5 });
      const chinaHour = (Number(new Date().toISOString().slice(11, 13)) + 8) % 24;
      const clock = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;
      const setStore = (hours: string, status: string) =>
        server.withDb((db) =>
          db
            .prepare('update store set hours = ?, status = ? where storeuuid = ?')
            .run(hours, status, DEMO_STORE),
        );
      setStore(`${clock(chinaHour + 2)}-${clock(chinaHour + 3)}`, 'open');
      const { context, page, errors } = await openPage(browser, DESKTOP);
      try {
        await context.addInitScript(() => localStorage.setItem('ba-lang', 'zh-cn'));
        await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
        const standing = page.getByTestId('chat-store-standing');
        await expect.poll(() => standing.textContent()).toContain(`已打烊 · ${clock(chinaHour + 2)} 开门`);
        await page.getByTestId('chat-suggestions').waitFor();
        await ask(page, '你们几点开门');
        await waitForAnswer(page, 2);
        expect(await lastAnswer(page).getAttribute('data-status')).toBe('done');

        setStore('08:00-22:00', 'closed');
        await page.reload();
        await expect.poll(() => standing.textContent()).toContain('暂停咨询');
        expect(await page.getByTestId('chat-suspended').textContent()).toContain('该店铺目前暂停咨询');
        expect(await page.getByTestId('chat-composer').count()).toBe(0);
        expect(await page.getByTestId('chat-suggestions').count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        setStore('08:00-22:00', 'open');
        await context.close();
      }
    });
  });

  describe('a visitor in Chinese at phone width', () => {
    it('answers from the knowledge base, starts a new chat on /newchat, and fits the phone', async () => {
      setDemoAssistant(server, { freeCount: 5 });
      const { context, page, errors } = await openPage(browser, PHONE);
      await context.addInitScript(() => localStorage.setItem('ba-lang', 'zh-cn'));
      await page.goto(`${server.url}/chatai/${DEMO_STORE}`);
      await expect.poll(() => page.getByTestId('chat-welcome').textContent()).toContain('欢迎来到星河咖啡');
      await ask(page, '你们几点开门');
      await waitForAnswer(page, 2);
      // Hours come from the store's record, written as its card shows them.
      expect(await lastAnswer(page).textContent()).toContain('08:00-22:00');

      await page.goto(`${server.url}/newchat/${DEMO_STORE}`);
      await page.getByTestId('chat-welcome').waitFor();
      expect(await chatMessages(page).count()).toBe(0);
      await ask(page, '可以送外卖吗');
      await waitForAnswer(page, 2);
      expect(await chatMessages(page).count()).toBe(2);

      const layout = await page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        composerBottom:
          document.querySelector('[data-testid="chat-composer"]')?.getBoundingClientRect().bottom ?? 0,
      }));
      expect(layout.overflow).toBeLessThanOrEqual(0);
      expect(layout.composerBottom).toBeGreaterThan(PHONE.viewport.height - 80);
      expect(layout.composerBottom).toBeLessThanOrEqual(PHONE.viewport.height);
      expect(errors).toEqual([]);
      await context.close();
    });
  });
});
