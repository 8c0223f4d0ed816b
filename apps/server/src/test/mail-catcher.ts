import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TCaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** Decodes a single-part text body as nodemailer writes it (7bit, quoted-printable or base64). */
function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Decodes an RFC 2047 subject (`=?UTF-8?B?…?=` / `=?UTF-8?Q?…?=`). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeBody('content-transfer-encoding: quoted-printable', data.replace(/_/g, ' ')),
  );
}

/**
 * A real SMTP server on a free port that keeps what it receives, so tests read the mail the product sent.
 * `fail` makes it refuse every message (a provider outage).
 */
export async function startMailCatcher() {
  const mails: TCaughtMail[] = [];
  /** The credentials clients logged in with (AUTH is optional, and allowed without TLS on loopback). */
  const logins: Array<{ username: string; password: string }> = [];
  const state = { fail: false };
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username ?? '', password: auth.password ?? '' });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.fail) return callback(new Error('mailbox unavailable'));
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
        const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '';
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: decodeHeader(subject),
          text: decodeBody(headers, raw.slice(split + 4)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    logins,
    state,
    /** The 6-digit code of the newest mail to `address`. */
    lastCode(address: string): string {
      const mail = mails.filter((item) => item.to.includes(address)).at(-1);
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code mailed to ${address}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
