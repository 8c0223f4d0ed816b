/** Where stored bytes come from: a finished temp file (moved into place when the driver can) or a buffer. */
export type TStorageSource = { file: string } | { bytes: Buffer };

/** The drivers UPLOAD_DRIVER can name; recorded in `attachment.storage`. */
export type TStorageName = 'local' | 's3';

/**
 * Where uploads live. The service hands over server-chosen keys only, so a driver never sees user input;
 * `local` writes below STORAGE_DIR, an `s3` driver would put objects in a bucket under the same keys.
 */
export interface StorageDriver {
  readonly name: TStorageName;
  /** A local folder for incoming files, chosen so that `put` of a file source can move it cheaply. */
  readonly stagingDir: string;
  /** Stores an object under `key`; a key that is not a STORAGE_KEY is refused. */
  put: (key: string, source: TStorageSource) => Promise<void>;
  /** Deletes an object; an already missing one is not an error. */
  remove: (key: string) => Promise<void>;
  /** The path (or absolute URL) the object is served at, e.g. `/storage/{key}`. */
  url: (key: string) => string;
}

/** `{topic}/{yyyymmdd}/{32 hex}.{suffix}`: the only shape of key a driver accepts. */
export const STORAGE_KEY = /^[a-z0-9_]{1,20}\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

/** Refuses a key that is not server-made: defence in depth against path tricks reaching the file system. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`refused storage key ${JSON.stringify(key)}`);
}
