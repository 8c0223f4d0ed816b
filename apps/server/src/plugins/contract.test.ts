import { CODE, endpoint, ZChangePasswordBody, ZChatHeaders, ZPageQuery, zPage } from '@storefront/shared';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RawJson } from '../lib/raw-json.js';
import { authPlugin } from './auth.js';
import { contractPlugin, withMessage } from './contract.js';
import { envelopePlugin } from './envelope.js';
import { i18nPlugin } from './i18n.js';

const ZRow = z.object({ id: z.number().int(), name: z.string() });
const rows = endpoint({
  method: 'GET',
  path: '/api/test/rows',
  access: 'public',
  query: ZPageQuery,
  response: zPage(ZRow),
});
const password = endpoint({
  method: 'POST',
  path: '/api/test/password',
  access: 'public',
  body: ZChangePasswordBody,
  response: z.null(),
});
const membersOnly = endpoint({ ...password, path: '/api/test/members', access: 'member' });
const whoAmI = endpoint({
  method: 'GET',
  path: '/api/test/agent',
  access: 'public',
  headers: ZChatHeaders,
  response: z.object({ agentType: z.string() }),
});
const stream = endpoint({
  method: 'POST',
  path: '/api/test/stream',
  access: 'public',
  body: ZRow,
  events: ZRow,
});

/** A tiny app with the real envelope, i18n, auth and contract plugins and one route per case. */
async function buildTestApp(checkResponses: boolean) {
  const app = Fastify({ logger: false });
  await app.register(i18nPlugin);
  await app.register(envelopePlugin);
  // Nobody here is a member or an operator: a token is either unknown or expired.
  await app.register(authPlugin, {
    resolveSession: async (token) => ({ state: token === 'expired' ? 'expired' : 'guest' }),
    verifyVisitorId: () => undefined,
    resolveOperatorSession: async () => ({ state: 'guest' }),
  });
  await app.register(contractPlugin, { checkResponses });
  app.endpoint(rows, async ({ query }) => ({
    list: [{ id: query.page, name: `limit ${query.limit}` }],
    total: 1,
  }));
  app.endpoint(password, async () => withMessage(null, 'account.profileSaved'));
  app.endpoint(membersOnly, async () => null);
  app.endpoint(whoAmI, async ({ headers }) => ({ agentType: headers['agent-type'] }));
  app.endpoint(stream, async ({ body, reply }) =>
    reply.type('text/event-stream').send(`data: ${JSON.stringify(body)}\n\n`),
  );
  app.endpoint(
    endpoint({ method: 'GET', path: '/api/test/wrong', access: 'public', response: zPage(ZRow) }),
    async () =>
      // @ts-expect-error a row without its name breaks the response schema, which the handler's type knows
      ({ list: [{ id: 1 }], total: 1 }),
  );
  app.endpoint(
    endpoint({ method: 'GET', path: '/api/test/raw', access: 'public', response: ZRow }),
    async () => new RawJson('{"id":"one","name":"x"}'),
  );
  await app.ready();
  return app;
}

const EN = { 'think-lang': 'en' };
let app: Awaited<ReturnType<typeof buildTestApp>>;
afterEach(() => app.close());

describe('routes declared from the contract', () => {
  it('hand the handler the query as its schema outputs it: coerced, with defaults', async () => {
    app = await buildTestApp(true);
    const answer = await app.inject({ url: '/api/test/rows?page=3&ignored=1' });
    expect(answer.json()).toMatchObject({
      code: CODE.success,
      data: { list: [{ id: 3, name: 'limit 10' }] },
    });
  });

  it("refuse bad input with the rule's translated message and the field, as validate() does", async () => {
    app = await buildTestApp(true);
    const badQuery = await app.inject({ url: '/api/test/rows?page=0', headers: EN });
    expect(badQuery.json()).toMatchObject({
      code: CODE.error,
      msg: 'Incorrect parameter!',
      data: { field: 'page' },
    });
    const badBody = await app.inject({
      method: 'POST',
      url: '/api/test/password',
      headers: EN,
      payload: { oldPassword: '', newPassword: 'abc12345' },
    });
    expect(badBody.json()).toMatchObject({
      code: CODE.error,
      msg: 'Required',
      data: { field: 'oldPassword' },
    });
  });

  it('read validated headers', async () => {
    app = await buildTestApp(true);
    const client = await app.inject({ url: '/api/test/agent', headers: { 'agent-type': 'client' } });
    expect(client.json().data).toEqual({ agentType: 'client' });
    const unknown = await app.inject({ url: '/api/test/agent', headers: { 'agent-type': 'nonsense' } });
    expect(unknown.json().data).toEqual({ agentType: 'agent' });
  });

  it('check the access level before validation, so "log in first" wins over a bad parameter', async () => {
    app = await buildTestApp(true);
    const guest = await app.inject({ method: 'POST', url: '/api/test/members', headers: EN, payload: {} });
    expect(guest.json()).toMatchObject({ code: CODE.loginState, msg: 'Please login first' });
    const late = await app.inject({
      method: 'POST',
      url: '/api/test/members',
      headers: { ...EN, 'ba-user-token': 'expired' },
      payload: {},
    });
    expect(late.json()).toMatchObject({ code: CODE.tokenExpired, msg: 'Token expiration' });
  });

  it('send a translated success message', async () => {
    app = await buildTestApp(true);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/test/password',
      headers: EN,
      payload: { oldPassword: 'old12345', newPassword: 'new12345' },
    });
    expect(saved.json()).toMatchObject({ code: CODE.success, msg: 'Profile saved', data: null });
  });

  it('let a stream answer on its own after its body was validated', async () => {
    app = await buildTestApp(true);
    const bad = await app.inject({ method: 'POST', url: '/api/test/stream', payload: { id: 'x' } });
    expect(bad.json()).toMatchObject({ code: CODE.error, data: { field: 'id' } });
    const good = await app.inject({ method: 'POST', url: '/api/test/stream', payload: { id: 1, name: 'a' } });
    expect(good.headers['content-type']).toContain('text/event-stream');
    expect(good.body).toBe('data: {"id":1,"name":"a"}\n\n');
  });
});

describe('answers checked against the contract', () => {
  it('fail loudly in tests: a 500 naming the endpoint and the broken field, also for serialised data', async () => {
    app = await buildTestApp(true);
    const wrong = await app.inject({ url: '/api/test/wrong' });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().msg).toBe('The answer of GET /api/test/wrong does not match its contract');
    expect(wrong.json().data.issues[0].path).toEqual(['list', 0, 'name']);
    const raw = await app.inject({ url: '/api/test/raw' });
    expect(raw.statusCode).toBe(500);
    expect(raw.json().data.issues[0].path).toEqual(['id']);
  });

  it('are not parsed at all in production: the answer goes out as the handler gave it', async () => {
    app = await buildTestApp(false);
    const wrong = await app.inject({ url: '/api/test/wrong' });
    expect(wrong.json()).toMatchObject({ code: CODE.success, data: { list: [{ id: 1 }], total: 1 } });
    const raw = await app.inject({ url: '/api/test/raw' });
    expect(raw.json().data).toEqual({ id: 'one', name: 'x' });
  });
});
