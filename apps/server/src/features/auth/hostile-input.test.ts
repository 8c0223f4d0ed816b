import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

/** Every endpoint of the accounts feature with the fields it reads, so generated bodies hit real code paths. */
const ENDPOINTS = [
  {
    method: 'POST',
    path: '/api/user/checkIn',
    fields: [
      'tab',
      'username',
      'password',
      'keep',
      'captchaId',
      'captchaInfo',
      'registerType',
      'email',
      'mobile',
      'captcha',
    ],
  },
  { method: 'POST', path: '/api/user/codeLogin', fields: ['type', 'account', 'captcha', 'keep'] },
  { method: 'POST', path: '/api/user/logout', fields: ['refreshToken', 'refresh_token'] },
  { method: 'POST', path: '/api/common/refreshToken', fields: ['refreshToken'] },
  { method: 'POST', path: '/api/common/checkClickCaptcha', fields: ['id', 'info', 'unset'] },
  {
    method: 'POST',
    path: '/api/Ems/send',
    fields: ['email', 'event', 'captchaId', 'captchaInfo', 'password'],
  },
  {
    method: 'POST',
    path: '/api/Sms/send',
    fields: ['mobile', 'template_code', 'captchaId', 'captchaInfo', 'password'],
  },
  {
    method: 'POST',
    path: '/api/account/retrievePassword',
    fields: ['type', 'account', 'captcha', 'password'],
  },
  { method: 'GET', path: '/api/user/checkIn', fields: ['tab'] },
  { method: 'GET', path: '/api/common/clickCaptcha', fields: ['id'] },
] as const;

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "admin'--",
  '1; DROP TABLE user;--',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%00',
  '\u0000\u0001\u202e',
  '../../etc/passwd',
  '😀🀄️中文',
  'user_register',
  'email',
  'login',
  '000000',
  'demo',
  'demo@example.com',
  '13800138000',
  '1,1-2,2;350;200',
  'x'.repeat(5000),
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 300, unit: 'grapheme' }),
  fc.string({ maxLength: 40 }),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);
const bodyFor = (fields: readonly string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{bad json', ''),
  );

/** Logout is idempotent: any body ends no login and still answers success. */
const SUCCEEDS_FOR_ANYONE = new Set(['/api/user/logout']);
const WRITTEN_TABLES = ['user', 'token', 'verification_code', 'outbox'] as const;
let clients = 0;

describe.each(TEST_DIALECTS)('hostile input to the accounts endpoints on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const counts = () =>
    Promise.all(
      WRITTEN_TABLES.map(async (table) => {
        const row = await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      }),
    );

  it.each(ENDPOINTS)('$method $path: never a 5xx, always the envelope, nothing written', async (endpoint) => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(bodyFor(endpoint.fields), async (body) => {
        clients += 1;
        const headers = { 'x-forwarded-for': `10.9.${Math.floor(clients / 250) % 250}.${clients % 250}` };
        const raw = typeof body === 'string' ? body : JSON.stringify(body);
        const response =
          endpoint.method === 'GET'
            ? await server.request(`${endpoint.path}?${new URLSearchParams(flatten(body)).toString()}`, {
                headers,
              })
            : await server.request(endpoint.path, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: raw,
              });
        expect(response.status).toBeLessThan(500);
        expect(response.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
        expect(typeof response.body.time).toBe('number');
        if (endpoint.method === 'POST' && SUCCEEDS_FOR_ANYONE.has(endpoint.path) === false) {
          expect(response.body.code).not.toBe(1);
        }
      }),
      { numRuns: 60 },
    );
    expect(await counts()).toEqual(before);
  });
});

/** A generated body as query parameters, the way a hostile client would put it in a URL. */
function flatten(body: unknown): Record<string, string> {
  // JSON, not String(): a generated array may hold an object whose toString is not a function.
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { id: JSON.stringify(body) ?? '' };
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, JSON.stringify(value) ?? '']));
}
