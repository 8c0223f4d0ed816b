import type { Page } from 'playwright-core';

/** What has focus, said in a way a failing assertion makes readable: tag, test id, name or text. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const id = element.getAttribute('data-testid');
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `${element.tagName.toLowerCase()}${id ? `[${id}]` : ''} ${name}`.trim();
  });
}

/**
 * Presses `key` (Tab or Shift+Tab) until the focused element matches `selector`, at most `limit` times, as a
 * keyboard user looking for it would; returns how many presses it took, or throws saying where focus went.
 */
export async function tabTo(page: Page, selector: string, limit: number, key = 'Tab'): Promise<number> {
  const visited: string[] = [];
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(key);
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return presses;
    visited.push(await focused(page));
  }
  throw new Error(`${limit} × ${key} never reached ${selector}; focus went:\n${visited.join('\n')}`);
}

/** Waits until the focused element matches `selector`. */
export async function waitForFocus(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => document.activeElement?.matches(sel) ?? false, selector, {
    timeout: 10_000,
  });
}

/**
 * The keyboard focus ring around the focused element (or the field box that wraps it): its outline's width in
 * pixels and colour, or null when nothing shows where focus is.
 */
export function focusRing(page: Page): Promise<{ width: number; color: string } | null> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && depth < 4; depth++, element = element.parentElement) {
      const style = getComputedStyle(element);
      const width = Number.parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && width >= 2) return { width, color: style.outlineColor };
    }
    return null;
  });
}
