import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_TYPES, isImageFamily } from './sniff.js';
import { LOCAL_URL_PREFIX } from './storage/local-driver.js';
import { STORAGE_KEY } from './storage/storage-driver.js';

/** Non-images may be opened directly: no script, no plugins, no same-origin powers. */
const SANDBOX_CSP = "default-src 'none'; sandbox";
/** Stored names are random and never reused, so a file never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INLINE_SUFFIXES = new Set(
  FILE_TYPES.filter((type) => isImageFamily(type.family)).map((type) => type.suffix),
);

const keyOf = (request: FastifyRequest) => (request.url.split('?')[0] ?? '').slice(LOCAL_URL_PREFIX.length);

/**
 * Serves locally stored uploads at /storage/*, never anything else on the disk: only paths shaped like a
 * server-made key reach it, so traversal, dot folders (the `.tmp` dir) and encoded tricks are 404s. Images
 * are shown inline; every other file downloads as an attachment under a sandboxing CSP. All carry `nosniff`.
 */
export async function storageFilesPlugin(app: FastifyInstance, options: { root: string }) {
  mkdirSync(options.root, { recursive: true });

  app.addHook('onRequest', async (request, reply) => {
    if (!STORAGE_KEY.test(keyOf(request))) return reply.callNotFound();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    const key = keyOf(request);
    reply.header('x-content-type-options', 'nosniff').header('cache-control', IMMUTABLE);
    if (!INLINE_SUFFIXES.has(key.slice(key.lastIndexOf('.') + 1))) {
      const fileName = key.slice(key.lastIndexOf('/') + 1);
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('content-security-policy', SANDBOX_CSP);
    }
    return payload;
  });

  await app.register(fastifyStatic, {
    root: options.root,
    prefix: LOCAL_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
  });
}
