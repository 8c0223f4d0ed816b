import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';
import { freePort } from './server.js';

/** Opens pages in the given language from the first load on, as a returning visitor would. */
export async function useLanguage(context: BrowserContext, language: 'zh-cn' | 'en'): Promise<void> {
  await context.addInitScript((lang) => localStorage.setItem('ba-lang', lang), language);
}

/** The names on the store cards currently shown, in order. */
export function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('store-name').allTextContents();
}

/** Waits until the store list has settled (no skeleton) and shows at least one card. */
export async function waitForCards(page: Page): Promise<void> {
  await page.getByTestId('store-list').waitFor();
  await page.getByTestId('store-loading').waitFor({ state: 'detached' });
}

/** Picks a path of the area cascader by option labels, province first (changeOnSelect fires at each level). */
export async function pickArea(page: Page, labels: string[]): Promise<void> {
  await page.getByTestId('store-search').locator('.ant-cascader, .ant-select').first().click();
  for (const [depth, label] of labels.entries()) {
    const menu = page.locator('.ant-cascader-menu').nth(depth);
    await menu.locator(`.ant-cascader-menu-item[title="${label}"]`).click();
  }
  await page.keyboard.press('Escape');
}

export type TPlainSite = { origin: string; setBody: (body: string) => void; close: () => Promise<void> };

/**
 * A bare HTML page on its own port, i.e. another origin than the app, as a store's own site would be (made for
 * phones too: it has a viewport tag). Its body
 * is set after start, so the app can be started knowing this origin (for its embedding allow-list).
 */
export async function servePlainSite(): Promise<TPlainSite> {
  const port = await freePort();
  let body = '';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Shop</title></head><body>${body}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    setBody: (next) => {
      body = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
