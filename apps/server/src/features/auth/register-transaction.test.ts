import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { startServerWithMail, type TMailCatcher } from '../../test/mail-server.js';

const PASSWORD = 'Secret#123';
const uniqueName = () => `r${Math.random().toString(36).slice(2, 12)}`;

describe.each(TEST_DIALECTS)('registration and its bonus in one transaction on %s', (dialect) => {
  let server: TestServer;
  let mail: TMailCatcher;
  beforeAll(async () => ({ server, mail } = await startServerWithMail(dialect)));
  afterAll(() => server.close());

  const membersNamed = (username: string) =>
    server.database.db.selectFrom('user').select('id').where('username', '=', username).execute();

  it('leaves no member behind when the bonus cannot be written, and registers once it can', async () => {
    const { db } = server.database;
    const email = `${uniqueName()}@example.com`;
    const username = uniqueName();
    const register = async () => {
      await server.post('/api/Ems/send', { email, event: 'user_register' });
      return server.post(
        '/api/user/checkIn',
        {
          tab: 'register',
          username,
          password: PASSWORD,
          registerType: 'email',
          email,
          captcha: mail.lastCode(email),
        },
        EN,
      );
    };
    // The points log is out of reach, so the bonus and its log row fail after the member row was written.
    await sql`alter table user_score_log rename to user_score_log_away`.execute(db);
    let failed: Awaited<ReturnType<typeof register>>;
    try {
      failed = await register();
    } finally {
      await sql`alter table user_score_log_away rename to user_score_log`.execute(db);
    }
    expect(failed.body.code).toBe(0);
    expect(await membersNamed(username)).toEqual([]);

    // Nothing was kept, so the same name and address register afterwards (with a fresh code: the last was used).
    await db.deleteFrom('verification_code').where('address', '=', email).execute();
    const { body } = await register();
    expect(body).toMatchObject({ code: 1, data: { userInfo: { username, score: 100 } } });
    expect(await membersNamed(username)).toHaveLength(1);
  });
});
