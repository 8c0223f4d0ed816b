// The baseline: a bare Fastify app. `/bare` answers a tiny JSON object; `/bare-same` answers the bytes in
// BARE_BODY_FILE with the headers in BARE_HEADERS (JSON), so the product's own answer (the guest bootstrap,
// as the product sent it) can be sent with nothing but Fastify around it.
// BARE_LOG_LEVEL with BARE_LOG_FILE turns on Fastify's own default logger at that level, writing to that file
// as pino does by default (synchronously): at `info` that is Fastify's two lines per request.

import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const sameBody = process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE) : Buffer.from('{}');
const sameHeaders = JSON.parse(
  process.env.BARE_HEADERS ?? '{"content-type":"application/json; charset=utf-8"}',
);
const { BARE_LOG_LEVEL: level, BARE_LOG_FILE: file } = process.env;
const app = Fastify({ logger: level && file ? { level, file } : false });
app.get('/bare', async () => ({ code: 1, msg: '', time: Math.floor(Date.now() / 1000), data: { ok: true } }));
app.get('/bare-same', async (_request, reply) => reply.headers(sameHeaders).send(sameBody));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
