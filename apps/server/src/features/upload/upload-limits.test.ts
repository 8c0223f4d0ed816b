import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { CODE, LOGIN_STATE } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAs } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { dayFolder } from './service.js';

const STORED_URL = /^\/storage\/[a-z0-9_]+\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]+$/;
const MAX_SIZE = 10 * 1024 * 1024;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const zipOfSize = (size: number) =>
  Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(size - 4)]);

describe.each(TEST_DIALECTS)('upload limits, names and storage on %s', (dialect) => {
  let server: TestServer;
  let root: string;
  let member: { id: number };
  let token: string;
  const form = (parts: [string, Buffer | string, string?][]) => {
    const body = new FormData();
    for (const [field, value, name] of parts) {
      if (name === undefined) body.append(field, String(value));
      else body.append(field, new Blob([typeof value === 'string' ? value : new Uint8Array(value)]), name);
    }
    return body;
  };
  const send = (body: FormData, headers: Record<string, string> = { 'ba-user-token': token }) =>
    server.request('/api/ajax/upload', { method: 'POST', body, headers: { 'think-lang': 'en', ...headers } });
  const upload = (file: Buffer | string, name: string, topic?: string) =>
    send(form([...(topic ? [['topic', topic] as [string, string]] : []), ['file', file, name]]));
  const files = () =>
    existsSync(root)
      ? readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      : [];
  const rowsOf = (sha1: string) =>
    server.database.db.selectFrom('attachment').selectAll().where('sha1', '=', sha1).execute();

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sf-storage-'));
    server = await startTestServer(dialect, { STORAGE_DIR: root });
    member = await createMember(server.database.db);
    token = await loginAs(server.database.db, member.id);
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('accepts a file of exactly the limit and cuts one byte more off in the parser, leaving nothing', async () => {
    const atLimit = await upload(zipOfSize(MAX_SIZE), 'big.zip', 'limit');
    expect(atLimit.body.data.file.size).toBe(MAX_SIZE);
    const before = files();
    const over = await upload(zipOfSize(MAX_SIZE + 1), 'bigger.zip', 'limit');
    expect(over.body).toMatchObject({
      code: 0,
      msg: 'The size of the uploaded file exceeds the allowed range!',
    });
    expect(files()).toEqual(before);
    expect(readdirSync(join(root, '.tmp'))).toEqual([]);
  });

  it('stores under a server-made path whatever the name, keeping a cleaned name as metadata only', async () => {
    const long = `${'长'.repeat(150)}${'a'.repeat(150)}.pdf`;
    const names = ['../../etc/passwd.pdf', '..\\..\\windows\\win.pdf', long, 'a/../../b.pdf'];
    for (const [index, name] of names.entries()) {
      const { body } = await upload(pdf(`file ${index}`), name);
      expect(body.code, name).toBe(1);
      const file = body.data.file;
      expect(file.url).toMatch(STORED_URL);
      expect(file.name).not.toMatch(/[/\\]/);
      const [row] = await rowsOf(file.sha1);
      expect(row?.name).toBe(file.name);
      expect(row?.user_id).toBe(member.id);
    }
    const longAnswer = (await upload(pdf('long again'), long)).body.data.file;
    expect(Array.from(longAnswer.name)).toHaveLength(255);
    expect(longAnswer.name.startsWith('长长')).toBe(true);
    expect(longAnswer.name.endsWith('a.pdf')).toBe(true);
    const bidi = await upload(pdf('bidi'), 'in\u202evoice\u0007fdp.exe.pdf');
    expect(bidi.body.data.file.name).toBe('invoicefdp.exe.pdf');
    expect(files().every((path) => !path.startsWith('..') && !path.includes('passwd'))).toBe(true);
  });

  it('files by topic and Shanghai date, whatever the order of the fields', async () => {
    const before = dayFolder(new Date());
    const { body } = await send(
      form([
        ['file', pdf('topic last'), 'late.pdf'],
        ['topic', 'avatar'],
      ]),
    );
    const folder = body.data.file.url.split('/')[3];
    expect(body.data.file.url.startsWith('/storage/avatar/')).toBe(true);
    expect([before, dayFolder(new Date())]).toContain(folder);
    const bad = await upload(pdf('bad topic'), 'x.pdf', '../etc');
    expect(bad.body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
  });

  it('stores the same file once: one file, one row counting both uploads, the same answer', async () => {
    const canvas = createCanvas(6, 6);
    canvas.getContext('2d').fillRect(1, 1, 3, 3);
    const png = await canvas.encode('png');
    const first = await upload(png, 'one.png', 'dedup');
    const second = await upload(png, 'two.png', 'dedup');
    expect(second.body.data.file).toEqual({ ...first.body.data.file, name: 'two.png' });
    const [row, ...others] = await rowsOf(first.body.data.file.sha1);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ quote: 2, name: 'one.png' });
    expect(files().filter((path) => path.startsWith('dedup/'))).toHaveLength(1);

    const racing = await Promise.all([1, 2, 3].map(() => upload(pdf('racing'), 'race.pdf', 'race')));
    expect(new Set(racing.map(({ body }) => body.data.file.url)).size).toBe(1);
    expect((await rowsOf(racing[0]?.body.data.file.sha1))[0]?.quote).toBe(3);
    expect(files().filter((path) => path.startsWith('race/'))).toHaveLength(1);
  });

  it('gives a second member their own row and their own file for the same bytes: no shared address', async () => {
    const other = await createMember(server.database.db);
    const otherToken = await loginAs(server.database.db, other.id);
    const bytes = pdf('shared between members');
    const mine = await upload(bytes, 'mine.pdf', 'shared');
    const theirs = await send(
      form([
        ['topic', 'shared'],
        ['file', bytes, 'theirs.pdf'],
      ]),
      { 'ba-user-token': otherToken },
    );
    // A shared address would tell the second member that someone else already holds this file.
    expect(theirs.body.data.file.url).toMatch(STORED_URL);
    expect(theirs.body.data.file.url).not.toBe(mine.body.data.file.url);
    expect(theirs.body.data.file.id).not.toBe(mine.body.data.file.id);
    const rows = await rowsOf(mine.body.data.file.sha1);
    expect(rows.map((row) => [row.user_id, row.name]).sort()).toEqual(
      [
        [member.id, 'mine.pdf'],
        [other.id, 'theirs.pdf'],
      ].sort(),
    );
    expect(files().filter((path) => path.startsWith('shared/'))).toHaveLength(2);
    const again = await send(
      form([
        ['topic', 'shared'],
        ['file', bytes, 'again.pdf'],
      ]),
      { 'ba-user-token': otherToken },
    );
    expect(again.body.data.file.url).toBe(theirs.body.data.file.url);
    expect(files().filter((path) => path.startsWith('shared/'))).toHaveLength(2);
  });

  it('needs a login: guests get 303 need login, expired tokens 409, and nothing is stored', async () => {
    const before = files();
    const guest = await send(form([['file', pdf('guest'), 'g.pdf']]), {});
    expect(guest.body).toMatchObject({ code: CODE.loginState, data: { type: LOGIN_STATE.needLogin } });
    const expired = await loginAs(server.database.db, member.id, { expired: true });
    const late = await send(form([['file', pdf('expired'), 'e.pdf']]), { 'ba-user-token': expired });
    expect(late.body.code).toBe(CODE.tokenExpired);
    expect(files()).toEqual(before);
  });

  it('refuses an empty file and a request without one', async () => {
    const empty = await upload('', 'empty.txt');
    expect(empty.body).toMatchObject({ code: 0, msg: 'The data of the uploaded file is incomplete!' });
    const json = await server.post(
      '/api/ajax/upload',
      { file: 'x' },
      { 'ba-user-token': token, 'think-lang': 'en' },
    );
    expect(json.body.msg).toBe('The data of the uploaded file is incomplete!');
  });

  it('takes one file per request', async () => {
    const before = files();
    const two = await send(
      form([
        ['file', pdf('one'), 'a.pdf'],
        ['file', pdf('two'), 'b.pdf'],
      ]),
    );
    expect(two.body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
    expect(files()).toEqual(before);
  });
});
