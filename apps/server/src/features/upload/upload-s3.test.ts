import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAs } from '../../test/factories.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';

const STORED_URL = /^\/storage\/avatar\/\d{8}\/[0-9a-f]{32}\.png$/;
const sha1 = (bytes: ArrayBuffer | Buffer) =>
  createHash('sha1')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex');

async function avatarPng(): Promise<Buffer> {
  const canvas = createCanvas(8, 8);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2a6';
  context.fillRect(2, 2, 4, 4);
  return canvas.encode('png');
}

/** Posts one file as a member, the way the web app's upload control does. */
async function upload(
  server: TestServer,
  token: string,
  file: Buffer | string,
  name: string,
  topic = 'avatar',
) {
  const form = new FormData();
  form.append('topic', topic);
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
  return server.request('/api/ajax/upload', {
    method: 'POST',
    body: form,
    headers: { 'ba-user-token': token, ...EN },
  });
}

async function memberToken(server: TestServer) {
  const member = await createMember(server.database.db);
  return { member, token: await loginAs(server.database.db, member.id) };
}

describe.each(TEST_DIALECTS)('uploads with UPLOAD_DRIVER=s3 on %s', (dialect) => {
  let s3: TestS3;
  let server: TestServer;
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer(dialect, s3.env);
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('keeps an avatar in the bucket and serves it at /storage after the profile saves it', async () => {
    const { member, token } = await memberToken(server);
    const { body } = await upload(server, token, await avatarPng(), 'me.png');
    expect(body).toMatchObject({ code: 1, data: { file: { mimetype: 'image/png', width: 8 } } });
    const { url, sha1: storedSha1 } = body.data.file;
    expect(url).toMatch(STORED_URL);
    const row = await server.database.db
      .selectFrom('attachment')
      .select('storage')
      .where('url', '=', url)
      .executeTakeFirstOrThrow();
    expect(row.storage).toBe('s3');
    expect(readdirSync(server.config.STORAGE_DIR, { recursive: true })).toEqual(['.tmp']);
    const inBucket = await fetch(`${s3.endpoint}/${s3.bucket}/${url.slice('/storage/'.length)}`);
    expect(sha1(await inBucket.arrayBuffer())).toBe(storedSha1);

    const profile = { username: member.username, nickname: 'pictured', gender: 0, birthday: '', motto: '' };
    const saved = await server.post(
      '/api/account/profile',
      { ...profile, avatar: url },
      { 'ba-user-token': token },
    );
    expect(saved.body).toMatchObject({ code: 1 });
    const site = await server.data('/api/index/index', { 'ba-user-token': token });
    expect(site.userInfo.avatar).toBe(url);
    const served = await fetch(`${server.url}${site.userInfo.avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(sha1(await served.arrayBuffer())).toBe(storedSha1);
  });

  it('streams other files from the bucket as sandboxed downloads, and 404s keys it does not hold', async () => {
    const { token } = await memberToken(server);
    const { body } = await upload(server, token, 'a shopping list\n', 'list.txt', 'notes');
    const { url } = body.data.file;
    const served = await fetch(`${server.url}${url}`);
    expect(await served.text()).toBe('a shopping list\n');
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe(`attachment; filename="${url.split('/').at(-1)}"`);
    const missing = await server.request(url.replace(/[0-9a-f]{32}/, 'f'.repeat(32)));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe('uploads to a bucket served publicly (S3_PUBLIC_URL) or refusing the server', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());

  it('answers the public URL, where the bucket serves the object with the headers it was stored with', async () => {
    const publicUrl = `${s3.endpoint}/${s3.bucket}`;
    const server = await startTestServer('sqlite', { ...s3.env, S3_PUBLIC_URL: publicUrl });
    try {
      const { member, token } = await memberToken(server);
      const pdf = Buffer.from('%PDF-1.4\n% public\n%%EOF\n');
      const { body } = await upload(server, token, pdf, 'leaflet.pdf', 'docs');
      const { url, full_url } = body.data.file;
      expect(url.startsWith(`${publicUrl}/docs/`)).toBe(true);
      expect(full_url).toBe(url);
      const direct = await fetch(url);
      expect(direct.headers.get('content-type')).toBe('application/pdf');
      expect(direct.headers.get('content-disposition')).toBe(
        `attachment; filename="${url.split('/').at(-1)}"`,
      );
      expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await direct.arrayBuffer()).equals(pdf)).toBe(true);

      // An avatar on the bucket's public URL is this site's own; another path there is not.
      const avatar = (await upload(server, token, await avatarPng(), 'me.png')).body.data.file.url;
      expect(avatar.startsWith(`${publicUrl}/avatar/`)).toBe(true);
      const profile = { username: member.username, nickname: 'pictured', gender: 0, birthday: '', motto: '' };
      const save = (url: string) =>
        server.post('/api/account/profile', { ...profile, avatar: url }, { 'ba-user-token': token, ...EN });
      expect((await save(avatar)).body).toMatchObject({ code: 1 });
      expect((await save(`${publicUrl}/../other/x.png`)).body.code).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('fails an upload the bucket refuses with the generic error, logs why, and keeps nothing', async () => {
    const secret = 'definitely-the-wrong-secret';
    const server = await startTestServer(
      'sqlite',
      { ...s3.env, S3_SECRET_ACCESS_KEY: secret },
      { captureLogs: true },
    );
    try {
      const { token } = await memberToken(server);
      const answer = await upload(server, token, await avatarPng(), 'me.png');
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: 0, data: null });
      const logged = server.logs.filter((line) => line.includes('SignatureDoesNotMatch'));
      expect(logged).toHaveLength(1);
      expect(server.logs.join('\n')).not.toContain(secret);
      const rows = await server.database.db.selectFrom('attachment').select('id').execute();
      expect(rows).toEqual([]);
      expect(readdirSync(join(server.config.STORAGE_DIR, '.tmp'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
