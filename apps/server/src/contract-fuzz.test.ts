import { ENDPOINTS, HEADER, type TAccess, type TEndpoint } from '@storefront/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TOKEN_KIND } from './features/auth/token-kinds.js';
import { startLogin } from './features/auth/tokens.js';
import { createMember, createOperatorSession, loginAs } from './test/factories.js';
import { startTestServer, type TestServer } from './test/harness.js';
import { openLive } from './test/live.js';
import { storeOwnerOf } from './test/store-fixtures.js';

/**
 * SECURITY.md check 13 for every route the contract declares (features/auth/hostile-input.test.ts goes deeper on
 * the accounts' routes): random and hostile bodies and queries, sent by whoever may call the route and by
 * whoever may not, never produce a 5xx and always come back in the envelope; prototype-poisoning bodies are
 * refused and poison nothing; every request schema drops fields it does not know.
 *
 * Seeded: a failure names the route, the caller and fast-check's seed and path, which replay it exactly.
 */
const SEED = 2026_1126;
/** Generated requests per route and caller: ~120 routes, 2-3 callers each, so a few thousand in all. */
const RUNS = 5;

type TCaller = 'anonymous' | 'visitor' | 'member' | 'storeOwner' | 'operator';

/** Who calls a route of each access level: those it is for, and one it must refuse. */
const CALLERS: Record<TAccess, TCaller[]> = {
  public: ['anonymous', 'member'],
  guest: ['anonymous', 'member'],
  visitor: ['visitor', 'member', 'anonymous'],
  member: ['member', 'anonymous'],
  storeOwner: ['storeOwner', 'member'],
  operator: ['operator', 'member', 'anonymous'],
  siteOwner: ['operator', 'member'],
};

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE user;--',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00\u0000\u202e',
  '😀🀄️中文',
  '-1',
  '0',
  '2147483648',
  '1e309',
  'NaN',
  'true',
  'x'.repeat(5000),
];
const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 60 }));
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);
/** Header values a client can actually send (visible ASCII). */
const headerValue = fc.oneof(
  fc.constantFrom('', '-1', 'agent', 'testagent', "' OR 1=1", '../x'),
  fc.stringMatching(/^[\x21-\x7e]{0,40}$/),
);

/** The object schemas a request schema is made of (through optional, default, pipe, union and intersection). */
function objectsOf(schema: z.ZodType | undefined): z.ZodObject[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return [schema];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return objectsOf(schema.def.innerType as z.ZodType);
  if (schema instanceof z.ZodPipe) return objectsOf(schema.def.in as z.ZodType);
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => objectsOf(option as z.ZodType));
  if (schema instanceof z.ZodIntersection)
    return [...objectsOf(schema.def.left as z.ZodType), ...objectsOf(schema.def.right as z.ZodType)];
  return [];
}
const fieldsOf = (schema: z.ZodType | undefined) => [
  ...new Set(objectsOf(schema).flatMap((object) => Object.keys(object.shape))),
];

/** A body or query for an endpoint: its own fields with hostile values, or any JSON at all. */
function inputFor(endpoint: TEndpoint) {
  const fields = fieldsOf(endpoint.method === 'GET' ? endpoint.query : endpoint.body);
  const record = fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), {
    requiredKeys: [],
  });
  return fields.length > 0 ? fc.oneof(record, record, fc.jsonValue({ maxDepth: 2 })) : fc.jsonValue();
}
const headersFor = (endpoint: TEndpoint) =>
  fc.record(Object.fromEntries(fieldsOf(endpoint.headers).map((field) => [field, headerValue])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, string>>;

/** A generated input as query parameters, each value as JSON text (an array's items are not flattened). */
function queryOf(input: unknown): string {
  const entries =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? Object.entries(input).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : JSON.stringify(value),
        ])
      : [['q', JSON.stringify(input)]];
  return new URLSearchParams(entries as [string, string][]).toString();
}

/** A stable seed per route and caller, so each replays on its own. */
const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

const POISON = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}}}',
];

describe('every route of the contract, fuzzed', () => {
  let server: TestServer;
  let sessionsOf: () => Promise<Record<TCaller, Record<string, string>>>;
  let headersOf: Record<TCaller, Record<string, string>>;
  let clients = 0;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    const { db } = server.database;
    const store = await db.selectFrom('store').select('id').orderBy('id').executeTakeFirstOrThrow();
    const member = await createMember(db);
    const owner = (await storeOwnerOf(server, store.id)).member;
    const { operator } = await createOperatorSession(db);
    const visitor = String((await server.request('/api/chat/init')).body.data.visitor);
    // New logins for every route: a fuzzed logout, password change or operator edit ends only its own.
    sessionsOf = async () => ({
      anonymous: {},
      visitor: { [HEADER.visitor]: visitor },
      member: { [HEADER.userToken]: await loginAs(db, member.id) },
      storeOwner: { [HEADER.userToken]: await loginAs(db, owner.id) },
      operator: {
        [HEADER.operatorToken]: (await startLogin(db, operator.id, false, TOKEN_KIND.operator)).token,
      },
    });
  });
  beforeEach(async () => {
    headersOf = await sessionsOf();
  });
  afterAll(() => server.close());

  /**
   * Sends one request from an address of its own, so rate limits answer no request in place of the route. A
   * live stream (a GET with events, which never ends by itself) is closed once it has answered.
   */
  const send = async (
    endpoint: TEndpoint,
    caller: TCaller,
    input: unknown,
    headers: Record<string, string> = {},
  ) => {
    clients += 1;
    const all = {
      ...headers,
      ...headersOf[caller],
      'x-forwarded-for': `10.13.${Math.floor(clients / 250) % 250}.${clients % 250}`,
    };
    if (endpoint.method === 'GET' && 'events' in endpoint) {
      const live = await openLive(`${server.url}${endpoint.path}?${queryOf(input)}`, all);
      live.close();
      return {
        status: live.status,
        headers: new Headers({ 'content-type': live.contentType }),
        body: live.body,
      };
    }
    if (endpoint.method === 'GET')
      return server.request(`${endpoint.path}?${queryOf(input)}`, { headers: all });
    const body = typeof input === 'string' ? input : JSON.stringify(input);
    return server.request(endpoint.path, {
      method: 'POST',
      headers: { ...all, 'content-type': 'application/json' },
      body,
    });
  };

  /** Never a 5xx; the envelope, or for a stream route its event stream. */
  const expectAnswered = (endpoint: TEndpoint, response: Awaited<ReturnType<typeof send>>) => {
    expect(response.status).toBeLessThan(500);
    const streamed = response.headers.get('content-type')?.startsWith('text/event-stream');
    if (streamed && 'events' in endpoint) return;
    expect(response.body).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    expect(typeof response.body.time).toBe('number');
  };

  const cases = ENDPOINTS.flatMap((endpoint) =>
    CALLERS[endpoint.access].map((caller) => ({
      name: `${endpoint.method} ${endpoint.path}`,
      endpoint,
      caller,
    })),
  );

  it.each(cases)('$name as $caller: never a 5xx, always the envelope', async ({ name, endpoint, caller }) => {
    await fc.assert(
      fc.asyncProperty(inputFor(endpoint), headersFor(endpoint), async (input, headers) => {
        expectAnswered(endpoint, await send(endpoint, caller, input, headers));
      }),
      { seed: seedOf(`${name} ${caller}`), numRuns: RUNS },
    );
  });

  it.each(cases.filter((one) => one.endpoint.method === 'POST'))(
    '$name as $caller: refuses prototype-poisoning bodies',
    async ({ endpoint, caller }) => {
      for (const body of POISON) {
        const response = await send(endpoint, caller, body);
        expectAnswered(endpoint, response);
        expect(response.body.code, body).not.toBe(1);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('takes prototype keys in a query string as plain, unknown fields', async () => {
    for (const endpoint of ENDPOINTS.filter((one) => one.method === 'GET')) {
      const caller = CALLERS[endpoint.access][0] ?? 'anonymous';
      const response = await send(endpoint, caller, { __proto__: 'x', constructor: 'y', prototype: 'z' });
      expectAnswered(endpoint, response);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('every request schema of the contract', () => {
  it('is made of objects that drop unknown fields (neither kept nor refused, as BuildAdmin clients send extras)', () => {
    const keeping: string[] = [];
    for (const endpoint of ENDPOINTS) {
      for (const part of ['query', 'body', 'headers'] as const) {
        const schema = endpoint[part];
        if (!schema) continue;
        const objects = objectsOf(schema);
        if (objects.length === 0) keeping.push(`${endpoint.method} ${endpoint.path} ${part}: not an object`);
        for (const object of objects) {
          if (object.def.catchall !== undefined)
            keeping.push(`${endpoint.method} ${endpoint.path} ${part}: has a catchall`);
        }
      }
    }
    expect(keeping).toEqual([]);
  });

  it('drops an unknown field on parse', () => {
    const schema = z.object({ name: z.string() });
    expect(objectsOf(schema)[0]?.parse({ name: 'a', score: 9 })).toEqual({ name: 'a' });
  });
});
