import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { startTestS3, type TestS3 } from '../../../test/s3-server.js';
import { createS3Driver } from './s3-driver.js';
import type { S3StorageDriver } from './storage-driver.js';

const key = (suffix: string) => `avatar/20261125/${'0123456789abcdef'.repeat(2)}.${suffix}`;
const PDF = Buffer.from('%PDF-1.4\n% bytes from the driver test\n%%EOF\n');

/** The driver built from the environment a deployment would set, with `overrides` on top. */
const driverFor = (s3: { env: Record<string, string> }, overrides: Record<string, string> = {}) =>
  createS3Driver(loadConfig({ APP_SECRET: 'a'.repeat(32), ...s3.env, ...overrides }), tmpdir());

describe('the s3 upload driver against an S3-compatible server', () => {
  let s3: TestS3;
  let driver: S3StorageDriver;
  let staging: string;
  const fetchObject = (objectKey: string) => fetch(`${s3.endpoint}/${s3.bucket}/${objectKey}`);

  beforeAll(async () => {
    s3 = await startTestS3();
    driver = driverFor(s3);
    staging = mkdtempSync(join(tmpdir(), 'sf-s3-staging-'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(staging, { recursive: true, force: true });
  });

  it('puts a file with the headers it is served with, reads it back and removes it', async () => {
    const file = join(staging, 'incoming');
    writeFileSync(file, PDF);
    await driver.put(key('pdf'), { file });
    const stored = await fetchObject(key('pdf'));
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    expect(stored.headers.get('content-disposition')).toBe(
      `attachment; filename="${key('pdf').split('/')[2]}"`,
    );
    expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await stored.arrayBuffer()).equals(PDF)).toBe(true);
    // The driver copies a file source; the upload route deletes its temp file afterwards.
    expect(readdirSync(staging)).toEqual(['incoming']);

    const opened = await driver.open(key('pdf'));
    if (!opened) throw new Error('the stored object could not be opened');
    expect(opened.contentLength).toBe(PDF.length);
    expect(await text(opened.body)).toBe(PDF.toString());

    await driver.remove(key('pdf'));
    expect((await fetchObject(key('pdf'))).status).toBe(404);
    expect(await driver.open(key('pdf'))).toBeUndefined();
    await expect(driver.remove(key('pdf'))).resolves.toBeUndefined();
  });

  it('stores images without a download disposition, with their own type', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    await driver.put(key('png'), { bytes: png });
    const stored = await fetchObject(key('png'));
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(stored.headers.get('content-disposition')).toBeNull();
    await driver.remove(key('png'));
  });

  it('refuses a key the server did not make, before any request', async () => {
    // Pointed at a closed port: any request would fail with a connection error instead.
    const offline = driverFor(s3, { S3_ENDPOINT: 'http://127.0.0.1:9' });
    for (const bad of ['../app.db', 'avatar/20261125/../../x.png', key('png').toUpperCase()]) {
      await expect(offline.put(bad, { bytes: PDF })).rejects.toThrow(/^refused storage key/);
      await expect(offline.open(bad)).rejects.toThrow(/^refused storage key/);
      await expect(offline.remove(bad)).rejects.toThrow(/^refused storage key/);
    }
  });

  it('names the refusal of wrong credentials and of a missing bucket, never the secret', async () => {
    const wrong = driverFor(s3, { S3_SECRET_ACCESS_KEY: 'not-the-secret-key' });
    const refusal = await wrong.put(key('pdf'), { bytes: PDF }).catch((error: Error) => error.message);
    expect(refusal).toMatch(/^S3 put of ".+" in bucket "uploads" failed \(HTTP 403\): SignatureDoesNotMatch/);
    expect(refusal).not.toContain('not-the-secret-key');
    const missing = driverFor(s3, { S3_BUCKET: 'no-such-bucket' });
    await expect(missing.open(key('pdf'))).rejects.toThrow(/failed \(HTTP 404\): NoSuchBucket/);
    expect((await fetchObject(key('pdf'))).status).toBe(404);
  });

  it('builds object URLs on S3_PUBLIC_URL when set, else on /storage/', () => {
    expect(driver.url(key('png'))).toBe(`/storage/${key('png')}`);
    const cdn = driverFor(s3, { S3_PUBLIC_URL: 'https://files.example.com/shop/' });
    expect(cdn.url(key('png'))).toBe(`https://files.example.com/shop/${key('png')}`);
  });
});

describe('the s3 upload driver against a failing store', () => {
  const seen: IncomingHttpHeaders[] = [];
  const failing = createServer((request, response) => {
    seen.push(request.headers);
    request.resume();
    response.writeHead(500, { 'content-type': 'application/xml' });
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InternalError</Code>' +
        '<Message>We encountered an internal error. Please try again.</Message></Error>',
    );
  });
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => failing.close(resolve)));

  it('signs each request with SigV4, retries a server error and then reports it', async () => {
    const driver = driverFor({
      env: {
        UPLOAD_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'cn-east-1',
        S3_BUCKET: 'uploads',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    await expect(driver.put(key('pdf'), { bytes: PDF })).rejects.toThrow(
      /^S3 put of ".+" in bucket "uploads" failed \(HTTP 500\): InternalError: We encountered an internal error/,
    );
    expect(seen.length).toBe(3);
    for (const headers of seen) {
      expect(headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
      );
      expect(headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
      expect(headers['content-type']).toBe('application/pdf');
    }
  });
});
