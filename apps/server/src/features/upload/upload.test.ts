import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { fileSuffix } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAs } from '../../test/factories.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const STORED_URL = /^\/storage\/[a-z0-9_]+\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]+$/;
const NOT_ALLOWED = 'The type of uploaded file is not allowed!';
const TOO_LARGE = 'The size of the uploaded file exceeds the allowed range!';

const canvasImage = (format: 'png' | 'jpeg' | 'webp' | 'gif') => {
  const canvas = createCanvas(4, 3);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c33';
  context.fillRect(0, 0, 2, 3);
  // encode() is typed per format; the call is the same for each.
  return format === 'png'
    ? canvas.encode('png')
    : format === 'gif'
      ? canvas.encode('gif')
      : canvas.encode(format);
};

function bmp(width: number, height: number): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const out = Buffer.alloc(54 + row * height, 0x7f);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(54, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(24, 28);
  out.writeUInt32LE(0, 30);
  out.writeUInt32LE(row * height, 34);
  return out;
}

/** A zip holding one stored (uncompressed) file. */
function zip(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc32(data), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const WAV_HEADER = [16, 0, 0, 0, 1, 0, 1, 0, 0x40, 0x1f, 0, 0, 0x40, 0x1f, 0, 0, 1, 0, 8, 0];
const WAV = bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', WAV_HEADER, 'data', [0, 0, 0, 0]);
const MP3 = bytes('ID3', [4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64], Array(40).fill(0));
const MP4 = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2', [0, 0, 0, 8], 'free');
const RAR = bytes('Rar!\x1a\x07\x01\x00', [0x33, 0x92, 0xb5, 0xe5, 0x0a, 0x01, 0x05, 0x06]);
const CFB = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Array(504).fill(0));
const OOXML = 'application/vnd.openxmlformats-officedocument';

/** One real, minimal file of every type the seeded settings allow: name, bytes, mime type, width. */
async function allowedFiles(): Promise<[string, Buffer, string, number][]> {
  const archive = zip('readme.txt', 'hello');
  return [
    ['photo.jpg', await canvasImage('jpeg'), 'image/jpeg', 4],
    ['photo.jpeg', await canvasImage('jpeg'), 'image/jpeg', 4],
    ['image.png', await canvasImage('png'), 'image/png', 4],
    ['anim.gif', await canvasImage('gif'), 'image/gif', 4],
    ['image.webp', await canvasImage('webp'), 'image/webp', 4],
    ['bitmap.bmp', bmp(5, 2), 'image/bmp', 5],
    ['archive.zip', archive, 'application/zip', 0],
    ['letter.docx', archive, `${OOXML}.wordprocessingml.document`, 0],
    ['sheet.xlsx', archive, `${OOXML}.spreadsheetml.sheet`, 0],
    ['archive.rar', RAR, 'application/vnd.rar', 0],
    ['letter.doc', CFB, 'application/msword', 0],
    ['sheet.xls', CFB, 'application/vnd.ms-excel', 0],
    ['voice.wav', WAV, 'audio/wav', 0],
    ['song.mp3', MP3, 'audio/mpeg', 0],
    ['clip.mp4', MP4, 'video/mp4', 0],
    ['notes.txt', Buffer.from('Shopping list: 苹果, bread\n'), 'text/plain', 0],
    ['manual.pdf', bytes('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), 'application/pdf', 0],
  ];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = bytes('\x89PNG\r\n\x1a\n');

/** A PNG whose header declares `size`×`size` pixels over a few bytes of data: a decompression bomb. */
function pngDeclaring(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(16)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG with an EXIF block carrying a GPS marker right after its start marker. */
function withExif(jpeg: Buffer): Buffer {
  const payload = bytes('Exif\0\0MM\0*', [0, 0, 0, 8, 0, 0], 'GPSLatitude=31.2304N');
  const length = payload.length + 2;
  return Buffer.concat([
    jpeg.subarray(0, 2),
    bytes([0xff, 0xe1, length >> 8, length & 0xff]),
    payload,
    jpeg.subarray(2),
  ]);
}

const PHP = '<?php system($_GET["c"]); ?>';

describe.each(TEST_DIALECTS)('uploads on %s', (dialect) => {
  let server: TestServer;
  let root: string;
  let token: string;
  const upload = (file: Buffer | string, name: string, options: { type?: string; topic?: string } = {}) => {
    const form = new FormData();
    if (options.topic) form.append('topic', options.topic);
    const content = typeof file === 'string' ? file : new Uint8Array(file);
    form.append('file', new Blob([content], { type: options.type ?? '' }), name);
    return server.request('/api/ajax/upload', {
      method: 'POST',
      body: form,
      headers: { 'ba-user-token': token, 'think-lang': 'en' },
    });
  };
  const stored = (url: string) => readFileSync(join(root, url.slice('/storage/'.length)));
  const staged = () => (existsSync(join(root, '.tmp')) ? readdirSync(join(root, '.tmp')) : []);

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sf-storage-'));
    server = await startTestServer(dialect, { STORAGE_DIR: root });
    const member = await createMember(server.database.db);
    token = await loginAs(server.database.db, member.id);
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('accepts every allowed type, under a random name with the type its bytes prove', async () => {
    for (const [name, file, mimetype, width] of await allowedFiles()) {
      const suffix = fileSuffix(name);
      const { body } = await upload(file, name, { topic: suffix });
      expect(body, name).toMatchObject({ code: 1, data: { file: { name, mimetype, suffix, width } } });
      const { url, size, sha1, full_url } = body.data.file;
      expect(url).toMatch(STORED_URL);
      expect(url.startsWith(`/storage/${suffix}/`)).toBe(true);
      expect(full_url).toBe(url);
      expect(stored(url).length).toBe(size);
      expect(createHash('sha1').update(stored(url)).digest('hex')).toBe(sha1);
      if (width === 0) expect(stored(url).equals(file), name).toBe(true);
    }
    expect(staged()).toEqual([]);
  });

  it('refuses a PHP script renamed .jpg, and bytes of one allowed type named as another', async () => {
    expect((await upload(PHP, 'shell.jpg', { type: 'image/jpeg' })).body).toMatchObject({
      code: 0,
      msg: NOT_ALLOWED,
    });
    expect((await upload(PHP, 'shell.php.png')).body.msg).toBe(NOT_ALLOWED);
    expect((await upload(await canvasImage('png'), 'image.pdf')).body.msg).toBe(NOT_ALLOWED);
    expect((await upload(bytes('%PDF-1.4\n'), 'doc.png')).body.msg).toBe(NOT_ALLOWED);
    expect((await upload(PHP, 'shell.php', { type: 'image/png' })).body.msg).toBe(NOT_ALLOWED);
    expect(staged()).toEqual([]);
  });

  it('refuses SVG with script, even when the operator allows svg', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    expect((await upload(svg, 'logo.svg', { type: 'image/svg+xml' })).body.msg).toBe(NOT_ALLOWED);
    const { db } = server.database;
    const row = await db
      .selectFrom('config')
      .select('value')
      .where('name', '=', 'upload')
      .executeTakeFirstOrThrow();
    const settings = JSON.parse(row.value);
    const widened = {
      ...settings,
      allowedSuffixes: `${settings.allowedSuffixes},svg`,
      allowedMimeTypes: 'image/*',
    };
    await db
      .updateTable('config')
      .set({ value: JSON.stringify(widened) })
      .where('name', '=', 'upload')
      .execute();
    try {
      expect((await upload(svg, 'logo.svg', { type: 'image/svg+xml' })).body.msg).toBe(NOT_ALLOWED);
      expect((await upload(svg, 'logo', { type: 'image/svg+xml' })).body.msg).toBe(NOT_ALLOWED);
    } finally {
      await db.updateTable('config').set({ value: row.value }).where('name', '=', 'upload').execute();
    }
  });

  it('stores polyglots and metadata-laden images re-encoded, without the smuggled bytes', async () => {
    const png = await canvasImage('png');
    const pngWithText = Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', bytes(`Comment\0${PHP}`)),
      png.subarray(33),
    ]);
    const gif = await canvasImage('gif');
    const gifScript = Buffer.concat([
      bytes('GIF89a/*'),
      gif.subarray(8),
      bytes('*/=alert(document.domain);'),
    ]);
    const cases: [string, Buffer, string][] = [
      ['poly.png', Buffer.concat([png, bytes(PHP)]), '<?php'],
      ['text.png', pngWithText, '<?php'],
      ['poly.jpg', Buffer.concat([await canvasImage('jpeg'), bytes(PHP)]), '<?php'],
      ['gps.jpg', withExif(await canvasImage('jpeg')), 'GPSLatitude'],
      ['poly.gif', gifScript, 'alert('],
    ];
    for (const [name, file, smuggled] of cases) {
      expect(file.includes(smuggled)).toBe(true);
      const { body } = await upload(file, name, { topic: 'poly' });
      expect(body.code, name).toBe(1);
      expect(stored(body.data.file.url).includes(smuggled), name).toBe(false);
    }
  });

  it('refuses text carrying script, NUL bytes or invalid UTF-8', async () => {
    for (const text of ['hi <script>alert(1)</script>', `notes ${PHP}`, 'a\0b', bytes([0x68, 0xc3, 0x28])]) {
      expect((await upload(text, 'notes.txt')).body.msg).toBe(NOT_ALLOWED);
    }
  });

  it('refuses images that do not decode, and decompression bombs before decoding them', async () => {
    // A PNG header without image data, and a JPEG that ends right after its header.
    const header = Buffer.from([0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0]);
    const broken = Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const jfif = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
    expect((await upload(jfif, 'broken.jpg')).body.msg).toBe(NOT_ALLOWED);
    expect((await upload(broken, 'broken.png')).body.msg).toBe(NOT_ALLOWED);
    expect((await upload(pngDeclaring(60_000), 'bomb.png')).body.msg).toBe(TOO_LARGE);
    expect(staged()).toEqual([]);
  });
});
