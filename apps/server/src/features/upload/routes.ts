import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { API, CONSOLE_API } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from '../../lib/validate.js';
import { receiveUpload } from './receive.js';
import type { TUploadService } from './service.js';

/** Uploads per member per minute: each one is parsed, sniffed and maybe re-encoded. */
const MEMBER_UPLOAD_RULE = { name: 'upload-member', limit: 60, windowSeconds: 60 } as const;
/** Uploads per operator per minute, for the same reason. */
const OPERATOR_UPLOAD_RULE = { name: 'upload-operator', limit: 60, windowSeconds: 60 } as const;

/** A member's upload: the multipart `file` and the fields beside it. */
export async function uploadRoutes(app: FastifyInstance, options: { uploads: TUploadService }) {
  const { uploads } = options;
  // Registered here, not globally: only this route parses multipart, and JSON keeps its 1 MiB body limit.
  // The file size limit is the site's, set per request; a cut-off file is reported by receiveUpload.
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 },
    throwFileSizeLimit: false,
  });

  /** Receives, checks and stores one upload; the temp file is gone before the answer leaves. */
  async function receiveAndStore(request: FastifyRequest, userId: number | null) {
    const settings = await uploads.settings();
    const upload = await receiveUpload(request, { settings, tmpDir: uploads.tmpDir });
    try {
      // The fields travel in the same stream as the file, so they are checked once it has been read.
      const { topic } = validate(API.upload.file.body, upload.fields);
      return { file: await uploads.store({ userId, topic, upload }, settings) };
    } finally {
      await rm(upload.tmpPath, { force: true });
    }
  }

  app.endpoint(API.upload.file, async ({ caller: member, request }) => {
    await request.rateLimit(MEMBER_UPLOAD_RULE, `u${member.id}`);
    return receiveAndStore(request, member.id);
  });

  // An operator's upload (the site's logo, a store's) belongs to no member.
  app.endpoint(CONSOLE_API.upload.file, async ({ caller: operator, request }) => {
    await request.rateLimit(OPERATOR_UPLOAD_RULE, `a${operator.id}`);
    return receiveAndStore(request, null);
  });
}
