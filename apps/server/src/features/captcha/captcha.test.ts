import { randomUUID } from 'node:crypto';
import { loadImage } from '@napi-rs/canvas';
import { CAPTCHA, formatCaptchaInfo } from '@storefront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowSeconds } from '../../lib/clock.js';
import { hashToken } from '../../lib/token.js';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { HIT_TOLERANCE, isRightAnswer, parseClicks, type TPoint } from './answer.js';
import { createCaptchaService } from './service.js';

const GET = '/api/common/clickCaptcha';
const CHECK = '/api/common/checkClickCaptcha';
const WRONG_AREA = 'The correct area is not clicked, please try again!';
/** The modal shows the image at half size in these tests, so every click is scaled back by the server. */
const SHOWN = { width: 175, height: 100 };

const halfSize = (points: TPoint[]) => points.map(({ x, y }) => ({ x: x / 2, y: y / 2 }));
const rightInfo = (points: TPoint[]) => formatCaptchaInfo(halfSize(points), SHOWN);
/** Moves a click 40 px towards the middle: further than any target's radius plus tolerance. */
const missBy40 = ({ x, y }: TPoint) => ({ x: x < CAPTCHA.width / 2 ? x + 40 : x - 40, y });

let clients = 0;
/** Each captcha is solved by its own client address, so the per-IP limits never mix tests up. */
const newClient = () => {
  clients += 1;
  return `10.1.${Math.floor(clients / 250)}.${clients % 250}`;
};
const clientOf = new Map<string, string>();

describe.each(TEST_DIALECTS)('click captcha on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('reports the login captcha switched on while the site setting asks for it', async () => {
    const { body } = await server.request('/api/user/checkIn');
    expect(body.data.userLoginCaptchaSwitch).toBe(true);
  });

  const create = async (id = randomUUID(), lang = 'en') => {
    const client = clientOf.get(id) ?? newClient();
    clientOf.set(id, client);
    const { body } = await server.request(`${GET}?id=${id}`, {
      headers: { 'think-lang': lang, 'x-forwarded-for': client },
    });
    return { id, body };
  };
  /** The stored answer, read through the server's own captcha module rather than the API. */
  const storedAnswer = async (id: string): Promise<TPoint[]> => {
    const points = await createCaptchaService({ db: server.database.db, enabled: true }).readAnswer(id);
    if (!points) throw new Error(`no live captcha ${id}`);
    return points;
  };
  const check = async (body: Record<string, unknown>) => {
    const client = (typeof body.id === 'string' && clientOf.get(body.id)) || newClient();
    const { status, body: answer } = await server.request(CHECK, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'think-lang': 'en', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    });
    expect(status).toBe(200);
    return answer;
  };
  const expectPass = async (id: string, info: string, unset = false) =>
    expect(await check({ id, info, unset })).toMatchObject({ code: 1, msg: 'Verification is successful!' });
  const expectFail = async (id: string, info: string, unset = false) =>
    expect(await check({ id, info, unset })).toMatchObject({ code: 0, msg: WRONG_AREA, data: null });

  it('draws at most 30 captchas a minute for one client, then answers 429 with when to retry', async () => {
    const client = newClient();
    const draw = () =>
      server.request(`${GET}?id=${randomUUID()}`, { headers: { 'x-forwarded-for': client } });
    for (let count = 1; count <= 30; count++) expect((await draw()).status).toBe(200);
    const limited = await draw();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(0);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('renders a 350x200 PNG and asks for 2 of its shapes by name, without the answer', async () => {
    const { id, body } = await create(undefined, 'zh-cn');
    expect(body.code).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual(['base64', 'height', 'id', 'text', 'width']);
    expect(body.data).toMatchObject({ id, width: 350, height: 200 });
    expect(body.data.base64).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(body.data.base64.split(',')[1], 'base64');
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([350, 200]);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([350, 200]);
    expect(body.data.text).toHaveLength(2);
    expect(new Set(body.data.text).size).toBe(2);
    for (const name of body.data.text) expect(name).toMatch(/^[\u4e00-\u9fff]+$/);
    const english = await create(undefined, 'en');
    for (const name of english.body.data.text) expect(name).toMatch(/^[a-z]+$/);
  });

  it('refuses a malformed captcha id', async () => {
    const { body } = await server.request(`${GET}?id=x`, { headers: { 'think-lang': 'en' } });
    expect(body).toMatchObject({ code: 0, msg: 'Incorrect parameter!' });
  });

  it('passes the targets clicked in order on a smaller shown image', async () => {
    const { id } = await create();
    await expectPass(id, rightInfo(await storedAnswer(id)));
  });

  it('accepts a click off the centre inside the target', async () => {
    const { id } = await create();
    const [first, second] = await storedAnswer(id);
    if (!first || !second) throw new Error('two targets expected');
    await expectPass(id, rightInfo([{ x: first.x + 10, y: first.y - 10 }, second]));
  });

  it('fails the right targets in the wrong order, and a click beside a target', async () => {
    const { id } = await create();
    const points = await storedAnswer(id);
    await expectFail(id, rightInfo([...points].reverse()));
    const [first, second] = points;
    if (!first || !second) throw new Error('two targets expected');
    await expectFail(id, rightInfo([missBy40(first), second]));
    await expectFail(id, rightInfo([first, missBy40(second)]));
    await expectPass(id, rightInfo(points));
  });

  it('fails an unknown id', async () => {
    await expectFail(randomUUID(), '10,10-20,20;350;200');
  });

  it('fails and removes an expired captcha', async () => {
    const { id } = await create();
    const points = await storedAnswer(id);
    await server.database.db
      .updateTable('captcha')
      .set({ expire_time: nowSeconds() - 1 })
      .where('key', '=', hashToken(id))
      .execute();
    await expectFail(id, rightInfo(points));
    const rows = await server.database.db
      .selectFrom('captcha')
      .select('key')
      .where('key', '=', hashToken(id))
      .execute();
    expect(rows).toEqual([]);
  });

  it('deletes expired captchas when a new one is made', async () => {
    const { id: old } = await create();
    const db = server.database.db;
    await db
      .updateTable('captcha')
      .set({ expire_time: nowSeconds() - 1 })
      .where('key', '=', hashToken(old))
      .execute();
    await create();
    expect(await db.selectFrom('captcha').select('key').where('key', '=', hashToken(old)).execute()).toEqual(
      [],
    );
  });

  it('keeps a captcha checked without unset, and consumes it at the first success with unset', async () => {
    const { id } = await create();
    const info = rightInfo(await storedAnswer(id));
    await expectPass(id, info);
    await expectPass(id, info);
    await expectPass(id, info, true);
    await expectFail(id, info, true);
    await expectFail(id, info);
  });

  it('lets only one of several concurrent checks with unset consume a captcha', async () => {
    const { id } = await create();
    const info = rightInfo(await storedAnswer(id));
    // Called in-process so that every check has read the captcha before any of them consumes it.
    const captcha = createCaptchaService({ db: server.database.db, enabled: true });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => captcha.check(id, info, { unset: true })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    await expectFail(id, info);
  });

  it('still passes after 4 wrong answers and fails the right one after the 5th', async () => {
    const { id } = await create();
    const points = await storedAnswer(id);
    const wrong = rightInfo([...points].reverse());
    for (let i = 0; i < 4; i++) await expectFail(id, wrong);
    await expectPass(id, rightInfo(points));
    await expectFail(id, wrong);
    await expectFail(id, rightInfo(points));
  });

  it('counts 5 concurrent wrong answers, so the right one after them fails', async () => {
    const { id } = await create();
    const points = await storedAnswer(id);
    const wrong = rightInfo([...points].reverse());
    await Promise.all(Array.from({ length: CAPTCHA.maxWrongAnswers }, () => check({ id, info: wrong })));
    await expectFail(id, rightInfo(points));
  });

  it('replaces a captcha and its wrong answers when the same id asks again, even a dead one', async () => {
    const { id } = await create();
    const wrongFor = async () => rightInfo([...(await storedAnswer(id))].reverse());
    for (let i = 0; i < CAPTCHA.maxWrongAnswers - 1; i++) await expectFail(id, await wrongFor());
    await create(id);
    for (let i = 0; i < CAPTCHA.maxWrongAnswers - 1; i++) await expectFail(id, await wrongFor());
    await expectPass(id, rightInfo(await storedAnswer(id)));
    await expectFail(id, await wrongFor());
    await create(id);
    await expectPass(id, rightInfo(await storedAnswer(id)));
  });

  it('fails malformed info with code 0 and no 500, even when it carries the right clicks', async () => {
    const malformed = (a: string, b: string): unknown[] => [
      '',
      `${a};175;100`,
      `${a}-${b}-${b};175;100`,
      `${a}-${b}`,
      `${a}-${b};175`,
      `${a}-${b};175;100;100`,
      `${a},${b};175;100`,
      'a,b-c,d;175;100',
      `${a}-${b};abc;100`,
      `-5,10-${b};175;100`,
      `NaN,NaN-${b};175;100`,
      `Infinity,1-${b};175;100`,
      `${a}-${b};Infinity;100`,
      `1e3,1e1-${b};175;100`,
      `${a}-${b};0;0`,
      `${a}-${b};1e308;1e308`,
      `${a}-${b};99999999999999999999;100`,
      `${a}-${b};10;10`,
      ` ${a}-${b};175;100`,
      '<script>alert(1)</script>;-,;\u0000'.repeat(10).slice(0, 200),
      'x'.repeat(201),
      42,
      null,
      ['1,1-2,2;175;100'],
    ];
    const cases = malformed('0,0', '0,0').length;
    for (let index = 0; index < cases; index++) {
      const { id } = await create();
      const points = await storedAnswer(id);
      const [a = '', b = ''] = rightInfo(points).split(';')[0]?.split('-') ?? [];
      const info = malformed(a, b)[index];
      const answer = await check({ id, info });
      expect(answer.code, `info ${JSON.stringify(info)}`).toBe(0);
      await expectPass(id, rightInfo(points));
    }
  });

  it('tells a NODE_ENV=test client where the targets are', async () => {
    const { id } = await create();
    const { body } = await server.request(`/__test/captcha/${id}`);
    expect(body).toMatchObject({ code: 1, data: { points: await storedAnswer(id) } });
  });
});

describe.each(TEST_DIALECTS)('click captcha switched off or outside tests on %s', (dialect) => {
  it('passes any answer with CAPTCHA=off, and still renders', async () => {
    const server = await startTestServer(dialect, { CAPTCHA: 'off' });
    try {
      const { body } = await server.request(`${GET}?id=${randomUUID()}`);
      expect(body.data.base64).toMatch(/^data:image\/png;base64,/);
      for (const info of ['', 'junk', '1,1-2,2;350;200']) {
        const check = await server.request(CHECK, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ id: body.data.id, info, unset: true }),
        });
        expect(check.body).toMatchObject({ code: 1, msg: '验证成功！' });
      }
    } finally {
      await server.close();
    }
  });

  it('has no answer route without the test hooks, NODE_ENV=test or not', async () => {
    const server = await startTestServer(dialect, { NODE_ENV: 'test' }, { testHooks: false });
    try {
      const { body } = await server.request(`${GET}?id=${randomUUID()}`);
      const hook = await server.request(`/__test/captcha/${body.data.id}`);
      expect(hook.status).toBe(404);
      expect(JSON.stringify(hook.body)).not.toContain('points');
    } finally {
      await server.close();
    }
  });
});

describe('click captcha answer rules', () => {
  const answer = [
    { x: 100, y: 100, r: 20 },
    { x: 250, y: 100, r: 20 },
  ];
  const reach = 20 + HIT_TOLERANCE;

  it('scales clicks from the shown size back to image pixels', () => {
    expect(parseClicks('50,25-175,100;175;100')).toEqual([
      { x: 100, y: 50 },
      { x: 350, y: 200 },
    ]);
  });

  it('hits up to the radius plus the tolerance and misses beyond it', () => {
    expect(
      isRightAnswer(answer, [
        { x: 100 + reach, y: 100 },
        { x: 250, y: 100 - reach },
      ]),
    ).toBe(true);
    expect(
      isRightAnswer(answer, [
        { x: 100 + reach + 1, y: 100 },
        { x: 250, y: 100 },
      ]),
    ).toBe(false);
  });
});
