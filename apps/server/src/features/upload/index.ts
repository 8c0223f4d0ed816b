import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from './routes.js';
import type { TUploadService } from './service.js';
import { storageFilesPlugin } from './storage-files.js';

export { createUploadService, type TUploadService } from './service.js';

/** Members' uploads, and the locally stored files served from `storageDir` at /storage/*. */
export async function register(app: FastifyInstance, deps: { uploads: TUploadService; storageDir: string }) {
  await app.register(storageFilesPlugin, { root: deps.storageDir });
  await app.register(uploadRoutes, deps);
}
