import { SMTPServer } from 'smtp-server';
import { freePort } from './server.js';

export interface MailSink {
  /** The `SMTP_URL` a server under test sends to. */
  url: string;
  /** The latest 6-digit code mailed to `to` after `since` mails had arrived (waits up to 15 s). */
  waitForCode: (to: string, since?: number) => Promise<string>;
  count: () => number;
  stop: () => Promise<void>;
}

type TMail = { to: string[]; body: string };

/**
 * The text of a single-part mail: nodemailer sends Chinese text base64-encoded and other text quoted-printable
 * or plain. Headers carry ids and dates full of digits, so only the body is returned.
 */
function decodeBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return body.replace(/=\r?\n/g, '');
  return body;
}

/**
 * A local SMTP server that keeps every message in memory: the app offers email codes only when mail is
 * configured, so the browser journeys give it a real (local) SMTP server and read the codes here.
 */
export async function startMailSink(): Promise<MailSink> {
  const mails: TMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        mails.push({ to, body: decodeBody(raw) });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => mails.length,
    waitForCode: async (to, since = 0) => {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const mail = mails.slice(since).findLast((item) => item.to.includes(to.toLowerCase()));
        const code = mail?.body.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no code mailed to ${to}`);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
