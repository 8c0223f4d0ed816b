import { join } from 'node:path';
import type { TConfig } from '../../../config.js';
import { createLocalDriver } from './local-driver.js';
import { createS3Driver, type TS3Settings } from './s3-driver.js';
import type { StorageDriver } from './storage-driver.js';

/** The settings that choose and configure the storage driver. */
export type TStorageSettings = Pick<TConfig, 'UPLOAD_DRIVER' | 'STORAGE_DIR'> & TS3Settings;

/**
 * Picks the driver UPLOAD_DRIVER names, so the upload service sees one `StorageDriver` whatever the
 * deployment. Both stage incoming files below STORAGE_DIR.
 */
export function createStorageDriver(config: TStorageSettings): StorageDriver {
  switch (config.UPLOAD_DRIVER) {
    case 'local':
      return createLocalDriver(config.STORAGE_DIR);
    case 's3':
      return createS3Driver(config, join(config.STORAGE_DIR, '.tmp'));
  }
}
