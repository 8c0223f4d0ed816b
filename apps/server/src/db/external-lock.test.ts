import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFile } from '../config.js';
import { createMember } from '../test/factories.js';
import { EN, startTestServer, type TestServer } from '../test/harness.js';
import { withRelaxedSync } from './database.js';

const PASSWORD = 'lock-Pass-7';
const HOLD_MS = 3000;

/**
 * Another process (here a second better-sqlite3 connection, as an `sqlite3` shell would be) takes the
 * database's write lock and keeps it for `ms`. Resolves once the lock is held; `released` once it is let go.
 */
async function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.exec('begin immediate');
    console.log('locked');
    setTimeout(() => { db.exec('commit'); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ['-e', script, file, String(ms)], {
    cwd: new URL('../../../..', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited first (${code})`)));
  });
  return { released };
}

/**
 * How late a timer may fire while the lock is held: a lock waited for inside SQLite blocked the event loop
 * for the whole hold (3 s); a busy test machine alone delays timers by a few hundred milliseconds.
 */
const MOST_LATE_MS = 500;
/** How soon health and a read answer while the lock is held (they waited for the whole hold, 3 s and more). */
const ANSWERS_WITHIN_MS = 1000;

/** The longest a 10 ms timer fired late while it ran: how long the event loop was kept busy at once. */
function watchEventLoop(): { stop: () => number } {
  const every = 10;
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - every);
    last = now;
  }, every);
  return {
    stop: () => {
      clearInterval(timer);
      return worst;
    },
  };
}

describe('a SQLite write lock held by another process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { CAPTCHA: 'off' });
  });
  afterAll(() => server.close());

  const login = (username: string) =>
    server.post(
      '/api/user/checkIn',
      { tab: 'login', username, password: PASSWORD, keep: false, captchaId: '', captchaInfo: '' },
      EN,
    );

  it('keeps the event loop free: health answers at once (not ready for writes), reads answer, writes wait for the lock', async () => {
    const members = await Promise.all(
      [1, 2, 3].map(() => createMember(server.database.db, { password: PASSWORD })),
    );
    const holder = await holdWriteLock(sqliteFile(server.config.DATABASE_URL) ?? '', HOLD_MS);
    const loop = watchEventLoop();
    const lockedAt = Date.now();
    // Signing in writes a session row: each of these needs the lock the other process holds.
    const writes = Promise.all(
      members.map(async (member) => ({ ...(await login(member.username)), at: Date.now() })),
    );

    // Past the password check (hashing runs off the event loop), so the writes are waiting for the lock.
    await new Promise((resolve) => setTimeout(resolve, 600));
    let started = Date.now();
    const health = await server.request('/healthz');
    expect(Date.now() - started).toBeLessThan(ANSWERS_WITHIN_MS);
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', databaseWrites: 'failed' },
    });
    started = Date.now();
    const read = await server.request('/api/index/index', { headers: EN });
    expect(Date.now() - started).toBeLessThan(ANSWERS_WITHIN_MS);
    expect(read.body.code).toBe(1);

    const answers = await writes;
    await holder.released;
    expect(loop.stop()).toBeLessThan(MOST_LATE_MS);
    for (const answer of answers) {
      // Within the wait budget the write goes through once the lock is let go: never a 500.
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(1);
      expect(answer.at - lockedAt).toBeGreaterThanOrEqual(HOLD_MS - 300);
    }
    expect((await server.request('/healthz')).status).toBe(200);
  });

  it('answers a write that outwaits its budget with the translated busy envelope (503, code 0), not a 500', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const holder = await holdWriteLock(sqliteFile(server.config.DATABASE_URL) ?? '', 7000);
    const loop = watchEventLoop();
    const answer = await login(member.username);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 0, msg: 'The server is busy, please try again in a moment.' });
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(loop.stop()).toBeLessThan(MOST_LATE_MS);
    await holder.released;
    expect((await login(member.username)).body.code).toBe(1);
  }, 20_000);

  it('lets other queries use the connection while a relaxed write waits for the lock, with full sync for them', async () => {
    const { db } = server.database;
    const syncLevel = async (on: typeof db) =>
      Number(Object.values((await sql`pragma synchronous`.execute(on)).rows[0] ?? {})[0]);
    await sql`create table lock_note (text varchar(20) not null)`.execute(db);
    const holder = await holdWriteLock(sqliteFile(server.config.DATABASE_URL) ?? '', 1000);
    const order: string[] = [];
    const relaxed = withRelaxedSync(db, async (on) => {
      await sql`insert into lock_note values ('relaxed')`.execute(on);
      order.push('relaxed write');
      return syncLevel(on);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const outside = await syncLevel(db);
    order.push('outside read');
    expect(outside).toBe(2);
    expect(await relaxed).toBe(1);
    expect(order).toEqual(['outside read', 'relaxed write']);
    expect(await syncLevel(db)).toBe(2);
    await holder.released;
  });
});
