import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from './support/browser.js';
import { DEMO_STORE } from './support/chat.js';
import {
  cardNames,
  pickArea,
  servePlainSite,
  type TPlainSite,
  useLanguage,
  waitForCards,
} from './support/discovery.js';
import { type RunningServer, startServer } from './support/server.js';

/** Hutong Bike Repair (Beijing, Dongcheng) and a point a few hundred metres from it. */
const HUTONG_BIKES = '48e7b193-9950-42d5-aa47-b06799eb6881';
const NEAR_HUTONG_BIKES = { latitude: 39.9392, longitude: 116.4051 };

type TListed = {
  list: { storeuuid: string; name: string; city_name: string; district_name: string }[];
  total: number;
};

describe('store discovery, content pages and the widget in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let shop: TPlainSite;

  /** The API's own answer, for comparing what the page shows with what the server says. */
  const listed = async (query: string, language: 'zh-cn' | 'en'): Promise<TListed> => {
    const response = await fetch(`${server.url}/api/index/instoLists?${query}`, {
      headers: { 'think-lang': language },
    });
    return ((await response.json()) as { data: TListed }).data;
  };

  beforeAll(async () => {
    shop = await servePlainSite();
    server = await startServer({ env: { CHAT_IP_FREE_PER_DAY: '100' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await shop?.close();
  });

  it('lists featured stores on the home page and narrows them to a province and a city (Chinese, desktop)', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(server.url);
    await waitForCards(page);
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    expect(await page.getByTestId('store-results').getAttribute('data-mode')).toBe('featured');
    await expect.poll(() => page.getByTestId('footer').locator('a[href="/md?doc=terms"]').count()).toBe(1);

    await pickArea(page, ['浙江省', '杭州市']);
    await page.waitForURL(/area=330000%2C330100|area=330000,330100/);
    const expected = await listed('province=330000&city=330100&limit=100', 'zh-cn');
    expect(expected.total).toBeGreaterThan(0);
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(expected.list.map((store) => store.name).sort());
    expect(await page.getByTestId('store-results-title').textContent()).toBe('搜索结果');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filters by area at phone width in English, and the address keeps the filter across a reload', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await useLanguage(context, 'en');
    await page.goto(server.url);
    await waitForCards(page);
    // The areas are named in English: provinces as English writes them, the others in pinyin.
    await page.getByTestId('store-search').locator('.ant-cascader, .ant-select').first().click();
    const provinces = page.locator('.ant-cascader-menu').first().locator('.ant-cascader-menu-item');
    await expect.poll(() => provinces.count()).toBe(34);
    const names = (await provinces.allTextContents()).join(' ');
    expect(names).toContain('Inner Mongolia');
    expect(names).not.toMatch(/\p{Script=Han}/u);
    await page.keyboard.press('Escape');
    await pickArea(page, ['Beijing']);
    const expected = await listed('province=110000&limit=100', 'en');
    // The cards' area names, which a card without an address shows, are English as well.
    expect(new Set(expected.list.map((store) => store.city_name))).toEqual(new Set(['Beijing']));
    expect(expected.list.map((store) => store.district_name).join(' ')).not.toMatch(/\p{Script=Han}/u);
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(expected.list.map((store) => store.name).sort());
    await page.reload();
    await waitForCards(page);
    expect((await cardNames(page)).sort()).toEqual(expected.list.map((store) => store.name).sort());
    // The cascader names the kept filter in English too once it has loaded its names again.
    await expect
      .poll(() =>
        page.getByTestId('store-search').locator('.ant-cascader, .ant-select').first().textContent(),
      )
      .toContain('Beijing');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('shows the nearest store first, with its distance, for a granted position near it', async () => {
    for (const [options, language] of [
      [DESKTOP, 'zh-cn'],
      [PHONE, 'en'],
    ] as const) {
      const { page, context } = await openPage(browser, {
        ...options,
        geolocation: NEAR_HUTONG_BIKES,
        permissions: ['geolocation'],
      });
      await useLanguage(context, language);
      await page.goto(server.url);
      await waitForCards(page);
      await page.getByTestId('near-me').click();
      await expect.poll(() => page.getByTestId('store-results').getAttribute('data-mode')).toBe('nearby');
      await waitForCards(page);
      const first = page.getByTestId('store-card').first();
      expect(await first.getAttribute('data-store')).toBe(HUTONG_BIKES);
      expect(await first.getByTestId('store-distance').textContent()).toMatch(
        language === 'en' ? /\d+ m$/ : /\d+ 米$/,
      );
      await context.close();
    }
  });

  it('explains a denied location and keeps the list usable', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await useLanguage(context, 'en');
    await page.goto(server.url);
    await waitForCards(page);
    await page.getByTestId('near-me').click();
    const notice = page.getByTestId('near-me-notice');
    await notice.waitFor();
    expect(await notice.getAttribute('data-status')).toBe('denied');
    expect(await notice.textContent()).toContain('Location access is off');
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  it("opens an example's chat with its first question filled in (both languages)", async () => {
    for (const [options, language] of [
      [DESKTOP, 'en'],
      [PHONE, 'zh-cn'],
    ] as const) {
      const { page, context, errors } = await openPage(browser, options);
      await useLanguage(context, language);
      await page.goto(`${server.url}/instructions?type=example`);
      await page.getByTestId('content-item').first().click();
      await page.getByTestId('example-thread').waitFor();
      const question =
        (await page.locator('[data-testid="example-turn"][data-role="user"]').first().textContent()) ?? '';
      expect(question.trim().length).toBeGreaterThan(0);
      await page.getByTestId('example-try').click();
      await page.waitForURL(/\/chatai\/[\w-]+\?q=/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(question.trim());
      await page.getByTestId('chat-composer').waitFor();
      await expect
        .poll(() => page.getByTestId('chat-composer').locator('textarea').inputValue())
        .toBe(question.trim());
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('renders /md?doc=terms with a table of contents whose links reach their headings', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/md?doc=terms`);
    await page.getByTestId('article-title').waitFor();
    const links = page.getByTestId('article-toc').locator('a');
    await expect.poll(() => links.count()).toBeGreaterThan(1);
    const href = (await links.nth(1).getAttribute('href')) ?? '';
    expect(await page.locator(`[id="${href.slice(1)}"]`).count()).toBe(1);
    expect(await page.getByTestId('article-body').locator('script').count()).toBe(0);
    await context.close();

    const phone = await openPage(browser, PHONE);
    await useLanguage(phone.context, 'en');
    await phone.page.goto(`${server.url}/md?doc=terms`);
    await phone.page.getByTestId('article-toc').waitFor();
    expect(await phone.page.getByTestId('article-title').textContent()).toMatch(/terms/i);
    await phone.context.close();
  });

  it('lists every document at /md, in both languages, each opening its article', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await useLanguage(context, 'en');
    await page.goto(`${server.url}/md`);
    await page.getByTestId('documents-page').waitFor();
    const items = page.getByTestId('content-item');
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator('h1').textContent()).toBe('Documents');
    const hrefs = await items.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/md?doc=terms');
    await items
      .filter({ has: page.locator('text=/terms/i') })
      .first()
      .click();
    await page.waitForURL((url) => url.search === '?doc=terms');
    await page.getByTestId('article-title').waitFor();
    await context.close();

    const phone = await openPage(browser, PHONE);
    await phone.page.goto(`${server.url}/md`);
    await expect.poll(() => phone.page.getByTestId('content-item').count()).toBeGreaterThanOrEqual(3);
    expect(await phone.page.locator('h1').textContent()).toBe('文档');
    await phone.context.close();
  });

  it('shows the 404 page for an unknown help article and an unknown document', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${server.url}/instructions/999999`);
    await expect.poll(() => page.getByTestId('not-found').textContent()).toContain('/instructions/999999');
    await page.goto(`${server.url}/md?doc=no-such-doc`);
    await expect.poll(() => page.getByTestId('not-found').textContent()).toContain('/md?doc=no-such-doc');
    await context.close();
  });

  it('the snippet on a plain page from another origin opens the chat in a bubble, and a question gets an answer', async () => {
    const { page: demo, context: demoContext } = await openPage(browser, DESKTOP);
    await demo.goto(`${server.url}/demo`);
    const snippet = (await demo.getByTestId('widget-snippet-code').textContent()) ?? '';
    expect(snippet).toContain(`${server.url}/widget.js`);
    expect(snippet).toContain(DEMO_STORE);
    // The demo page carries the live widget; it leaves with the page and comes back with it.
    const bubble = demo.locator(`[data-storefront-widget="${DEMO_STORE}"] button`);
    await bubble.waitFor();
    await demo.getByTestId('footer').locator('a[href="/md?doc=terms"]').click();
    await demo.getByTestId('article-title').waitFor();
    expect(await bubble.count()).toBe(0);
    await demo.goBack();
    await bubble.waitFor();
    await demoContext.close();

    shop.setBody(`<h1>Galaxy Coffee</h1><p>Our own website.</p>${snippet}`);
    const { page, context } = await openPage(browser, PHONE);
    await page.goto(shop.origin);
    expect(await page.evaluate(() => window.location.origin)).not.toBe(server.url);
    await page.locator(`[data-storefront-widget="${DEMO_STORE}"] button`).click();
    const frame = page.frameLocator('#storefront-widget-panel iframe');
    const input = frame.getByTestId('chat-composer').locator('textarea');
    await input.fill('你们几点开门');
    await input.press('Enter');
    const answer = frame.locator('[data-testid="chat-message"][data-role="assistant"]').last();
    await expect.poll(() => answer.textContent(), { timeout: 20_000 }).toMatch(/\d{1,2}:\d{2}/);
    await context.close();
  });

  it('on a phone the open widget covers the screen, and Esc or its close button inside the chat closes it', async () => {
    shop.setBody(
      `<h1>Galaxy Coffee</h1><script src="${server.url}/widget.js" data-store="${DEMO_STORE}" async></script>`,
    );
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(shop.origin);
    const bubble = page.locator(`[data-storefront-widget="${DEMO_STORE}"] button`);
    const panel = page.locator('#storefront-widget-panel');
    const frame = page.frameLocator('#storefront-widget-panel iframe');
    const input = frame.getByTestId('chat-composer').locator('textarea');

    await bubble.click();
    await input.waitFor();
    // Nothing of the host page shows around the open panel, and the bubble does not cover the chat's send button.
    expect(await panel.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: PHONE.viewport.width,
      height: PHONE.viewport.height,
    });
    expect(await bubble.isVisible()).toBe(false);
    const send = await frame.getByTestId('chat-send').boundingBox();
    expect((send?.y ?? 0) + (send?.height ?? 0)).toBeLessThanOrEqual(PHONE.viewport.height);

    // Esc typed in the chat's input reaches the host page, which closes the panel and gives focus to the bubble.
    await input.focus();
    await input.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await bubble.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');

    await bubble.click();
    await frame.getByTestId('widget-close').click();
    await panel.waitFor({ state: 'hidden' });
    expect(await bubble.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
