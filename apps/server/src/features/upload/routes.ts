import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { ZUploadTopic } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validate } from '../../lib/validate.js';
import { requireMember } from '../../plugins/auth.js';
import { receiveUpload } from './receive.js';
import type { TUploadService } from './service.js';

const ZUploadFields = z.object({ topic: ZUploadTopic });
/** Uploads per member per minute: each one is parsed, sniffed and maybe re-encoded. */
const MEMBER_UPLOAD_RULE = { name: 'upload-member', limit: 60, windowSeconds: 60 } as const;

/** POST /api/ajax/upload: multipart `file` and `topic`, members only. */
export async function uploadRoutes(app: FastifyInstance, options: { uploads: TUploadService }) {
  const { uploads } = options;
  // Registered here, not globally: only this route parses multipart, and JSON keeps its 1 MiB body limit.
  // The file size limit is the site's, set per request; a cut-off file is reported by receiveUpload.
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  app.post('/api/ajax/upload', async (request, reply) => {
    const user = await requireMember(request);
    await request.rateLimit(MEMBER_UPLOAD_RULE, `u${user.id}`);
    const settings = await uploads.settings();
    const upload = await receiveUpload(request, { settings, tmpDir: uploads.tmpDir });
    // The temp file is gone before the answer leaves, so a client never sees leftovers of its upload.
    let file: Awaited<ReturnType<TUploadService['store']>>;
    try {
      const { topic } = validate(ZUploadFields, { topic: upload.topic });
      file = await uploads.store({ userId: user.id, topic, upload }, settings);
    } finally {
      await rm(upload.tmpPath, { force: true });
    }
    return reply.success({ file });
  });
}
