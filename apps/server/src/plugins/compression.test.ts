import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STORE } from '../cli/seed/demo.js';
import { answerThrough, startFakeOpenAI, type TFakeOpenAI } from '../test/fake-openai.js';
import { startTestServer, type TestServer } from '../test/harness.js';

type TRawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose answer is read byte for byte as it came (fetch would inflate it). */
function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  onChunk?: (chunk: Buffer) => void,
): Promise<TRawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        onChunk?.(chunk);
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const inflate = (answer: TRawAnswer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};

describe('compressed answers', () => {
  let server: TestServer;
  let upstream: TFakeOpenAI;
  let webRoot: string;
  const script = `export const data = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `item ${i}`))};`;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'sf-web-'));
    mkdirSync(join(webRoot, 'assets'));
    const html = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
    for (const [path, text] of [
      ['index.html', html],
      ['assets/app-Bx3kQ9aZ.js', script],
    ] as const) {
      writeFileSync(join(webRoot, path), text);
      writeFileSync(join(webRoot, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(webRoot, `${path}.gz`), gzipSync(text));
    }
    upstream = await startFakeOpenAI({ chunks: ['one ', 'two ', 'three'], chunkDelayMs: 300 });
    server = await startTestServer('sqlite', { WEB_DIST: webRoot });
    await answerThrough(server, upstream);
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends the build’s brotli or gzip copy of an asset as the browser accepts, with Vary', async () => {
    const url = `${server.url}/assets/app-Bx3kQ9aZ.js`;
    const brotli = await rawRequest(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(inflate(brotli)).toBe(script);
    const gzip = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(inflate(gzip)).toBe(script);
    const plain = await rawRequest(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const page = await rawRequest(`${server.url}/chatai`, {
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(inflate(page)).toContain('<div id="root">');
  });

  it('compresses an API answer over 1 KB for clients that accept it, and only for them', async () => {
    const path = `${server.url}/api/index/index`;
    const compressed = await rawRequest(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const { time: _compressedTime, ...envelope } = JSON.parse(inflate(compressed));
    expect(envelope.code).toBe(1);
    const plain = await rawRequest(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The two answers may straddle a second, so the envelope's clock is left out of the comparison.
    const { time: _plainTime, ...plainEnvelope } = JSON.parse(plain.body.toString());
    expect(plainEnvelope).toEqual(envelope);
    expect(plain.body.length).toBeGreaterThan(1024);
  });

  it('sends the guest bootstrap compressed, in brotli or gzip, the same as it sends it plain', async () => {
    const path = `${server.url}/api/index/index`;
    for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
      const [compressed, plain] = await Promise.all([
        rawRequest(path, { headers: { 'accept-encoding': encoding } }),
        rawRequest(path),
      ]);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.headers['content-length']).toBe(String(compressed.body.length));
      const { time: _compressedTime, ...compressedAnswer } = JSON.parse(inflate(compressed));
      const { time: _plainTime, ...plainAnswer } = JSON.parse(plain.body.toString());
      expect(compressedAnswer).toEqual(plainAnswer);
    }
  });

  it('streams chat answers uncompressed, each token as it comes', async () => {
    const headers = { storeuuid: DEMO_STORE.storeuuid, 'accept-encoding': 'br, gzip' };
    const init = JSON.parse(inflate(await rawRequest(`${server.url}/api/chat/init`, { headers })));
    const arrivals: Array<{ at: number; text: string }> = [];
    const started = Date.now();
    const answer = await rawRequest(
      `${server.url}/api/chat/send`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
          visitor: init.data.visitor,
        },
        body: JSON.stringify({ chatkey: init.data.chatkey, content: 'hello' }),
      },
      (chunk) => arrivals.push({ at: Date.now() - started, text: chunk.toString() }),
    );
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(answer.headers['content-encoding']).toBeUndefined();
    const firstToken = arrivals.find((arrival) => arrival.text.includes('"delta"'));
    const last = arrivals.at(-1);
    expect(firstToken && last && last.at - firstToken.at).toBeGreaterThanOrEqual(400);
  });
});
