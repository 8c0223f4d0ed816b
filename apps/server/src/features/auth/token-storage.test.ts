import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteFile } from '../../config.js';
import { hashToken } from '../../lib/token.js';
import { solvedCaptcha } from '../../test/captcha.js';
import { createMember, createOperatorSession } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

/** Every buffer node:crypto's randomBytes handed out in this file, as the URL-safe text a token would be. */
const drawn = vi.hoisted(() => new Map<string, number>());
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const randomBytes = ((size: number, ...rest: []) => {
    const bytes = actual.randomBytes(size, ...rest);
    drawn.set(bytes.toString('base64url'), size);
    return bytes;
  }) as typeof actual.randomBytes;
  return { ...actual, default: { ...actual, randomBytes }, randomBytes };
});

const PASSWORD = 'Secret#123';
const MIN_TOKEN_BYTES = 16;

// SECURITY.md check 6: tokens carry at least 128 bits from the CSPRNG, only their hashes are stored, every login
// gets new ones, and logout deletes them.
describe.each(TEST_DIALECTS)('login tokens at rest on %s', (dialect) => {
  let server: TestServer;
  /** Every raw token this file was handed, to look for afterwards in what the database holds. */
  const issued: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(dialect, { CAPTCHA: 'off' });
  });
  afterAll(() => server.close());

  const memberLogin = async (username: string) => {
    const { body } = await server.post('/api/user/checkIn', {
      tab: 'login',
      username,
      password: PASSWORD,
      keep: true,
    });
    expect(body.code).toBe(1);
    const { token, refresh_token } = body.data.userInfo as { token: string; refresh_token: string };
    issued.push(token, refresh_token);
    return { token, refreshToken: refresh_token };
  };
  const operatorLogin = async (username: string, password: string) => {
    const { body } = await server.post('/api/admin/index/login', {
      username,
      password,
      keep: true,
      ...(await solvedCaptcha(server)),
    });
    expect(body.code).toBe(1);
    const { token, refresh_token } = body.data.operatorInfo as { token: string; refresh_token: string };
    issued.push(token, refresh_token);
    return { token, refreshToken: refresh_token };
  };
  const rowsOf = async (table: 'token' | 'admin_token') =>
    server.database.db.selectFrom(table).selectAll().execute();

  it('draws every token from crypto.randomBytes, at least 128 bits of it', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const { refreshToken } = await memberLogin(member.username);
    const refreshed = await server.post('/api/common/refreshToken', { refreshToken });
    issued.push(refreshed.body.data.token, refreshed.body.data.refresh_token);
    const operator = await createOperatorSession(server.database.db);
    await operatorLogin(operator.operator.username, operator.password);
    for (const token of issued) {
      expect(drawn.get(token), token).toBeGreaterThanOrEqual(MIN_TOKEN_BYTES);
    }
  });

  it('stores a member’s and an operator’s tokens only as their hashes, in no column in the clear', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const login = await memberLogin(member.username);
    // A rotation seals the successor pair in the old row: the new tokens must not be readable there either.
    const rotated = await server.post('/api/common/refreshToken', { refreshToken: login.refreshToken });
    issued.push(rotated.body.data.token, rotated.body.data.refresh_token);
    const operator = await createOperatorSession(server.database.db);
    const consoleLogin = await operatorLogin(operator.operator.username, operator.password);
    const consoleRotated = await server.post('/api/admin/index/refreshToken', {
      refreshToken: consoleLogin.refreshToken,
    });
    issued.push(consoleRotated.body.data.token, consoleRotated.body.data.refresh_token);

    const rows = [...(await rowsOf('token')), ...(await rowsOf('admin_token'))];
    const stored = rows.flatMap((row) => Object.values(row).map((value) => String(value)));
    for (const token of issued) {
      expect(
        stored.some((value) => value.includes(token)),
        token,
      ).toBe(false);
    }
    // What the rows are found by: the hash of the live pair each login now holds.
    const hashes = new Set(rows.map((row) => row.token));
    const live = [rotated.body.data, consoleRotated.body.data].flatMap((pair) => [
      pair.token,
      pair.refresh_token,
    ]);
    for (const token of live) {
      expect(hashes.has(hashToken(token)), token).toBe(true);
    }
  });

  /**
   * SQLite: the database files' bytes, freed pages and the WAL included. PostgreSQL: every row of every table in
   * the test's schema, as text (its files are the server's, out of reach of a test).
   */
  const storedText = async () => {
    const file = sqliteFile(server.config.DATABASE_URL);
    if (file) {
      return [file, `${file}-wal`]
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path).toString('latin1'))
        .join('');
    }
    const { db } = server.database;
    const tables = await db.introspection.getTables();
    const rows = await Promise.all(
      tables.map((table) =>
        db
          .selectFrom(table.name as never)
          .selectAll()
          .execute(),
      ),
    );
    return JSON.stringify(rows);
  };

  it('leaves no raw token in what the database stores', async () => {
    const text = await storedText();
    expect(text.length).toBeGreaterThan(0);
    expect(issued.length).toBeGreaterThan(0);
    for (const token of issued) expect(text.includes(token), token).toBe(false);
  });

  it('gives every login new tokens, and logout deletes that login’s and no other', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const first = await memberLogin(member.username);
    const second = await memberLogin(member.username);
    expect(new Set([first.token, first.refreshToken, second.token, second.refreshToken]).size).toBe(4);
    const mine = async () =>
      (await rowsOf('token')).filter((row) => row.user_id === member.id).map((row) => row.token);
    expect(await mine()).toHaveLength(4);

    const out = await server.post(
      '/api/user/logout',
      { refreshToken: first.refreshToken },
      { 'ba-user-token': first.token },
    );
    expect(out.body.code).toBe(1);
    expect((await mine()).sort()).toEqual([hashToken(second.token), hashToken(second.refreshToken)].sort());
  });

  it('deletes an operator’s tokens on logout', async () => {
    const operator = await createOperatorSession(server.database.db);
    const login = await operatorLogin(operator.operator.username, operator.password);
    await server.post(
      '/api/admin/index/logout',
      { refreshToken: login.refreshToken },
      { 'ba-token': login.token },
    );
    const left = (await rowsOf('admin_token')).map((row) => row.token);
    expect(left).not.toContain(hashToken(login.token));
    expect(left).not.toContain(hashToken(login.refreshToken));
  });
});
