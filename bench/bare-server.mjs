// The baseline: a bare Fastify app answering a small JSON object, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: 1, msg: '', time: Math.floor(Date.now() / 1000), data: { ok: true } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
