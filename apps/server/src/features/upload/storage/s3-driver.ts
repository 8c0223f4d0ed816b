import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { TConfig } from '../../../config.js';
import { objectHeaders } from './object-headers.js';
import {
  assertStorageKey,
  type S3StorageDriver,
  STORAGE_URL_PREFIX,
  StorageError,
  type TStorageSource,
} from './storage-driver.js';

/** The settings the driver is built from. */
export type TS3Settings = Pick<
  TConfig,
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

type TS3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Names the operation, the object and the store's answer (its error code and HTTP status, or the network
 * failure), so a log line says what to fix; the request's signature and the keys never appear.
 */
function failure(sdk: TS3Sdk, operation: string, where: string, error: unknown): StorageError {
  const status = error instanceof sdk.S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : '';
  const cause = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new StorageError(`S3 ${operation} of ${where} failed${status}: ${cause}`);
}

async function bodyOf(source: TStorageSource): Promise<{ Body: Buffer | Readable; ContentLength: number }> {
  if ('bytes' in source) return { Body: source.bytes, ContentLength: source.bytes.length };
  const { size } = await stat(source.file);
  return { Body: createReadStream(source.file), ContentLength: size };
}

/**
 * Objects in an S3-compatible bucket under the same keys the local driver uses, each stored with the
 * headers it is served with (type, download disposition for non-images, a year's cache), so a bucket or CDN
 * that serves them publicly (S3_PUBLIC_URL) sends what the server would. Without a public URL the server
 * streams objects at /storage/*, adding nosniff and the sandbox policy, which a bucket cannot store.
 */
export function createS3Driver(settings: TS3Settings, stagingDir: string): S3StorageDriver {
  // The AWS SDK loads on the first object operation, so building the driver costs nothing at start.
  let connection: Promise<{ sdk: TS3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientOf(sdk, settings) }));
    return connection;
  };
  const bucket = settings.S3_BUCKET;
  const where = (key: string) => `${JSON.stringify(key)} in bucket ${JSON.stringify(bucket)}`;

  return {
    name: 's3',
    stagingDir,
    async put(key, source) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      const headers = objectHeaders(key);
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(await bodyOf(source)),
            ContentType: headers.contentType,
            CacheControl: headers.cacheControl,
            ContentDisposition: headers.contentDisposition,
          }),
        );
      } catch (error) {
        throw failure(sdk, 'put', where(key), error);
      }
    },
    async remove(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw failure(sdk, 'delete', where(key), error);
      }
    },
    url: (key) => (settings.S3_PUBLIC_URL ? `${settings.S3_PUBLIC_URL}/${key}` : STORAGE_URL_PREFIX + key),
    async open(key) {
      assertStorageKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('the answer has no body stream');
        return {
          body: object.Body,
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (error instanceof sdk.S3ServiceException && error.name === 'NoSuchKey') return undefined;
        throw failure(sdk, 'get', where(key), error);
      }
    },
  };
}

function clientOf(sdk: TS3Sdk, settings: TS3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.S3_REGION,
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials: {
      accessKeyId: settings.S3_ACCESS_KEY_ID,
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    },
    // Checksums only where the API demands them: the SDK's default trailing checksums are refused by many
    // S3-compatible stores, and SigV4 already covers the body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
