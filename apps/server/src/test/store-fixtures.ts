import { randomBytes } from 'node:crypto';
import type { TAgentType, TChatEvent } from '@storefront/shared';
import { expect } from 'vitest';
import { createMember, loginAs } from './factories.js';
import { EN, type TestBody, type TestServer } from './harness.js';
import { answerText, readEvents } from './sse.js';

/**
 * A store added through the console as an operator would (Shanghai, Xuhui), its texts in English only, with any
 * field overridden.
 */
export async function addStore(
  server: TestServer,
  operatorHeaders: Record<string, string>,
  overrides: Record<string, unknown> = {},
): Promise<TestBody> {
  const { body } = await server.post(
    '/api/admin/stores/add',
    {
      name: { en: `Test store ${randomBytes(4).toString('hex')}` },
      province_code: '310000',
      city_code: '310100',
      district_code: '310104',
      address: { en: '88 Caoxi North Road' },
      lat: 31.19,
      lng: 121.43,
      phone: '021-5555 0000',
      hours: '09:00-21:00',
      description: { en: 'A store made by a test.' },
      ...overrides,
    },
    { ...EN, ...operatorHeaders },
  );
  expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
  return body.data;
}

/** A member who runs the store, signed in: `headers` is ready to send. */
export async function storeOwnerOf(server: TestServer, storeId: number) {
  const { db } = server.database;
  const member = await createMember(db);
  await db.updateTable('user').set({ shop_id: storeId }).where('id', '=', member.id).execute();
  const token = await loginAs(db, member.id);
  return { member, token, headers: { 'ba-user-token': token, ...EN } };
}

let clients = 0;

/**
 * One question to a store's chat as a new visitor from an address of its own (or as the member whose token is
 * in `headers`), for the agent type; the streamed answer's text and events.
 */
export async function askStore(
  server: TestServer,
  input: { storeuuid: string; question: string; agentType?: TAgentType; headers?: Record<string, string> },
): Promise<{
  text: string;
  events: TChatEvent[];
  conversationId: number;
  answerId: number;
  /** What the asker sends: their visitor id and address (rating the answer, asking again). */
  headers: Record<string, string>;
}> {
  clients += 1;
  const ip = `10.9.${Math.floor(clients / 250)}.${clients % 250}`;
  const headers = { ...EN, 'x-forwarded-for': ip, ...input.headers };
  const init = await server.request('/api/chat/init', {
    headers: { ...headers, storeuuid: input.storeuuid, 'agent-type': input.agentType ?? 'agent' },
  });
  expect(init.body, JSON.stringify(init.body)).toMatchObject({ code: 1 });
  const response = await fetch(`${server.url}/api/chat/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', visitor: init.body.data.visitor, ...headers },
    body: JSON.stringify({ chatkey: init.body.data.chatkey, content: input.question }),
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events = await readEvents(response);
  const meta = events.find((event) => event.type === 'meta');
  if (meta?.type !== 'meta') throw new Error(`no answer: ${JSON.stringify(events)}`);
  return {
    text: answerText(events),
    events,
    conversationId: meta.conversation_id,
    answerId: meta.message_id,
    headers: { ...headers, visitor: init.body.data.visitor },
  };
}
