import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { TEST_HOOK_HEADERS } from './server.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** System Chromium, headless, with the flags this sandboxed, offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** A page in a fresh context; page errors are collected so a test can assert there were none. */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

type TPoint = { x: number; y: number };

/** The captcha dialog's image box once its opening animation has settled (clicks need the final box). */
async function settledBox(page: Page, selector: string) {
  let previous = '';
  for (let attempt = 0; attempt < 40; attempt++) {
    const box = await page.locator(selector).boundingBox();
    const key = JSON.stringify(box);
    if (box && key === previous) return box;
    previous = key;
    await page.waitForTimeout(100);
  }
  throw new Error('the captcha image did not settle');
}

/**
 * Solves the open click captcha like a person would: asks the server's test hook (tests only) where
 * the targets are, scales those image pixels to the size the image is shown at, and clicks (or taps) them in
 * order; resolves once the dialog has closed.
 */
export async function solveCaptcha(page: Page, serverUrl: string, options: { touch?: boolean } = {}) {
  const selector = '[data-testid="captcha-image"]';
  await page.waitForFunction((sel) => {
    const image = document.querySelector<HTMLImageElement>(sel);
    return Boolean(image?.complete && image.naturalWidth > 0);
  }, selector);
  const image = page.locator(selector);
  const id = await image.getAttribute('data-captcha-id');
  const hook = await fetch(`${serverUrl}/__test/captcha/${id}`, { headers: TEST_HOOK_HEADERS });
  const answer = (await hook.json()) as {
    data: { points: TPoint[] };
  };
  const natural = await image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
  const box = await settledBox(page, selector);
  for (const point of answer.data.points) {
    const x = box.x + (point.x * box.width) / natural.width;
    const y = box.y + (point.y * box.height) / natural.height;
    if (options.touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  }
  await page.getByTestId('captcha-modal').waitFor({ state: 'detached', timeout: 10_000 });
}

/**
 * Stores a member's id and token the way the login page leaves them, once per tab (a sessionStorage mark), so a
 * logout or password change inside the page is not undone by the next navigation.
 */
export async function injectSession(context: BrowserContext, session: { id: number; token: string }) {
  await context.addInitScript(
    ([id, token]) => {
      if (sessionStorage.getItem('e2e-session-injected')) return;
      sessionStorage.setItem('e2e-session-injected', '1');
      localStorage.setItem('ba-user-token', String(token));
      localStorage.setItem('userInfo', JSON.stringify({ id, token, refresh_token: '' }));
    },
    [session.id, session.token] as const,
  );
}
