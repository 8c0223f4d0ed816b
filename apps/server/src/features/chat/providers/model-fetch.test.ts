import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelFetch } from './model-fetch.js';

/** What the test server saw of one request. */
interface TSeen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: Socket;
  closed: Promise<void>;
}

let handle: (request: IncomingMessage, response: ServerResponse) => void;
const seen: TSeen[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => {
    body += chunk;
  });
  request.on('end', () => {
    const closed = new Promise<void>((resolve) => response.once('close', () => resolve()));
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body,
      socket: request.socket,
      closed,
    });
    handle(request, response);
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  seen.length = 0;
  handle = (_request, response) => response.end('ok');
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Reads a body's chunks one by one, as the SDK's stream parser does. */
async function readAll(response: Response) {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

describe('modelFetch', () => {
  it('sends the method, headers and text body, and answers with status, headers and body', async () => {
    handle = (_request, response) => {
      response.writeHead(201, 'Made', { 'content-type': 'application/json', 'x-request-id': 'r1' });
      response.end('{"ok":true}');
    };
    const response = await modelFetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-test' },
      body: '{"stream":true}',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', body: '{"stream":true}' });
    expect(seen[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.ok).toBe(true);
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('hands over each chunk as it arrives, before the answer ends', async () => {
    let finish = () => {};
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
      finish = () => response.end('data: [DONE]\n\n');
    };
    const response = await modelFetch(`${base}/stream`, { method: 'POST', body: '{}' });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('data: first\n\n');
    finish();
    const rest = await reader?.read();
    expect(new TextDecoder().decode(rest?.value)).toBe('data: [DONE]\n\n');
    expect((await reader?.read())?.done).toBe(true);
  });

  it('keeps the connection open for the next call', async () => {
    for (let call = 0; call < 3; call++) expect(await readAll(await modelFetch(`${base}/again`))).toBe('ok');
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map((request) => request.socket)).size).toBe(1);
  });

  it('gives a 204 no body', async () => {
    handle = (_request, response) => {
      response.writeHead(204);
      response.end();
    };
    const response = await modelFetch(`${base}/empty`);
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it("rejects an unreachable service as fetch does: TypeError('fetch failed') with the cause", async () => {
    const failure = await modelFetch('http://127.0.0.1:1/v1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('fetch failed');
    expect(((failure as TypeError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('rejects with the reason when aborted before the answer, and closes the request', async () => {
    handle = () => {};
    const controller = new AbortController();
    const pending = modelFetch(`${base}/slow`, { signal: controller.signal });
    await expect.poll(() => seen.length).toBe(1);
    controller.abort(new Error('visitor left'));
    await expect(pending).rejects.toThrow('visitor left');
    await seen[0]?.closed;
  });

  it('errors the body with the reason when aborted while streaming, and closes the request', async () => {
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('data: first\n\n');
    };
    const controller = new AbortController();
    const response = await modelFetch(`${base}/stream`, { signal: controller.signal });
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort(new Error('stop pressed'));
    await expect(reader?.read()).rejects.toThrow('stop pressed');
    await seen[0]?.closed;
  });

  it('refuses at once when the signal is already aborted', async () => {
    const failure = await modelFetch(`${base}/never`, {
      signal: AbortSignal.abort(new Error('too late')),
    }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe('too late');
    expect(seen).toHaveLength(0);
  });

  it('leaves other bodies to the built-in fetch', async () => {
    const response = await modelFetch(`${base}/bytes`, {
      method: 'POST',
      body: new TextEncoder().encode('raw bytes'),
    });
    expect(await response.text()).toBe('ok');
    expect(seen[0]?.body).toBe('raw bytes');
  });
});
