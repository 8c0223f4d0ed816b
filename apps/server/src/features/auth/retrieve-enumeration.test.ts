import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, uniqueMobile } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { startServerWithMail, type TMailCatcher } from '../../test/mail-server.js';

const uniqueEmail = () => `r${Math.random().toString(36).slice(2, 12)}@example.com`;

/** What an answer tells a client: its code, message and data (the envelope's time differs per call). */
const told = (body: { code: number; msg: string; data: unknown }) => ({
  code: body.code,
  msg: body.msg,
  data: body.data,
});

describe.each(TEST_DIALECTS)('password retrieval tells nothing about accounts on %s', (dialect) => {
  let server: TestServer;
  let mail: TMailCatcher;
  beforeAll(async () => ({ server, mail } = await startServerWithMail(dialect)));
  afterAll(() => server.close());

  const sendCode = (type: 'email' | 'mobile', account: string) =>
    type === 'email'
      ? server.post('/api/Ems/send', { email: account, event: 'user_retrieve_pwd' }, EN)
      : server.post('/api/Sms/send', { mobile: account, template_code: 'user_retrieve_pwd' }, EN);
  const outboxTo = (recipient: string) =>
    server.database.db.selectFrom('outbox').select('id').where('recipient', '=', recipient).execute();

  it.each(['email', 'mobile'] as const)(
    'answers a reset code for an unknown %s as for a registered one, sending nothing to it',
    async (type) => {
      const known = type === 'email' ? uniqueEmail() : uniqueMobile();
      const unknown = type === 'email' ? uniqueEmail() : uniqueMobile();
      await createMember(server.database.db, { [type]: known });
      const mailsBefore = mail.mails.length;

      const toKnown = await sendCode(type, known);
      const toUnknown = await sendCode(type, unknown);
      expect(toKnown.body.code).toBe(1);
      expect(told(toUnknown.body)).toEqual(told(toKnown.body));
      // The resend rule answers the same too: a second ask within 60 s is refused for both.
      const againKnown = await sendCode(type, known);
      const againUnknown = await sendCode(type, unknown);
      expect(againKnown.body.code).toBe(0);
      expect(told(againUnknown.body)).toEqual(told(againKnown.body));

      if (type === 'email') {
        expect(mail.mails.slice(mailsBefore).map((sent) => sent.to)).toEqual([[known]]);
      } else {
        expect(await outboxTo(known)).toHaveLength(1);
        expect(await outboxTo(unknown)).toEqual([]);
      }
    },
  );

  it.each(['email', 'mobile'] as const)(
    'answers a new password for an unknown %s as a wrong code for a registered one',
    async (type) => {
      const known = type === 'email' ? uniqueEmail() : uniqueMobile();
      await createMember(server.database.db, { [type]: known });
      const retrieve = (account: string) =>
        server.post(
          '/api/account/retrievePassword',
          { type, account, captcha: '000000', password: 'Changed#456' },
          EN,
        );
      const wrongCode = await retrieve(known);
      const unknown = await retrieve(type === 'email' ? uniqueEmail() : uniqueMobile());
      expect(told(wrongCode.body)).toEqual({ code: 0, msg: 'Verification code error', data: null });
      expect(told(unknown.body)).toEqual(told(wrongCode.body));
      expect(unknown.status).toBe(wrongCode.status);
    },
  );
});
