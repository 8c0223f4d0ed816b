import { createCanvas } from '@napi-rs/canvas';
import { DEFAULT_AVATAR } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, loginAs } from '../../test/factories.js';
import { EN, startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';

const CDN = 'https://cdn.example.com';
const REFUSED_EN = 'Please use an image uploaded to this site as your avatar';
const REFUSED_ZH = '头像请使用上传到本站的图片';

describe.each(TEST_DIALECTS)('avatars point only at this site on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { CDN_URL: CDN });
  });
  afterAll(() => server.close());

  async function member() {
    const row = await createMember(server.database.db);
    const headers = { 'ba-user-token': await loginAs(server.database.db, row.id) };
    const profile = { username: row.username, nickname: 'pictured', gender: 0, birthday: '', motto: '' };
    const save = (avatar: string, lang: Record<string, string> = EN) =>
      server.post('/api/account/profile', { ...profile, avatar }, { ...lang, ...headers });
    const stored = async () =>
      (
        await server.database.db
          .selectFrom('user')
          .select('avatar')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).avatar;
    return { row, headers, save, stored };
  }

  async function uploadAvatar(headers: Record<string, string>): Promise<string> {
    const canvas = createCanvas(8, 8);
    canvas.getContext('2d').fillRect(1, 1, 5, 5);
    const form = new FormData();
    form.append('topic', 'avatar');
    form.append('file', new Blob([new Uint8Array(await canvas.encode('png'))]), 'me.png');
    const { body } = await server.request('/api/ajax/upload', { method: 'POST', body: form, headers });
    expect(body.code).toBe(1);
    return body.data.file.url;
  }

  it('refuses an avatar elsewhere with a translated message, keeping the one saved', async () => {
    const { save, stored } = await member();
    const evil = await save('https://evil.example/track.png');
    expect(evil.body).toMatchObject({ code: 0, msg: REFUSED_EN, data: { field: 'avatar' } });
    const internal = await save('http://127.0.0.1:6379/x', { 'think-lang': 'zh-cn' });
    expect(internal.body).toMatchObject({ code: 0, msg: REFUSED_ZH });
    for (const avatar of [
      `${CDN}.evil.example/storage/avatar/x.png`,
      'https://evil.example/storage/avatar/x.png?/storage/',
      '//evil.example/storage/x.png',
    ]) {
      expect((await save(avatar)).body.code, avatar).toBe(0);
    }
    expect(await stored()).toBe('');
  });

  it('takes an own upload as its path, its full URL on the CDN or this host, and the default image', async () => {
    const { headers, save, stored } = await member();
    const url = await uploadAvatar(headers);
    for (const avatar of [url, `${CDN}${url}`, `${server.url}${url}`]) {
      expect((await save(avatar)).body, avatar).toMatchObject({ code: 1 });
      expect(await stored()).toBe(url);
    }
    expect((await save(DEFAULT_AVATAR)).body.code).toBe(1);
    expect(await stored()).toBe('');
  });

  it('keeps an avatar saved before this rule when the client posts it back unchanged', async () => {
    const { row, save, stored } = await member();
    const legacy = 'https://legacy.example.com/avatars/42.png';
    await server.database.db.updateTable('user').set({ avatar: legacy }).where('id', '=', row.id).execute();
    expect((await save(legacy)).body).toMatchObject({ code: 1 });
    expect(await stored()).toBe(legacy);
    expect((await save('https://legacy.example.com/avatars/43.png')).body.code).toBe(0);
  });
});
