import { randomBytes } from 'node:crypto';
import { checkUploadFile, fullUrl, type TSiteConfig, type TUploadedFile } from '@storefront/shared';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { nowSeconds } from '../../lib/clock.js';
import { inspectUpload } from './inspect.js';
import type { TReceivedUpload } from './receive.js';
import { countReupload, findByHash, insertOrCount, type TAttachmentRow } from './repo.js';
import { createStorageDriver, type TStorageSettings } from './storage/create-storage-driver.js';
import { STORAGE_KEY, STORAGE_URL_PREFIX } from './storage/storage-driver.js';

/** The site's upload settings: size limit and allowed suffixes and mime types. */
export type TUploadSettings = TSiteConfig['upload'];

/** What the upload service needs from the app: the database, where files go and the site settings. */
export interface UploadServiceOptions {
  db: TDb;
  /** Which storage driver keeps the files: a local folder or an S3-compatible bucket. */
  config: TStorageSettings;
  /** The site's current upload settings (limits and allowed types). */
  uploadSettings: () => Promise<TUploadSettings>;
  /** The CDN base of resource URLs (site setting, or CDN_URL). */
  cdnUrl: () => Promise<string>;
}

const SHANGHAI_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `yyyymmdd` of the storage folder, in Asia/Shanghai like every other date the product shows. */
export function dayFolder(date: Date): string {
  const parts = SHANGHAI_DATE.formatToParts(date);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

/**
 * Stores checked uploads under `{topic}/{yyyymmdd}/{random}.{suffix}` and records them in `attachment`:
 * one file and one row per uploader and distinct content within a topic.
 */
export function createUploadService(options: UploadServiceOptions) {
  const { db } = options;
  const storage = createStorageDriver(options.config);
  /** The answer shows this upload's name, not the one an earlier upload of the same bytes gave the row. */
  const toUploadedFile = async (row: TAttachmentRow, name: string): Promise<TUploadedFile> => ({
    id: row.id,
    url: row.url,
    name,
    size: row.size,
    mimetype: row.mimetype,
    width: row.width,
    height: row.height,
    sha1: row.sha1,
    suffix: row.suffix,
    full_url: fullUrl(row.url, await options.cdnUrl()),
  });

  return {
    /** Where stored files are kept, and served from at /storage/* when the server hands them out itself. */
    storage,
    /** Where uploads wait while they are received and checked. */
    tmpDir: storage.stagingDir,
    /** The site's current upload settings. */
    settings: options.uploadSettings,
    /**
     * Whether an address is a stored file as this storage hands it out: `/storage/{key}`, or the bucket's
     * public URL of a key (S3_PUBLIC_URL). Only server-made keys count.
     */
    isStoredFileUrl(url: string): boolean {
      return [STORAGE_URL_PREFIX, storage.url('')].some(
        (base) => url.startsWith(base) && STORAGE_KEY.test(url.slice(base.length)),
      );
    },
    /**
     * Checks a received upload (allowlist, size, content) and stores it, or counts one more upload of the
     * same bytes in the topic by the same uploader. The temp file may be moved; the caller still deletes its
     * path afterwards.
     */
    /** `userId` null: an operator's upload, which belongs to no member. */
    async store(
      input: { userId: number | null; topic: string; upload: TReceivedUpload },
      settings: TUploadSettings,
    ): Promise<TUploadedFile> {
      const { upload, topic } = input;
      const refusal = checkUploadFile(
        { name: upload.name, size: upload.size, type: upload.mimetype },
        settings,
      );
      if (refusal) throw new AppError(refusal);
      const file = await inspectUpload(upload, settings);
      const now = nowSeconds();
      // Dedupe stays within one uploader (a member, or the operators together): a file shared across members
      // would tell the second one that somebody already holds the same bytes.
      const own = await findByHash(db, topic, file.sha1, input.userId);
      if (own) {
        await countReupload(db, own.id, now);
        return toUploadedFile(own, upload.name);
      }
      const key = `${topic}/${dayFolder(new Date(now * 1000))}/${randomBytes(16).toString('hex')}.${file.type.suffix}`;
      await storage.put(key, file.source);
      const url = storage.url(key);
      let row: TAttachmentRow;
      try {
        row = await insertOrCount(db, {
          topic,
          user_id: input.userId,
          url,
          width: file.width,
          height: file.height,
          name: upload.name,
          size: file.size,
          mimetype: file.type.mimetype,
          suffix: file.type.suffix,
          storage: storage.name,
          sha1: file.sha1,
          last_upload_time: now,
          create_time: now,
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      // A concurrent upload of the same bytes by the same member recorded its file first: keep one copy.
      if (row.url !== url) await storage.remove(key);
      return toUploadedFile(row, upload.name);
    },
  };
}

/** The upload service as routes (and later features, e.g. avatars) receive it. */
export type TUploadService = ReturnType<typeof createUploadService>;
