import type { TChatEvent } from '@storefront/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../apps/server/src/cli/seed/demo.js';
import { createMember, givePoints, loginAs } from '../apps/server/src/test/factories.js';
import { startFakeOpenAI, type TFakeOpenAI } from '../apps/server/src/test/fake-openai.js';
import { readEvents } from '../apps/server/src/test/sse.js';
import { TEST_HOOK_HEADERS } from '../e2e/support/server.js';
import { postgresTarget, sqliteTarget, type TCrashTarget } from './support/crash-target.js';
import { sharedServices } from './support/services.js';

const services = sharedServices();
const LEASE_SECONDS = 3;
const MEMBERS = 20;
const WRITES_PER_MEMBER = 40;
const SENDS_PER_MEMBER = 9;
/** The sends of one member whose answers (1 point each) are still streaming or queued when the server dies. */
const HOLDER_SENDS = 20;
/** 20 × 40 ledger writes, 20 × 9 chat sends and the holder's 20: 1,000 requests, 600 of them at once. */
const TOTAL = MEMBERS * (WRITES_PER_MEMBER + SENDS_PER_MEMBER) + HOLDER_SENDS;
/**
 * Half of each member's ledger writes are held back until the holder's answers have begun, then sent at once;
 * the server is killed when this many of those have been answered, so hundreds of writes are in flight then
 * whatever the order in which the rest were served.
 */
const KILL_AFTER_LATE = 50;

type TMember = { id: number; token: string; ip: string };
type TOutcome =
  | { kind: 'ledger'; key: string; code?: number }
  | { kind: 'chat'; answerId?: number; done: boolean };

describe.each(['sqlite', 'postgres'] as const)(
  'a server killed in the middle of 1,000 ledger writes on %s',
  (dialect) => {
    const unavailable = dialect === 'postgres' && !services;
    let upstream: TFakeOpenAI;
    let target: TCrashTarget;
    beforeAll(async () => {
      if (unavailable) return;
      // Answers take about two seconds, so the holder's 20 (two at a time) take some 20 s: some are streaming and
      // more are queued when the server dies, however long a loaded machine takes to reach the kill.
      upstream = await startFakeOpenAI({
        chunks: ['one ', 'two ', 'three ', 'four ', 'five ', 'six ', 'seven ', 'eight ', 'nine ', 'ten'],
        chunkDelayMs: 200,
      });
      const env = {
        AI_BASE_URL: upstream.url,
        AI_MODEL: 'fake',
        SITE_CACHE_TTL_MS: '0',
        CHAT_LEASE_SECONDS: String(LEASE_SECONDS),
      };
      target =
        dialect === 'sqlite'
          ? await sqliteTarget(env)
          : await postgresTarget({ pgUrl: services?.pgUrl ?? '', redisUrl: services?.redisUrl ?? '' }, env);
      await target.database.db.updateTable('assistant').set({ score_per_message: 1 }).execute();
    });
    afterAll(async () => {
      await target?.stop();
      await upstream?.close();
    });

    const member = async (points: number, ip: string): Promise<TMember> => {
      const { db } = target.database;
      const row = await createMember(db);
      await givePoints(db, row.id, points);
      return { id: row.id, token: await loginAs(db, row.id), ip };
    };

    it.skipIf(unavailable)(
      'keeps every balance equal to its log and every acknowledged write; held points spend again after the lease',
      async () => {
        const { db } = target.database;
        const members = await Promise.all(
          Array.from({ length: MEMBERS }, (_, index) => member(30, `10.50.0.${index + 1}`)),
        );
        const holder = await member(HOLDER_SENDS, '10.50.1.1');
        const base = target.server().url;
        const init = await (
          await fetch(`${base}/api/chat/init`, { headers: { storeuuid: DEMO_STORE.storeuuid } })
        ).json();
        const chatkey: string = init.data.chatkey;

        let lateAnswered = 0;
        let holderStreams = 0;
        let killed: Promise<void> | undefined;
        let holderBegan: () => void = () => undefined;
        const holderHasBegun = new Promise<void>((resolve) => {
          holderBegan = resolve;
        });
        const killWhenDue = () => {
          if (holderStreams >= 2) holderBegan();
          if (!killed && lateAnswered >= KILL_AFTER_LATE) killed = target.kill();
        };
        const settle = (outcome: TOutcome, late = false): TOutcome => {
          if (late) lateAnswered += 1;
          killWhenDue();
          return outcome;
        };
        const ledgerWrite = async (who: TMember, index: number): Promise<TOutcome> => {
          const key = `crash-${who.id}-${index}`;
          const late = index >= WRITES_PER_MEMBER / 2;
          const change = {
            userId: who.id,
            kind: index % 3 === 0 ? 'money' : 'score',
            amount: index % 2 === 0 ? 5 + (index % 4) : -(1 + (index % 3)),
            memo: 'crash test',
            idempotencyKey: key,
          };
          if (late) await holderHasBegun;
          try {
            const response = await fetch(`${base}/__test/ledger`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...TEST_HOOK_HEADERS },
              body: JSON.stringify(change),
            });
            return settle({ kind: 'ledger', key, code: (await response.json()).code }, late);
          } catch {
            return settle({ kind: 'ledger', key }, late);
          }
        };
        const chatSend = async (who: TMember, index: number): Promise<TOutcome> => {
          try {
            const response = await fetch(`${base}/api/chat/send`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'ba-user-token': who.token,
                'x-forwarded-for': who.ip,
              },
              body: JSON.stringify({ chatkey, content: `question ${index}` }),
            });
            if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
              await response.json();
              return settle({ kind: 'chat', done: false });
            }
            // The stream opens once the send is saved with its points held.
            if (who === holder) {
              holderStreams += 1;
              killWhenDue();
            }
            const events = await readEvents(response);
            const meta = events.find(
              (event): event is Extract<TChatEvent, { type: 'meta' }> => event.type === 'meta',
            );
            return settle({ kind: 'chat', answerId: meta?.message_id, done: events.at(-1)?.type === 'done' });
          } catch {
            return settle({ kind: 'chat', done: false });
          }
        };

        const requests: Array<() => Promise<TOutcome>> = [];
        for (const who of members) {
          for (let index = 0; index < WRITES_PER_MEMBER; index++)
            requests.push(() => ledgerWrite(who, index));
          for (let index = 0; index < SENDS_PER_MEMBER; index++) requests.push(() => chatSend(who, index));
        }
        for (let index = 0; index < HOLDER_SENDS; index++) requests.push(() => chatSend(holder, index));
        expect(requests).toHaveLength(TOTAL);
        // Interleaved (a fixed permutation), so writes and answers of every member are in flight together.
        const interleaved = requests
          .map((request, index) => ({ request, place: (index * 7919) % TOTAL }))
          .sort((a, b) => a.place - b.place);
        const outcomes = await Promise.all(interleaved.map(({ request }) => request()));
        expect(killed).toBeDefined();
        await killed;
        const writes = outcomes.filter((outcome) => outcome.kind === 'ledger');
        const acknowledged = writes.filter((outcome) => outcome.code === 1).map((outcome) => outcome.key);
        expect(acknowledged.length).toBeGreaterThan(0);
        expect(writes.filter((outcome) => outcome.code === undefined).length).toBeGreaterThan(0);

        const holds = () =>
          db.selectFrom('points_hold').select('id').where('user_id', '=', holder.id).execute();
        const streaming = () =>
          db
            .selectFrom('message')
            .innerJoin('conversation', 'conversation.id', 'message.conversation_id')
            .select('message.id')
            .where('conversation.user_id', '=', holder.id)
            .where('message.status', '=', 'streaming')
            .execute();
        // The dead process left points held for the holder's answers, and those answers 'streaming'.
        expect((await holds()).length).toBeGreaterThan(0);
        expect((await streaming()).length).toBeGreaterThan(0);

        await target.restart();
        for (const who of [...members, holder]) {
          const user = await db
            .selectFrom('user')
            .select(['score', 'money'])
            .where('id', '=', who.id)
            .executeTakeFirstOrThrow();
          const [points, money] = await Promise.all(
            (['user_score_log', 'user_money_log'] as const).map(async (table) => {
              const column = table === 'user_score_log' ? 'score' : 'money';
              const row = await db
                .selectFrom(table)
                .select(sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('total'))
                .where('user_id', '=', who.id)
                .executeTakeFirstOrThrow();
              return Number(row.total);
            }),
          );
          expect({ member: who.id, score: Number(user.score), money: Number(user.money) }).toEqual({
            member: who.id,
            score: points,
            money,
          });
        }
        const charged = outcomes.flatMap((outcome) =>
          outcome.kind === 'chat' && outcome.done ? [`chat:${outcome.answerId}`] : [],
        );
        const logged = new Set<string>();
        for (const table of ['user_score_log', 'user_money_log'] as const) {
          const rows = await db.selectFrom(table).select('idempotency_key').execute();
          for (const row of rows) if (row.idempotency_key) logged.add(row.idempotency_key);
        }
        expect([...acknowledged, ...charged].filter((key) => !logged.has(key))).toEqual([]);

        // Both lapse within a lease of the restart: the holds are deleted and the answers end as errors.
        await expect.poll(holds, { timeout: 20_000, interval: 250 }).toEqual([]);
        await expect.poll(streaming, { timeout: 20_000, interval: 250 }).toEqual([]);
        const { score } = await db
          .selectFrom('user')
          .select('score')
          .where('id', '=', holder.id)
          .executeTakeFirstOrThrow();
        expect(Number(score)).toBeGreaterThan(0);

        upstream.reset({ chunks: ['ok'] });
        const after = target.server().url;
        const spends = await Promise.all(
          Array.from({ length: Number(score) + 2 }, async (_, index) => {
            const response = await fetch(`${after}/api/chat/send`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'ba-user-token': holder.token,
                'x-forwarded-for': holder.ip,
                'think-lang': 'en',
              },
              body: JSON.stringify({ chatkey, content: `again ${index}` }),
            });
            if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
              return (await response.json()).msg as string;
            }
            return (await readEvents(response)).at(-1)?.type;
          }),
        );
        expect(spends.filter((spend) => spend === 'done')).toHaveLength(Number(score));
        expect(spends.filter((spend) => spend === 'Insufficient points')).toHaveLength(2);
        const spent = await db
          .selectFrom('user')
          .select('score')
          .where('id', '=', holder.id)
          .executeTakeFirstOrThrow();
        const log = await db
          .selectFrom('user_score_log')
          .select(sql<number>`coalesce(sum(score), 0)`.as('total'))
          .where('user_id', '=', holder.id)
          .executeTakeFirstOrThrow();
        expect([Number(spent.score), Number(log.total)]).toEqual([0, 0]);
      },
    );
  },
);
