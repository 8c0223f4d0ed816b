import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.js';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { uniqueMobile } from '../../test/factories.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { startMailCatcher } from '../../test/mail-catcher.js';
import { addStore } from '../../test/store-fixtures.js';

const SETTINGS = '/api/admin/settings/index';
const EDIT = '/api/admin/settings/edit';
const DELIVERY = '/api/admin/settings/delivery';
const EDIT_DELIVERY = '/api/admin/settings/editDelivery';
const TEST_MAIL = '/api/admin/settings/testMail';
const TEST_SMS = '/api/admin/settings/testSms';
const SMTP_PASSWORD = 'smtp-Secret#42';
const SMS_SECRET = 'sms-access-Secret-77';

describe.each(TEST_DIALECTS)('site settings in the console on %s', (dialect) => {
  let server: TestServer;
  let envMail: Awaited<ReturnType<typeof startMailCatcher>>;
  let consoleMail: Awaited<ReturnType<typeof startMailCatcher>>;
  let owner: TOperatorSession;
  let editor: TOperatorSession;

  beforeAll(async () => {
    envMail = await startMailCatcher();
    consoleMail = await startMailCatcher();
    // A long site cache: what a save changes must show at once because the save drops it, not because it expired.
    ({ server, owner, editor } = await startConsoleServer(dialect, {
      SMTP_URL: envMail.url,
      CHAT_HOSTS: 'kf.example.com=client',
      SITE_CACHE_TTL_MS: '600000',
    }));
  });
  afterAll(async () => {
    await server.close();
    await envMail.close();
    await consoleMail.close();
  });

  const post = (path: string, body: unknown, who: TOperatorSession, headers: Record<string, string> = EN) =>
    server.post(path, body, { ...headers, ...who.headers });
  /** The operator log's rows of an action, newest first. */
  const logOf = async (action: string) => (await logRowsOf(server, action)).reverse();
  const consoleSmtp = (extra: Record<string, unknown> = {}) => ({
    source: 'console',
    host: '127.0.0.1',
    port: consoleMail.port,
    secure: false,
    user: 'mailer',
    pass: SMTP_PASSWORD,
    fromAddress: 'shop@example.com',
    fromName: 'Storefront',
    ...extra,
  });
  const logSms = {
    source: 'console',
    driver: 'log',
    accessKeyId: '',
    accessKeySecret: '',
    signName: '',
    templateCode: '',
  };

  it('gives every operator the settings without mail and SMS, and what the environment sets', async () => {
    const data = await server.data(SETTINGS, editor.headers);
    expect(Object.keys(data).sort()).toEqual([
      'basics',
      'chat',
      'contact',
      'environment',
      'security',
      'uploads',
    ]);
    expect(data.basics.siteName).toEqual({ 'zh-cn': '店铺 AI 助手', en: 'Storefront AI' });
    expect(data.uploads.maxSize).toBe(10 * 1024 * 1024);
    expect(data.security).toEqual({ userLoginCaptcha: true, registerBonusScore: 100 });
    expect(data.chat).toEqual({ chatHostsSource: 'env', chatHosts: [], assistantFreeCount: 5 });
    expect(data.environment).toEqual({
      captchaOff: false,
      chatHosts: [{ host: 'kf.example.com', agentType: 'client' }],
    });
  });

  it('saves a section, logs it with before and after, and the site shows it at once', async () => {
    await server.request('/api/index/index?lang=en'); // fills the cache the save has to drop
    const basics = (await server.data(SETTINGS, editor.headers)).basics;
    const renamed = { ...basics, siteName: { 'zh-cn': '新店名', en: 'New Shop Name' } };
    const saved = await post(EDIT, { basics: renamed }, editor);
    expect(saved.body).toMatchObject({ code: 1, msg: 'Saved', data: { basics: renamed } });

    const site = await server.request('/api/index/index?lang=en');
    expect(site.body.data.site.siteName).toBe('New Shop Name');
    const zh = await server.request('/api/index/index');
    expect(zh.body.data.site.siteName).toBe('新店名');

    const [row] = await logOf('settings.edit');
    expect(row).toMatchObject({ admin_id: editor.operator.id, target: 'settings', target_id: 'site' });
    expect(JSON.parse(row?.before ?? '')).toEqual({ basics });
    expect(JSON.parse(row?.after ?? '')).toEqual({ basics: renamed });
  });

  it('applies upload limits, the captcha switch and the registration bonus where members meet them', async () => {
    const uploads = { maxSize: 2048, allowedSuffixes: 'png,jpg', allowedMimeTypes: 'image/*' };
    const security = { userLoginCaptcha: false, registerBonusScore: 7 };
    expect((await server.data('/api/user/checkIn')).userLoginCaptchaSwitch).toBe(true);
    expect((await post(EDIT, { uploads, security }, owner)).body.code).toBe(1);
    const site = await server.request('/api/index/index');
    expect(site.body.data.site.upload).toMatchObject({ ...uploads, mode: 'local' });
    const checkIn = await server.data('/api/user/checkIn');
    expect(checkIn.userLoginCaptchaSwitch).toBe(false);
    const [row] = await logOf('settings.edit');
    expect(Object.keys(JSON.parse(row?.after ?? '{}')).sort()).toEqual(['security', 'uploads']);
  });

  it('answers bad input with a translated code 0 and saves nothing', async () => {
    const contact = (await server.data(SETTINGS, owner.headers)).contact;
    const badEmail = await post(EDIT, { contact: { ...contact, contactEmail: 'not-an-email' } }, owner);
    expect(badEmail.body).toMatchObject({ code: 0, msg: 'Please enter the correct email address' });
    const badTypes = await post(
      EDIT,
      { uploads: { maxSize: 2048, allowedSuffixes: 'png;exe', allowedMimeTypes: '' } },
      owner,
      { 'think-lang': 'zh-cn' },
    );
    expect(badTypes.body).toMatchObject({ code: 0, msg: '请输入以逗号分隔的文件扩展名，例如 jpg,png,pdf' });
    const noName = await post(EDIT, { basics: { siteName: { 'zh-cn': '', en: 'x' } } }, owner);
    expect(noName.body.code).toBe(0);
    expect((await server.data(SETTINGS, owner.headers)).contact.contactEmail).toBe(contact.contactEmail);
  });

  it("takes an operator's logo upload, checked like a member's, and shows the saved logo on the site", async () => {
    const canvas = createCanvas(4, 3);
    canvas.getContext('2d').fillRect(0, 0, 4, 3);
    const upload = async (content: Uint8Array<ArrayBuffer>, name: string) => {
      const form = new FormData();
      form.append('topic', 'site');
      form.append('file', new Blob([content]), name);
      return server.request('/api/admin/ajax/upload', {
        method: 'POST',
        body: form,
        headers: { ...EN, ...editor.headers },
      });
    };
    const refused = await upload(new TextEncoder().encode('<?php echo 1; ?>'), 'logo.png');
    expect(refused.body).toMatchObject({ code: 0, msg: 'The type of uploaded file is not allowed!' });
    const uploaded = await upload(new Uint8Array(await canvas.encode('png')), 'logo.png');
    expect(uploaded.body).toMatchObject({ code: 1, data: { file: { mimetype: 'image/png', width: 4 } } });
    const logo: string = uploaded.body.data.file.url;
    expect(logo).toMatch(/^\/storage\/site\/\d{8}\/[0-9a-f]{32}\.png$/);

    const basics = (await server.data(SETTINGS, editor.headers)).basics;
    expect((await post(EDIT, { basics: { ...basics, siteLogo: logo } }, editor)).body.code).toBe(1);
    expect((await server.request('/api/index/index')).body.data.site.siteLogo).toBe(logo);
    const refusedLogo = await post(EDIT, { basics: { ...basics, siteLogo: 'javascript:alert(1)' } }, editor);
    expect(refusedLogo.body).toMatchObject({
      code: 0,
      msg: 'Please upload an image or enter a URL starting with http:// or https://',
    });
  });

  it('serves chat hosts saved in the console instead of CHAT_HOSTS', async () => {
    const chat = {
      chatHostsSource: 'console',
      chatHosts: [{ host: 'Help.Example.com', agentType: 'testagent' }],
      assistantFreeCount: 3,
    };
    const saved = await post(EDIT, { chat }, owner);
    expect(saved.body.data.chat.chatHosts).toEqual([{ host: 'help.example.com', agentType: 'testagent' }]);
    const host = async (name: string) =>
      (await server.app.inject({ url: '/api/index/index', headers: { host: name } })).json().data.chat;
    expect(await host('help.example.com')).toMatchObject({ agentType: 'testagent', isChatHost: true });
    expect(await host('kf.example.com')).toMatchObject({ isChatHost: false });
    await post(EDIT, { chat: { ...chat, chatHostsSource: 'env' } }, owner);
    expect(await host('kf.example.com')).toMatchObject({ agentType: 'client', isChatHost: true });
  });

  it("gives a new store's assistants the free count saved as the default", async () => {
    const chat = (await server.data(SETTINGS, owner.headers)).chat;
    expect((await post(EDIT, { chat: { ...chat, assistantFreeCount: 2 } }, editor)).body.code).toBe(1);
    const store = await addStore(server, editor.headers);
    const counts = await server.database.db
      .selectFrom('assistant')
      .select('free_count')
      .where('store_id', '=', store.id)
      .execute();
    expect(counts.map((row) => row.free_count)).toEqual([2, 2]);
  });

  it('keeps mail and SMS from editors: neither read nor changed', async () => {
    for (const [path, body] of [
      [DELIVERY, undefined],
      [EDIT_DELIVERY, { mail: consoleSmtp({ host: 'evil.example.com' }) }],
      [TEST_MAIL, { to: 'someone@example.com' }],
      [TEST_SMS, { mobile: uniqueMobile() }],
    ] as const) {
      const answer = body
        ? await post(path, body, editor)
        : await server.request(path, { headers: { ...EN, ...editor.headers } });
      expect(answer.body).toMatchObject({ code: 401 });
    }
    const stored = await server.database.db
      .selectFrom('config')
      .select('value')
      .where('name', '=', 'mail')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('follows SMTP_URL until an owner saves a server, then sends through it at once, masked and sealed', async () => {
    const before = await server.data(DELIVERY, owner.headers);
    expect(before.mail).toMatchObject({ source: 'env', pass: '' });
    expect(before.environment).toEqual({
      mailServer: `127.0.0.1:${envMail.port}`,
      mailFrom: 'Storefront AI <no-reply@localhost>',
      smsDriver: 'log',
    });
    await post(TEST_MAIL, { to: 'ops@example.com' }, owner);
    expect(envMail.mails.at(-1)).toMatchObject({
      to: ['ops@example.com'],
      subject: 'New Shop Name: test mail',
    });

    const saved = await post(EDIT_DELIVERY, { mail: consoleSmtp() }, owner);
    expect(saved.body).toMatchObject({ code: 1, data: { mail: { source: 'console', pass: '******' } } });
    expect(JSON.stringify(saved.body)).not.toContain(SMTP_PASSWORD);

    const sent = await post(TEST_MAIL, { to: 'ops@example.com' }, owner);
    expect(sent.body).toMatchObject({ code: 1, msg: 'Test mail sent. Check the inbox' });
    expect(consoleMail.mails.at(-1)).toMatchObject({
      to: ['ops@example.com'],
      subject: 'New Shop Name: test mail',
    });
    expect(consoleMail.logins.at(-1)).toEqual({ username: 'mailer', password: SMTP_PASSWORD });

    // Members' codes go the same way, without a restart.
    const code = await server.post(
      '/api/Ems/send',
      { email: 'new@example.com', event: 'user_register', ...(await solvedCaptcha(server)) },
      EN,
    );
    expect(code.body.code).toBe(1);
    expect(consoleMail.lastCode('new@example.com')).toMatch(/^\d{6}$/);

    const row = await server.database.db
      .selectFrom('config')
      .select('value')
      .where('name', '=', 'mail')
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(SMTP_PASSWORD);
    expect(JSON.parse(row.value).pass).toMatch(/^v1\./);
  });

  it('keeps the stored password when the mask is saved back, and logs only masks', async () => {
    const view = await server.data(DELIVERY, owner.headers);
    expect(view.mail.pass).toBe('******');
    await post(EDIT_DELIVERY, { mail: { ...view.mail, fromName: 'Shop desk' } }, owner);
    await post(TEST_MAIL, { to: 'ops@example.com' }, owner);
    expect(consoleMail.logins.at(-1)).toEqual({ username: 'mailer', password: SMTP_PASSWORD });

    const rows = await logOf('settings.delivery');
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => `${row.before}${row.after}`).join()).not.toContain(SMTP_PASSWORD);
    expect(JSON.parse(rows[0]?.after ?? '')).toMatchObject({
      mail: { fromName: 'Shop desk', pass: '******' },
      replaced: [],
    });
    expect(JSON.parse(rows[1]?.after ?? '')).toMatchObject({
      mail: { pass: '******' },
      replaced: ['mail.pass'],
    });
    expect(await logOf('settings.testMail')).not.toHaveLength(0);
  });

  it('reports a mail server that refuses, and refuses a console server without a host', async () => {
    consoleMail.state.fail = true;
    const failed = await post(TEST_MAIL, { to: 'ops@example.com' }, owner);
    consoleMail.state.fail = false;
    expect(failed.body.code).toBe(0);
    expect(failed.body.msg).toMatch(/^Sending failed: .*mailbox unavailable/);
    const noHost = await post(EDIT_DELIVERY, { mail: consoleSmtp({ host: '' }) }, owner);
    expect(noHost.body).toMatchObject({ code: 0, msg: 'Required' });
  });

  it('sends a test SMS with the saved driver, and seals the access key secret', async () => {
    const mobile = uniqueMobile();
    const aliyunWithoutSecret = {
      ...logSms,
      driver: 'aliyun',
      accessKeyId: 'LTAI-id',
      signName: 'Shop',
      templateCode: 'SMS_1',
    };
    expect((await post(EDIT_DELIVERY, { sms: aliyunWithoutSecret }, owner)).body).toMatchObject({
      code: 0,
      msg: 'Required',
    });
    const withSecret = { ...aliyunWithoutSecret, accessKeySecret: SMS_SECRET };
    const saved = await post(EDIT_DELIVERY, { sms: withSecret }, owner);
    expect(saved.body.data.sms).toMatchObject({ driver: 'aliyun', accessKeySecret: '******' });
    const row = await server.database.db
      .selectFrom('config')
      .select('value')
      .where('name', '=', 'sms')
      .executeTakeFirstOrThrow();
    expect(row.value).not.toContain(SMS_SECRET);

    expect((await post(EDIT_DELIVERY, { sms: logSms }, owner)).body.code).toBe(1);
    const sent = await post(TEST_SMS, { mobile }, owner);
    expect(sent.body).toMatchObject({ code: 1, msg: 'Test SMS sent' });
    const outbox = await server.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', mobile)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ channel: 'sms' });
    expect(outbox.body).toMatch(/Test message, code \d{6}/);
    const logged = (await logOf('settings.delivery')).map((r) => `${r.before}${r.after}`).join();
    expect(logged).not.toContain(SMS_SECRET);
  });
  it('keeps the sign-in pages working when a saved secret cannot be opened (APP_SECRET changed)', async () => {
    const row = await server.database.db
      .selectFrom('config')
      .select('value')
      .where('name', '=', 'mail')
      .executeTakeFirstOrThrow();
    const tampered = { ...JSON.parse(row.value), pass: 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' };
    await server.database.db
      .updateTable('config')
      .set({ value: JSON.stringify(tampered) })
      .where('name', '=', 'mail')
      .execute();
    await post(EDIT, { security: { userLoginCaptcha: true, registerBonusScore: 7 } }, owner); // drops the cache
    expect((await server.data('/api/user/checkIn')).accountVerificationType).toEqual(['email', 'mobile']);
    const sent = await post(TEST_MAIL, { to: 'ops@example.com' }, owner);
    expect(sent.body).toMatchObject({ code: 0, msg: 'Sending failed: Missing credentials for "PLAIN"' });
  });
});
