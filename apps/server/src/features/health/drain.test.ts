import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** A GET on a connection of its own: its status, body and whether it asks the client to close the connection. */
function get(url: string, path: string) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    httpRequest(`${url}${path}`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** A POST whose body is held back until `finish`: a request in flight for as long as the test wants. */
function heldPost(url: string) {
  const body = JSON.stringify({
    tab: 'login',
    username: 'nobody-here',
    password: 'Wrong#Pass-1',
    keep: false,
  });
  let finish = () => {};
  const answer = new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      `${url}/api/user/checkIn`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    finish = () => request.end(body.slice(10));
  });
  return { answer, finish: () => finish() };
}

describe('a graceful shutdown that drains first', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('fails readiness and serves on while draining, then refuses connections and waits for the request in flight', async () => {
    const held = heldPost(server.url);
    await sleep(100);
    let isClosed = false;
    const closed = server.app.shutDownGracefully({ drainMs: 600, graceMs: 10_000 }).then(() => {
      isClosed = true;
    });

    expect(await get(server.url, '/healthz')).toMatchObject({ status: 503, body: '{"status":"draining"}' });
    expect((await get(server.url, '/livez')).status).toBe(200);
    // Served, but each answer tells a proxy to drop its kept-alive connection to this process.
    expect(await get(server.url, '/api/index/index')).toMatchObject({ status: 200, connection: 'close' });

    await sleep(800);
    await expect(get(server.url, '/livez')).rejects.toThrow(/ECONNREFUSED/);
    expect(isClosed).toBe(false);
    held.finish();
    expect(await held.answer).toBe(200);
    await closed;
  });
});
