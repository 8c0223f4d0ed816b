import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION_STORES } from '../../test/evaluation-set.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { answerText, readEvents } from '../../test/sse.js';

/** The questions a new visitor asked the seeded Hot Dry Noodle King that the builtin engine used to miss. */
describe("the builtin engine's answers through the chat API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { CHAT_IP_FREE_PER_DAY: '50' });
  });
  afterAll(() => server.close());

  const ask = async (content: string, lang: 'zh-cn' | 'en') => {
    const headers = { storeuuid: EVALUATION_STORES.noodleKing, 'think-lang': lang };
    const { body } = await server.request('/api/chat/init', { headers });
    const response = await fetch(`${server.url}/api/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': lang, visitor: body.data.visitor },
      body: JSON.stringify({ chatkey: body.data.chatkey, content }),
    });
    return answerText(await readEvents(response));
  };

  it('answers a two-part Chinese question part by part, each under its own question', async () => {
    const text = await ask('你们几点开门？有什么招牌菜？', 'zh-cn');
    expect(text).toContain('**你们几点开门**');
    expect(text).toContain('06:00-13:30');
    expect(text).toContain('**有什么招牌菜**');
    expect(text).toContain('热干面 ¥8');
    expect(text).not.toContain('抱歉');
  });

  it('greets "Hello, what can you do?" with what the assistant can do', async () => {
    const text = await ask('Hello, what can you do?', 'en');
    expect(text).toMatch(/^Hi! I'm the .*Hot Dry Noodle King assistant: ask me about the menu/);
  });

  it('prices the hot dry noodles in English from the price list, not the store description', async () => {
    const text = await ask('How much is the hot dry noodle?', 'en');
    expect(text).toContain('Hot dry noodles ¥8');
    expect(text).not.toContain('A Wuhan breakfast favourite');
  });
});
