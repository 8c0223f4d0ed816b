import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { objectHeaders } from './storage/object-headers.js';
import {
  type S3StorageDriver,
  STORAGE_KEY,
  STORAGE_URL_PREFIX,
  type StorageDriver,
} from './storage/storage-driver.js';

const keyOf = (request: FastifyRequest) => (request.url.split('?')[0] ?? '').slice(STORAGE_URL_PREFIX.length);

/**
 * Serves stored uploads at /storage/*: files from the local folder, or objects streamed from the bucket.
 * Only paths shaped like a server-made key reach the store, so traversal, dot folders (the `.tmp` dir) and
 * encoded tricks are 404s. Images are shown inline; every other file downloads as an attachment under a
 * sandboxing CSP. All carry `nosniff`, so a browser never guesses a type the server did not state.
 */
export async function storageFilesPlugin(app: FastifyInstance, options: { storage: StorageDriver }) {
  const { storage } = options;
  app.addHook('onRequest', async (request, reply) => {
    if (!STORAGE_KEY.test(keyOf(request))) return reply.callNotFound();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    const headers = objectHeaders(keyOf(request));
    reply
      .header('content-type', headers.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', headers.cacheControl);
    if (headers.contentDisposition) reply.header('content-disposition', headers.contentDisposition);
    if (headers.contentSecurityPolicy) reply.header('content-security-policy', headers.contentSecurityPolicy);
    return payload;
  });

  if (storage.name === 's3') return serveFromBucket(app, storage);
  mkdirSync(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: STORAGE_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
  });
}

/** Streams each object from the bucket as it arrives; the hooks above add the serving headers. */
function serveFromBucket(app: FastifyInstance, storage: S3StorageDriver) {
  app.get(`${STORAGE_URL_PREFIX}*`, async (request, reply) => {
    const object = await storage.open(keyOf(request));
    if (!object) return reply.callNotFound();
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    return reply.send(object.body);
  });
}
