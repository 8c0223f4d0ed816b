import type { TConfig } from '../../../config.js';
import { createLocalDriver } from './local-driver.js';
import type { StorageDriver } from './storage-driver.js';

/**
 * Picks the driver UPLOAD_DRIVER names, so the upload service sees one `StorageDriver` whatever the
 * deployment. Only `local` exists; `s3` fails at boot rather than losing the first upload.
 */
export function createStorageDriver(config: Pick<TConfig, 'UPLOAD_DRIVER' | 'STORAGE_DIR'>): StorageDriver {
  switch (config.UPLOAD_DRIVER) {
    case 'local':
      return createLocalDriver(config.STORAGE_DIR);
    case 's3':
      throw new Error('UPLOAD_DRIVER=s3 is not available yet; use local');
  }
}
