import type { Page } from 'playwright-core';
import type { RunningServer } from './server.js';

/** The seeded demo store (its assistant answers from the knowledge base by default). */
export const DEMO_STORE = '5f0c6b1e-2d4a-4c8e-9b7a-3e1f0d2c4b6a';

/**
 * Plays operator on the demo store's published assistant: its provider (an OpenAI-compatible upstream such as
 * the fake one, or back to `default`, which is the builtin knowledge-base provider here) and free count.
 */
export function setDemoAssistant(
  server: RunningServer,
  settings: { upstream?: string; freeCount?: number },
): void {
  server.withDb((db) => {
    const store = db.prepare('select id from store where storeuuid = ?').get(DEMO_STORE) as { id: number };
    const provider = settings.upstream ? 'openai-compatible' : 'default';
    db.prepare(
      `update assistant set provider = ?, base_url = ?, model = ?, api_key_encrypted = '', free_count = ?
       where store_id = ? and variant = 'published'`,
    ).run(
      provider,
      settings.upstream ?? '',
      settings.upstream ? 'test' : '',
      settings.freeCount ?? 5,
      store.id,
    );
  });
}

export const chatMessages = (page: Page) => page.getByTestId('chat-message');
export const lastAnswer = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-role="assistant"]').last();

/** Types a question and sends it with Enter, as a person would. */
export async function ask(page: Page, question: string): Promise<void> {
  const input = page.getByTestId('chat-composer').locator('textarea');
  await input.fill(question);
  await input.press('Enter');
}

/** Waits until the thread holds `count` messages and none of them is still streaming. */
export async function waitForAnswer(page: Page, count: number): Promise<void> {
  await chatMessages(page)
    .nth(count - 1)
    .waitFor({ state: 'attached' });
  await page.locator('[data-testid="chat-message"][data-status="streaming"]').waitFor({ state: 'detached' });
  await page.getByTestId('chat-send').waitFor();
}

/**
 * Records, in the page, every length the streaming answer's text has had: more than a couple of growing
 * lengths means the text appeared as it arrived rather than all at once.
 */
export async function recordAnswerGrowth(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const lengths: number[] = [];
    Object.assign(window, { __answerLengths: lengths });
    const observer = new MutationObserver(() => {
      const text =
        document.querySelector('[data-role="assistant"][data-status="streaming"]')?.textContent ?? '';
      if (text.length > 0 && text.length !== lengths.at(-1)) lengths.push(text.length);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __answerLengths: number[] }).__answerLengths);
}
