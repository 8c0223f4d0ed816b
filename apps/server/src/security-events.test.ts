import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createOperatorSession, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/harness.js';

const PASSWORD = 'Events#Probe-42';
const WRONG = 'Wrong#Probe-42';
/** Renders a captcha answer may be drawn this often per address and minute (features/captcha/routes.ts). */
const CAPTCHA_RENDERS = 30;

type TLine = Record<string, unknown> & { time: number; level: number; msg?: string };
let clients = 0;
const newIp = () => {
  clients += 1;
  return `10.30.${Math.floor(clients / 250) % 250}.${clients % 250}`;
};

/** Who a line names: a member's or an operator's id under any of the names the server logs it with. */
const userOf = (line: TLine) => line.userId ?? line.operatorId ?? line.memberId ?? line.user;

// SECURITY.md check 30: sign-ins, failed sign-ins, rate-limit hits and permission denials each leave a log line
// with the time, who and the address, and no log line holds a password, token or code.
describe('security events in the log', () => {
  let server: TestServer;
  const secrets: string[] = [PASSWORD, WRONG];
  beforeAll(async () => {
    server = await startTestServer('sqlite', { CAPTCHA: 'off' }, { captureLogs: true });
  });
  afterAll(() => server.close());

  /** The log's lines since `from`, parsed. */
  const linesSince = (from: number): TLine[] =>
    server.logs.slice(from).map((line) => JSON.parse(line) as TLine);
  /** The one line of an event, which must carry a time, the user and the address. */
  const eventLine = (from: number, event: string, ip: string, user?: number) => {
    const line = linesSince(from).find((one) => one.event === event);
    expect(line, event).toBeDefined();
    expect(line?.time).toBeGreaterThan(Date.now() - 60_000);
    expect(line?.ip).toBe(ip);
    if (user !== undefined) expect(userOf(line as TLine)).toBe(user);
    return line as TLine;
  };

  it('logs a member’s sign-in and failed sign-in with time, member and address', async () => {
    const member = await createMember(server.database.db, { password: PASSWORD });
    const ip = newIp();
    const from = server.logs.length;
    const failed = await server.post(
      '/api/user/checkIn',
      { tab: 'login', username: member.username, password: WRONG, keep: false },
      { 'x-forwarded-for': ip },
    );
    expect(failed.body.code).toBe(0);
    const signedIn = await server.post(
      '/api/user/checkIn',
      { tab: 'login', username: member.username, password: PASSWORD, keep: true },
      { 'x-forwarded-for': ip },
    );
    secrets.push(signedIn.body.data.userInfo.token, signedIn.body.data.userInfo.refresh_token);
    expect(eventLine(from, 'login.failure', ip, member.id).level).toBeGreaterThanOrEqual(40);
    eventLine(from, 'login.success', ip, member.id);
  });

  it('logs an operator’s sign-in and failed sign-in with time, operator and address', async () => {
    const operator = await createOperatorSession(server.database.db, { password: PASSWORD });
    secrets.push(operator.token);
    const ip = newIp();
    const from = server.logs.length;
    const login = (password: string) =>
      server.post(
        '/api/admin/index/login',
        { username: operator.operator.username, password, keep: true },
        { 'x-forwarded-for': ip },
      );
    expect((await login(WRONG)).body.code).toBe(0);
    const signedIn = await login(PASSWORD);
    secrets.push(signedIn.body.data.operatorInfo.token, signedIn.body.data.operatorInfo.refresh_token);
    expect(eventLine(from, 'operator.login.failure', ip, operator.operator.id).level).toBeGreaterThanOrEqual(
      40,
    );
    eventLine(from, 'operator.login.success', ip, operator.operator.id);
  });

  it('logs a permission denial with time, who was refused and the address', async () => {
    const editor = await createOperatorSession(server.database.db, { role: 'editor' });
    const member = await createMember(server.database.db);
    const token = await loginAs(server.database.db, member.id);
    secrets.push(editor.token, token);
    const cases = [
      { path: '/api/admin/operators/index', headers: editor.headers, user: editor.operator.id },
      { path: '/api/shop/store/detail', headers: { 'ba-user-token': token }, user: member.id },
    ];
    for (const { path, headers, user } of cases) {
      const ip = newIp();
      const from = server.logs.length;
      const refused = await server.request(path, { headers: { ...headers, 'x-forwarded-for': ip } });
      expect(refused.body.code, path).toBe(401);
      const line = linesSince(from).find((one) => one.level >= 40 && one.ip === ip && userOf(one) === user);
      expect(line, `a warning naming ${user} at ${ip} for ${path}`).toBeDefined();
      expect(line?.time).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('logs a rate-limit hit with time, the rule, the member and the address', async () => {
    const member = await createMember(server.database.db);
    const token = await loginAs(server.database.db, member.id);
    secrets.push(token);
    const ip = newIp();
    const from = server.logs.length;
    const headers = { 'ba-user-token': token, 'x-forwarded-for': ip };
    let status = 0;
    for (let render = 0; render <= CAPTCHA_RENDERS; render++) {
      ({ status } = await server.request(`/api/common/clickCaptcha?id=events-${clients}-${render}`, {
        headers,
      }));
    }
    expect(status).toBe(429);
    const hit = linesSince(from).find(
      (one) => one.ip === ip && JSON.stringify(one).includes('captcha-render'),
    );
    expect(hit, 'a line naming the rule and the address').toBeDefined();
    expect(hit?.time).toBeGreaterThan(Date.now() - 60_000);
    expect(userOf(hit as TLine)).toBe(member.id);
  });

  it('keeps every password, token and code of the above out of the log', () => {
    expect(server.logs.length).toBeGreaterThan(0);
    const leaks = server.logs.filter((line) => secrets.some((secret) => secret && line.includes(secret)));
    expect(leaks).toEqual([]);
  });
});
