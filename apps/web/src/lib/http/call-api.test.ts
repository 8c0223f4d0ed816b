import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@storefront/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContractError, callApi } from './call-api';
import { siteHttp } from './client';
import { HttpError } from './errors';

type TReceived = { method: string; url: string; contentType: string; body: string };

/** A real HTTP server that records each request and answers with the envelope the test set. */
let server: Server;
let received: TReceived[] = [];
let answer: unknown = null;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      body: await readBody(request),
    });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  siteHttp.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
});

const success = (data: unknown) => ({ code: 1, msg: '', time: 1, data });
const balanceRow = { id: 7, money: '-1.50', before: '2.00', after: '0.50', memo: 'chat', create_time: 1 };

describe('callApi', () => {
  it('sends the query of a GET entry to its path and resolves with the parsed data', async () => {
    answer = success({ list: [{ ...balanceRow, extra: 'dropped' }], total: 1 });
    const page = await callApi(API.account.balance, { query: { page: 2, limit: 20 } });
    expect(received).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/account/balance?page=2&limit=20' }),
    ]);
    expect(page).toEqual({ list: [balanceRow], total: 1 });
  });

  it('sends the JSON body of a POST entry as it is', async () => {
    answer = success(null);
    const body = { oldPassword: 'old12345', newPassword: 'new12345' };
    await expect(callApi(API.account.changePassword, { body })).resolves.toBeNull();
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/account/changePassword' });
    expect(received[0]?.contentType).toContain('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(body);
  });

  it('sends a multipart entry as form data: its fields first, then its files', async () => {
    answer = success({
      file: {
        id: 1,
        url: '/storage/a.png',
        name: 'a.png',
        size: 3,
        mimetype: 'image/png',
        width: 1,
        height: 1,
        sha1: 'x',
        suffix: 'png',
        full_url: '/storage/a.png',
      },
    });
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const result = await callApi(API.upload.file, { body: { topic: 'avatar' }, files: { file } });
    expect(result.file.url).toBe('/storage/a.png');
    const [request] = received;
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const topicAt = request?.body.indexOf('name="topic"') ?? -1;
    expect(topicAt).toBeGreaterThan(-1);
    expect(request?.body.indexOf('name="file"; filename="a.png"')).toBeGreaterThan(topicAt);
  });

  it('rejects a code-1 answer that breaks the response schema with ContractError', async () => {
    answer = success({ list: [{ ...balanceRow, money: -1.5 }], total: 1 });
    const call = callApi(API.account.balance, { query: { page: 1, limit: 10 } });
    await expect(call).rejects.toThrow(ContractError);
    await expect(call).rejects.toThrow(/GET \/api\/account\/balance answered outside its contract/);
    answer = '<html>not an envelope</html>';
    await expect(callApi(API.account.overview, { query: {} })).rejects.toThrow(ContractError);
  });

  it('leaves other codes to the http client: HttpError with the envelope code and message', async () => {
    answer = { code: 0, msg: 'Wrong code', time: 1, data: null };
    const call = callApi(API.account.overview, { query: {}, showCodeMessage: false });
    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({ code: 0, message: 'Wrong code' });
  });
});
