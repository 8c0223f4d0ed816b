import type { FastifyInstance } from 'fastify';
import { uploadRoutes } from './routes.js';
import type { TUploadService } from './service.js';
import { storageFilesPlugin } from './storage-files.js';

export { createUploadService, type TUploadService } from './service.js';

/** Members' uploads, and the stored files served at /storage/* from the upload service's storage. */
export async function register(app: FastifyInstance, deps: { uploads: TUploadService }) {
  await app.register(storageFilesPlugin, { storage: deps.uploads.storage });
  await app.register(uploadRoutes, deps);
}
