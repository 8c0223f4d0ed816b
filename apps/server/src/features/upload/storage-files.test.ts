import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAs } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const SANDBOX = "default-src 'none'; sandbox";
const SECRET = 'secret-next-to-storage';

/** GET with the path exactly as written: fetch would normalise `..` away before sending. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/`, { path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(TEST_DIALECTS)('serving stored files on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let token: string;
  const upload = async (file: Buffer | string, name: string): Promise<string> => {
    const body = new FormData();
    body.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), name);
    const { body: answer } = await server.request('/api/ajax/upload', {
      method: 'POST',
      body,
      headers: { 'ba-user-token': token },
    });
    expect(answer.code, name).toBe(1);
    return answer.data.file.url;
  };

  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'sf-serve-'));
    writeFileSync(join(base, 'app.db'), SECRET);
    mkdirSync(join(base, 'storage', '.tmp'), { recursive: true });
    writeFileSync(join(base, 'storage', '.tmp', 'staged'), SECRET);
    server = await startTestServer(dialect, { STORAGE_DIR: join(base, 'storage') });
    const member = await createMember(server.database.db);
    token = await loginAs(server.database.db, member.id);
  });
  afterAll(async () => {
    await server.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('shows images inline with nosniff and a long cache', async () => {
    const canvas = createCanvas(2, 2);
    canvas.getContext('2d').fillRect(0, 0, 1, 1);
    const url = await upload(await canvas.encode('png'), 'dot.png');
    const { status, headers } = await server.request(url);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/png');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-disposition')).toBeNull();
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('downloads every other file as an attachment under a sandboxing CSP, with nosniff', async () => {
    const files: [Buffer | string, string][] = [
      ['%PDF-1.4\n<script>alert(1)</script>\n%%EOF\n', 'report.pdf'],
      ['plain words, nothing else', 'notes.txt'],
    ];
    for (const [content, name] of files) {
      const url = await upload(content, name);
      const { status, headers } = await server.request(url);
      expect(status).toBe(200);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toBe(SANDBOX);
      const storedName = url.split('/').at(-1);
      expect(headers.get('content-disposition')).toBe(`attachment; filename="${storedName}"`);
    }
  });

  it('answers 404 to traversal, dot folders, encoded tricks and unknown files', async () => {
    const paths = [
      '/storage/../app.db',
      '/storage/%2e%2e/app.db',
      '/storage/..%2fapp.db',
      '/storage/default/..%2f..%2fapp.db',
      '/storage/.tmp/staged',
      '/storage/%2etmp/staged',
      '/storage/default/20260101/0123456789abcdef0123456789abcdef.png',
    ];
    for (const path of paths) {
      const { status, body } = await rawGet(server.url, path);
      expect(status, path).toBe(404);
      expect(body).not.toContain(SECRET);
    }
    const missing = await server.request('/storage/default/20260101/0123456789abcdef0123456789abcdef.pdf');
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('keeps multipart to the upload route and the 1 MiB JSON limit everywhere', async () => {
    const body = new FormData();
    body.append('username', 'someone');
    const multipart = await server.request('/api/user/checkIn', { method: 'POST', body });
    expect(multipart.status).toBe(415);
    const big = await server.post('/api/user/checkIn', { tab: 'login', username: 'x'.repeat(1024 * 1024) });
    expect(big.status).toBe(413);
  });
});
