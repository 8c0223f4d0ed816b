import { randomBytes } from 'node:crypto';
import {
  API,
  CAPTCHA,
  CODE,
  CONSOLE_API,
  formatCaptchaInfo,
  HEADER,
  type TEndpoint,
} from '@storefront/shared';

export interface TSmokeLogin {
  /** The server's address, e.g. http://127.0.0.1:8081. */
  baseUrl: string;
  role: 'member' | 'operator';
  account: string;
  password: string;
  /** The targets' centres of a captcha the server drew, read from its database; null when it is not there. */
  readCaptchaAnswer: (id: string) => Promise<Array<{ x: number; y: number }> | null>;
}

/** How long one request may take: a hung server fails the check instead of hanging a cron job. */
const REQUEST_TIMEOUT_MS = 10_000;

/** The endpoints each kind of account signs in, proves its login and signs out with. */
const FLOWS = {
  member: {
    captchaSwitch: API.auth.checkInConfig,
    login: API.auth.checkIn,
    signedIn: API.account.overview,
    logout: API.auth.logout,
    tokenHeader: HEADER.userToken,
  },
  operator: {
    captchaSwitch: CONSOLE_API.session.loginConfig,
    login: CONSOLE_API.session.login,
    signedIn: CONSOLE_API.session.me,
    logout: CONSOLE_API.session.logout,
    tokenHeader: HEADER.operatorToken,
  },
} as const;

/**
 * Calls `endpoint` and gives the `data` of a successful answer; anything else (no answer, a status outside
 * 2xx, a refusal) throws, naming the endpoint and giving the server's own message.
 */
async function call(
  baseUrl: string,
  endpoint: TEndpoint,
  options: { body?: unknown; query?: string; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const url = `${baseUrl}${endpoint.path}${options.query ? `?${options.query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      // English messages: the command's own output is English.
      headers: { [HEADER.language]: 'en', 'content-type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new Error(`${endpoint.method} ${endpoint.path}: no answer from ${baseUrl} (${cause})`);
  }
  const text = await response.text();
  let envelope: { code?: unknown; msg?: unknown; data?: unknown } = {};
  try {
    envelope = { ...JSON.parse(text) };
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const why = typeof envelope.msg === 'string' && envelope.msg ? `: ${envelope.msg}` : '';
  if (!response.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status}${why}`);
  if (envelope.code !== CODE.success) throw new Error(`${endpoint.method} ${endpoint.path} refused${why}`);
  return envelope.data;
}

/**
 * Solves a new captcha as a person would, with the answer the server stored for it: the server draws it for
 * an id of ours, and its database holds the targets' centres.
 */
async function solveCaptcha(login: TSmokeLogin) {
  const captchaId = `smoke-${randomBytes(8).toString('hex')}`;
  await call(login.baseUrl, API.captcha.image, { query: `id=${captchaId}` });
  const answer = await login.readCaptchaAnswer(captchaId);
  if (!answer) {
    throw new Error(
      "the captcha the server drew is not in this command's database: run it with the server's DATABASE_URL",
    );
  }
  return { captchaId, captchaInfo: formatCaptchaInfo(answer, CAPTCHA) };
}

/**
 * Signs in as the site's login form does (the captcha too, when the server asks for it), calls an endpoint
 * that needs the login, and signs out again so that no session is left behind. Gives the endpoint it called;
 * throws at the first step that fails.
 */
export async function runSmokeLogin(login: TSmokeLogin): Promise<string> {
  const flow = FLOWS[login.role];
  const config = (await call(login.baseUrl, flow.captchaSwitch)) as Record<string, unknown>;
  const asksCaptcha = login.role === 'member' ? config.userLoginCaptchaSwitch : config.captcha;
  const captcha = asksCaptcha === true ? await solveCaptcha(login) : { captchaId: '', captchaInfo: '' };
  const credentials = { username: login.account, password: login.password, keep: false, ...captcha };
  const body = login.role === 'member' ? { tab: 'login', ...credentials } : credentials;
  const signedIn = flow.login.response.safeParse(await call(login.baseUrl, flow.login, { body }));
  if (!signedIn.success) throw new Error(`${flow.login.path} answered a login without its token`);
  const token = 'userInfo' in signedIn.data ? signedIn.data.userInfo.token : signedIn.data.operatorInfo.token;
  const headers = { [flow.tokenHeader]: token };
  await call(login.baseUrl, flow.signedIn, { headers });
  await call(login.baseUrl, flow.logout, { body: { refreshToken: '' }, headers });
  return flow.signedIn.path;
}
