import { createHash, randomUUID } from 'node:crypto';
import { CAPTCHA, formatCaptchaInfo, type TChatEvent } from '@storefront/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../apps/server/src/cli/seed/demo.js';
import {
  createMember,
  createOperatorSession,
  lastOutboxCode,
  uniqueMobile,
} from '../apps/server/src/test/factories.js';
import { startFakeOpenAI, type TFakeOpenAI } from '../apps/server/src/test/fake-openai.js';
import { answerText, readEvents } from '../apps/server/src/test/sse.js';
import { type RunningServer, TEST_HOOK_HEADERS } from '../e2e/support/server.js';
import { startPgCluster, type TCluster } from './support/cluster.js';
import { sharedServices } from './support/services.js';

const services = sharedServices();
const PASSWORD = 'multi-Process-9';

// biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON answers
type TBody = any;

/** The `database ready` line a server logs once it has migrated and seeded. */
function readiness(server: RunningServer): { migrations: string[]; seeded: boolean } {
  const line = server
    .output()
    .split('\n')
    .find((text) => text.includes('"database ready"'));
  if (!line) throw new Error(`no "database ready" line in:\n${server.output()}`);
  return JSON.parse(line);
}

let clients = 0;
/** Each visitor comes from an address of its own, so per-address limits never mix the steps up. */
const newIp = () => {
  clients += 1;
  return `10.40.${Math.floor(clients / 250)}.${clients % 250}`;
};

describe.skipIf(!services)(
  'three server processes started at once over one empty PostgreSQL schema and one Redis',
  () => {
    let cluster: TCluster;
    let upstream: TFakeOpenAI;
    beforeAll(async () => {
      upstream = await startFakeOpenAI({ chunks: ['Hello', ' from', ' the model'] });
      // All three start at the same moment on an empty schema: the start-up lock must let one prepare it.
      cluster = await startPgCluster({
        pgUrl: services?.pgUrl ?? '',
        redisUrl: services?.redisUrl ?? '',
        count: 3,
        // Caches would hide a change for a minute: what shows sooner came over the cache bus.
        env: { CAPTCHA: 'on', SITE_CACHE_TTL_MS: '60000', AI_BASE_URL: upstream.url, AI_MODEL: 'fake' },
      });
    });
    afterAll(async () => {
      await cluster?.stop();
      await upstream?.close();
    });

    /** Process `index` (0, 1, 2): the client spreads its requests over all three. */
    const url = (index: number) => cluster.servers[index % 3]?.url ?? '';
    const get = async (index: number, path: string, headers: Record<string, string> = {}) =>
      (await (
        await fetch(url(index) + path, { headers: { 'think-lang': 'en', ...headers } })
      ).json()) as TBody;
    const post = async (index: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
      (await (
        await fetch(url(index) + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'think-lang': 'en', ...headers },
          body: JSON.stringify(body),
        })
      ).json()) as TBody;
    const send = (
      index: number,
      body: Record<string, unknown>,
      headers: Record<string, string>,
      signal?: AbortSignal,
    ) =>
      fetch(`${url(index)}/api/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'think-lang': 'en', ...headers },
        body: JSON.stringify(body),
        signal,
      });
    const visitor = async (index: number) => {
      const ip = newIp();
      const info = (
        await get(index, '/api/chat/init', { storeuuid: DEMO_STORE.storeuuid, 'x-forwarded-for': ip })
      ).data;
      return { info, headers: { visitor: info.visitor as string, 'x-forwarded-for': ip } };
    };

    /** Asks process `index` for a captcha and solves it there, as the login dialog does; its id and clicks. */
    const solveCaptchaOn = async (index: number) => {
      const id = randomUUID();
      expect((await get(index, `/api/common/clickCaptcha?id=${id}`)).code).toBe(1);
      const { points } = (await get(index, `/__test/captcha/${id}`, TEST_HOOK_HEADERS)).data;
      const info = formatCaptchaInfo(points, { width: CAPTCHA.width, height: CAPTCHA.height });
      expect(await post(index, '/api/common/checkClickCaptcha', { id, info, unset: false })).toMatchObject({
        code: 1,
      });
      return { captchaId: id, captchaInfo: info };
    };

    it('started: one process migrated and seeded while the others waited and found the data ready', async () => {
      const ready = cluster.servers.map(readiness);
      expect(ready).toHaveLength(3);
      expect(ready.filter((one) => one.seeded)).toHaveLength(1);
      expect(ready.filter((one) => one.migrations.length > 0)).toHaveLength(1);
      const { db } = cluster.database;
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        db,
      );
      expect(ready.find((one) => one.seeded)?.migrations).toEqual(rows.map((row) => row.name));
      const settings = await db.selectFrom('config').select('name').execute();
      expect(settings.length).toBeGreaterThan(0);
      expect(new Set(settings.map((row) => row.name)).size).toBe(settings.length);
      const demo = await db.selectFrom('user').select('id').where('username', '=', 'demo').execute();
      expect(demo).toHaveLength(1);
      const bonus = await db
        .selectFrom('user_score_log')
        .select('id')
        .where('user_id', '=', demo[0]?.id ?? 0)
        .execute();
      expect(bonus).toHaveLength(1);
    });

    let refreshToken = '';
    it('logs in on process 2 with a captcha solved on process 1, which process 3 then refuses as spent', async () => {
      const member = await createMember(cluster.database.db, { password: PASSWORD });
      const captcha = await solveCaptchaOn(0);
      const login = { tab: 'login', username: member.username, password: PASSWORD, keep: true, ...captcha };
      const answer = await post(1, '/api/user/checkIn', login);
      expect(answer).toMatchObject({ code: 1 });
      refreshToken = answer.data.userInfo.refresh_token;
      const again = await post(2, '/api/user/checkIn', login);
      expect(again).toMatchObject({ code: 0, msg: 'The correct area is not clicked, please try again!' });
    });

    it('logs in on process 2 with a text-message code that process 1 sent, which process 3 then refuses', async () => {
      const mobile = uniqueMobile();
      const captcha = await solveCaptchaOn(0);
      const sent = await post(0, '/api/Sms/send', { mobile, template_code: 'user_login', ...captcha });
      expect(sent).toMatchObject({ code: 1 });
      const code = await lastOutboxCode(cluster.database.db, mobile);
      const login = { type: 'mobile', account: mobile, captcha: code };
      expect(await post(1, '/api/user/codeLogin', login)).toMatchObject({
        code: 1,
        data: { userInfo: { mobile } },
      });
      expect((await post(2, '/api/user/codeLogin', login)).code).toBe(0);
    });

    it('refreshes the token on process 3, gets the same pair on process 1 at once, and is refused it later', async () => {
      const rotated = await post(2, '/api/common/refreshToken', { refreshToken });
      expect(rotated).toMatchObject({ code: 1, data: { type: 'user-refresh' } });
      // A second tab within the grace window: the same pair, from another process.
      expect(await post(0, '/api/common/refreshToken', { refreshToken })).toEqual({
        ...rotated,
        time: expect.any(Number),
      });
      // Past the window (the processes' clocks cannot move, the rotation's time can).
      await cluster.database.db
        .updateTable('token')
        .set({ used_time: Math.floor(Date.now() / 1000) - 31 })
        .where('token', '=', createHash('sha256').update(refreshToken).digest('hex'))
        .execute();
      const reused = await post(0, '/api/common/refreshToken', { refreshToken });
      expect(reused).toMatchObject({ code: 0, msg: 'Your login has expired, please log in again' });
      // Reusing a spent refresh token ends that login everywhere, the new token too.
      const page = await get(1, '/api/index/index?requiredLogin=1', { 'ba-user-token': rotated.data.token });
      expect(page.code).toBe(303);
    });

    it('lets exactly the free count through of 50 concurrent sends spread over the three', async () => {
      const { info, headers } = await visitor(0);
      expect(info.free_count_left).toBeGreaterThan(0);
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, index) => {
          const response = await send(
            index,
            { chatkey: info.chatkey, content: `question ${index}` },
            headers,
          );
          const streamed = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
          return streamed
            ? { streamed, events: await readEvents(response) }
            : { streamed, body: await response.json() };
        }),
      );
      const streamed = answers.filter((answer) => answer.streamed);
      expect(streamed).toHaveLength(info.free_count_left);
      for (const answer of streamed) expect(answer.events?.at(-1)?.type).toBe('done');
      for (const answer of answers.filter((one) => !one.streamed))
        expect(answer.body).toMatchObject({ code: 303 });
      const after = await get(2, '/api/chat/init', { storeuuid: DEMO_STORE.storeuuid, ...headers });
      expect(after.data.free_count_left).toBe(0);
    });

    it('keeps finished and stopped answers in the database: another process shows both in the history', async () => {
      const { info, headers } = await visitor(0);
      const finished = await readEvents(await send(0, { chatkey: info.chatkey, content: 'first' }, headers));
      expect(finished.at(-1)?.type).toBe('done');
      const meta = finished[0] as Extract<TChatEvent, { type: 'meta' }>;

      upstream.reset({ chunks: Array.from({ length: 100 }, (_, index) => `w${index} `), chunkDelayMs: 50 });
      const client = new AbortController();
      const response = await send(
        1,
        { chatkey: info.chatkey, conversation_id: meta.conversation_id, content: 'second' },
        headers,
        client.signal,
      );
      const reader = response.body?.getReader();
      let received = '';
      while (!received.includes('"type":"delta"')) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error('the answer ended before its first words');
        received += new TextDecoder().decode(chunk.value);
      }
      client.abort();

      const history = async () =>
        (
          await get(
            2,
            `/api/chat/history?chatkey=${info.chatkey}&conversation_id=${meta.conversation_id}`,
            headers,
          )
        ).data.list as Array<{ role: string; status: string; content: string }>;
      await expect.poll(async () => (await history()).at(-1)?.status, { timeout: 5000 }).toBe('stopped');
      const shown = await history();
      expect(shown.map((message) => [message.role, message.status])).toEqual([
        ['user', 'done'],
        ['assistant', 'done'],
        ['user', 'done'],
        ['assistant', 'stopped'],
      ]);
      expect(shown[1]?.content).toBe(answerText(finished));
      expect(shown[3]?.content).toMatch(/^w0 /);
      upstream.reset({ chunks: ['Hello', ' from', ' the model'] });
    });

    it('shows a menu change made through process 3 on process 1 within a second', async () => {
      type TNode = { id: number; name: string; children: TNode[] };
      const flatten = (nodes: TNode[]): TNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
      const operator = await createOperatorSession(cluster.database.db);
      const headNav = async (index: number) =>
        ((await get(index, '/api/index/index')).data.rules as Array<{ title: string }>).map(
          (rule) => rule.title,
        );
      // Process 1 holds the menus in its cache now, for a minute unless the change reaches it.
      expect(await headNav(0)).toEqual(['Help centre']);
      const help = flatten((await get(2, '/api/admin/rules/index', operator.headers)).data).find(
        (node) => node.name === 'help',
      );
      const title = { 'zh-cn': '帮助与支持', en: 'Support' };
      expect(await post(2, '/api/admin/rules/edit', { id: help?.id, title }, operator.headers)).toMatchObject(
        {
          code: 1,
        },
      );
      const changed = Date.now();
      await expect.poll(() => headNav(0), { timeout: 1000, interval: 20 }).toEqual(['Support']);
      expect(Date.now() - changed).toBeLessThan(1000);
    });
  },
);
