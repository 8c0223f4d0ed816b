import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, TransportError, type TTransportRequest } from './transport';

/** A real HTTP server: `/json` answers JSON, `/html` a proxy's error page, `/fail` 502, `/slow` after 2 s. */
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/json')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: 1, url: request.url, method: request.method }));
    } else if (request.url === '/html') response.end('<html>gateway</html>');
    else if (request.url === '/fail') {
      response.statusCode = 502;
      response.end('bad gateway');
    } else setTimeout(() => response.end('{}'), 2_000);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const request = (url: string, extra: Partial<TTransportRequest> = {}): TTransportRequest => ({
  method: 'get',
  url,
  headers: {},
  timeoutMs: 5_000,
  ...extra,
});

/** The address of a port nothing listens on any more. */
async function closedServerUrl(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof TransportError ? [error.failure, error.status] : String(error)),
  );

describe('send', () => {
  it('resolves a 2xx answer with its JSON, the query flattened as BuildAdmin reads it', async () => {
    const answer = await send(request('/json', { params: { page: 2, filter: { name: 'a b' } } }), baseUrl);
    expect(answer).toEqual({
      status: 200,
      data: { code: 1, url: '/json?page=2&filter%5Bname%5D=a%20b', method: 'GET' },
    });
  });

  it('keeps a body that is not JSON as text, for the envelope check to refuse', async () => {
    expect((await send(request('/html'), baseUrl)).data).toBe('<html>gateway</html>');
  });

  it('tells a status outside 2xx, a timeout, a cancel and an unreachable server apart', async () => {
    expect(await failureOf(send(request('/fail'), baseUrl))).toEqual(['status', 502]);
    expect(await failureOf(send(request('/slow', { timeoutMs: 200 }), baseUrl))).toEqual(['timeout', null]);
    const cancel = new AbortController();
    const cancelled = failureOf(send(request('/slow', { signal: cancel.signal }), baseUrl));
    cancel.abort();
    expect(await cancelled).toEqual(['cancelled', null]);
    expect(await failureOf(send(request('/json'), await closedServerUrl()))).toEqual(['network', null]);
  });
});
