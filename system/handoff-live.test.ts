import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAs } from '../apps/server/src/test/factories.js';
import { openLive } from '../apps/server/src/test/live.js';
import { startPgCluster, type TCluster } from './support/cluster.js';
import { sharedServices } from './support/services.js';

const services = sharedServices();

// biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON answers
type TBody = any;

describe.skipIf(!services)(
  'talking to the store across two server processes over PostgreSQL and Redis',
  () => {
    let cluster: TCluster;
    beforeAll(async () => {
      cluster = await startPgCluster({
        pgUrl: services?.pgUrl ?? '',
        redisUrl: services?.redisUrl ?? '',
        count: 2,
      });
    });
    afterAll(async () => {
      await cluster?.stop();
    });

    const url = (index: number) => cluster.servers[index]?.url ?? '';
    const call = async (index: number, path: string, headers: Record<string, string>, body?: unknown) =>
      (await (
        await fetch(url(index) + path, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'content-type': 'application/json', 'think-lang': 'en', ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      ).json()) as TBody;

    it("brings a visitor's handoff on one process to the owner's inbox on the other, and the reply back", async () => {
      const { db } = cluster.database;
      const store = await db
        .selectFrom('store')
        .select(['id', 'storeuuid'])
        .where('status', '=', 'open')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const member = await createMember(db);
      await db.updateTable('user').set({ shop_id: store.id }).where('id', '=', member.id).execute();
      const owner = { 'ba-user-token': await loginAs(db, member.id), 'think-lang': 'en' };

      // The owner's inbox is open on process 1.
      const inbox = await openLive(`${url(1)}/api/shop/handoffs/live`, owner);
      await inbox.next((event) => event.type === 'ready');

      // The visitor chats on process 0.
      const ip = { 'x-forwarded-for': `10.41.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
      const init = await call(0, '/api/chat/init', { ...ip, storeuuid: store.storeuuid });
      const visitor = { ...ip, visitor: init.data.visitor };
      const opened = await call(0, '/api/chat/handoff/open', visitor, {
        chatkey: init.data.chatkey,
        contact: 'visitor@example.com',
      });
      expect(opened).toMatchObject({ code: 1, data: { state: 'waiting' } });
      const conversationId = opened.data.conversation_id;
      const arrived = await inbox.next(
        (event) => event.type === 'handoff' && event.handoff.id === opened.data.id,
      );
      expect(arrived.handoff).toMatchObject({ contact: 'visitor@example.com', state: 'waiting' });

      const chat = await openLive(
        `${url(0)}/api/chat/live?chatkey=${init.data.chatkey}&conversation_id=${conversationId}`,
        visitor,
      );
      await chat.next((event) => event.type === 'handoff' && event.handoff?.state === 'waiting');
      await call(0, '/api/chat/handoff/message', visitor, {
        chatkey: init.data.chatkey,
        conversation_id: conversationId,
        content: 'Are you open today?',
      });
      await inbox.next(
        (event) => event.type === 'handoff' && event.handoff.last_message === 'Are you open today?',
      );

      // The owner replies on process 1; the visitor's open chat on process 0 shows it.
      const replied = await call(1, '/api/shop/handoffs/reply', owner, {
        id: opened.data.id,
        content: 'Yes, until nine.',
      });
      expect(replied.code).toBe(1);
      const reply = await chat.next((event) => event.type === 'message');
      expect(reply.message).toMatchObject({ role: 'store', content: 'Yes, until nine.' });
      inbox.close();
      chat.close();
    });
  },
);
