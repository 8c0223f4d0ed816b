import type { Readable } from 'node:stream';

/** Where stored bytes come from: a finished temp file (moved into place when the driver can) or a buffer. */
export type TStorageSource = { file: string } | { bytes: Buffer };

/** The drivers UPLOAD_DRIVER can name; recorded in `attachment.storage`. */
export type TStorageName = 'local' | 's3';

/** What every driver does for the upload service. The service hands over server-chosen keys only. */
interface StorageDriverBase {
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

/** Files below `root`, which the server hands out itself at /storage/*. */
export interface LocalStorageDriver extends StorageDriverBase {
  readonly name: 'local';
  readonly root: string;
}

/** Objects in a bucket; /storage/* streams them from there through the server. */
export interface S3StorageDriver extends StorageDriverBase {
  readonly name: 's3';
  /** Reads an object for serving; undefined when there is no such object. */
  open: (key: string) => Promise<TStoredObject | undefined>;
}

/** Where uploads live: `local` writes below STORAGE_DIR, `s3` puts objects in a bucket under the same keys. */
export type StorageDriver = LocalStorageDriver | S3StorageDriver;

/** An object as the store answers it: its bytes and what a cache can check them by. */
export interface TStoredObject {
  body: Readable;
  contentLength?: number;
  etag?: string;
  lastModified?: Date;
}

/** A store that failed or refused: says which operation, object and answer, and never the credentials. */
export class StorageError extends Error {}

/** Where the server serves stored objects: `/storage/{key}`. */
export const STORAGE_URL_PREFIX = '/storage/';

/** `{topic}/{yyyymmdd}/{32 hex}.{suffix}`: the only shape of key a driver accepts. */
export const STORAGE_KEY = /^[a-z0-9_]{1,20}\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,10}$/;

/** Refuses a key that is not server-made: defence in depth against path tricks reaching the file system. */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new StorageError(`refused storage key ${JSON.stringify(key)}`);
}
