import type { TDialect } from '../db/database.js';
import { startTestServer, type TestServer } from './harness.js';
import { startMailCatcher } from './mail-catcher.js';

export type TMailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/**
 * A test server that mails its codes to a catcher of its own, with the click captcha off so tests ask for codes
 * directly; closing the server stops the catcher too.
 */
export async function startServerWithMail(
  dialect: TDialect,
): Promise<{ server: TestServer; mail: TMailCatcher }> {
  const mail = await startMailCatcher();
  const server = await startTestServer(dialect, { CAPTCHA: 'off', SMTP_URL: mail.url });
  const close = async () => {
    await server.close();
    await mail.close();
  };
  return { server: { ...server, close }, mail };
}
