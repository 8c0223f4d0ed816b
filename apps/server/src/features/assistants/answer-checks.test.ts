import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsOf, startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore, askStore, storeOwnerOf } from '../../test/store-fixtures.js';

const PARKING = {
  lang: 'en',
  question: 'Do you have parking?',
  answer: 'Yes: free parking behind the store.',
};
const HOURS = { lang: 'en', question: 'When do you open?', answer: 'Every day from 8 am to 9 pm.' };
const PARAPHRASE = 'Do you have free parking?';
const ZH = { 'think-lang': 'zh-cn' };
const REFUSAL = 'Can you write my history essay?';

describe.each(TEST_DIALECTS)('answer checks before publishing on %s', (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner: operator } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const admin = {
    get: (path: string) => server.data(`/api/admin/${path}`, { ...EN, ...operator.headers }),
    post: (path: string, body: unknown, lang = EN) =>
      server.post(`/api/admin/${path}`, body, { ...lang, ...operator.headers }),
  };
  const addEntry = async (storeId: number, entry: typeof PARKING) =>
    (await admin.post('knowledge/add', { ...entry, store_id: storeId })).body.data as { id: number };
  const evaluationOf = (storeId: number) => admin.get(`assistants/evaluation?store_id=${storeId}`);
  const storedFigures = async (storeId: number) => {
    const row = await server.database.db
      .selectFrom('assistant')
      .select('evaluation')
      .where('store_id', '=', storeId)
      .where('variant', '=', 'published')
      .executeTakeFirstOrThrow();
    return JSON.parse(row.evaluation);
  };

  it('measures the draft beside the published assistant, lists what got worse and refuses it unconfirmed', async () => {
    const store = await addStore(server, operator.headers);
    const parking = await addEntry(store.id, PARKING);
    await addEntry(store.id, HOURS);

    // The first publish only improves on an empty assistant: its figures are kept on the published row.
    const first = await evaluationOf(store.id);
    expect(first).toMatchObject({
      draft: { answerable: 2, hit_rate: 1, wrong: 0 },
      regressions: { total: 0 },
    });
    expect(first.published).toMatchObject({ answerable: 2, hit_rate: 0, refusal_rate: 1 });
    expect((await admin.post('assistants/publish', { store_id: store.id })).body).toMatchObject({ code: 1 });
    expect(await storedFigures(store.id)).toMatchObject({ answerable: 2, hit_rate: 1, wrong: 0 });

    const paraphrase = { store_id: store.id, kind: 'paraphrase', lang: 'en', question: PARAPHRASE };
    expect((await admin.post('assistants/checks/add', paraphrase)).body).toMatchObject({ code: 0 });
    await admin.post('assistants/checks/add', { ...paraphrase, entry_id: parking.id });
    await admin.post('assistants/checks/add', {
      store_id: store.id,
      kind: 'refusal',
      lang: 'en',
      question: REFUSAL,
    });
    expect(await logRowsOf(server, 'answerChecks.add')).toHaveLength(2);
    const same = await evaluationOf(store.id);
    expect(same.draft).toEqual(same.published);
    expect(same.draft).toMatchObject({ answerable: 3, hit_rate: 1, wrong: 0, refusal_rate: 1 });

    // Two new entries take the paraphrase and the refusal case: the draft answers both worse.
    await addEntry(store.id, {
      lang: 'en',
      question: PARAPHRASE,
      answer: 'Only at weekends, 10 yuan an hour.',
    });
    await addEntry(store.id, { lang: 'en', question: 'Can you write my essay?', answer: 'Sure!' });
    const worse = await evaluationOf(store.id);
    // The published assistant lacks the new entries: their own questions count as missed there, not wrong.
    expect(worse.published.wrong).toBe(0);
    expect(worse.draft.wrong).toBe(2);
    expect(worse.draft.refusal_rate).toBeLessThan(1);
    expect(worse.regressions.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'paraphrase',
          question: PARAPHRASE,
          expected: PARKING.question,
          published: 'hit',
          draft: 'wrong',
          draft_answer: PARAPHRASE,
        }),
        expect.objectContaining({
          kind: 'refusal',
          question: REFUSAL,
          published: 'refused',
          draft: 'answered',
        }),
      ]),
    );

    const refused = await admin.post('assistants/publish', { store_id: store.id });
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toContain(`answers ${worse.regressions.total} check(s) worse`);
    const refusedZh = await admin.post('assistants/publish', { store_id: store.id }, ZH);
    expect(refusedZh.body.msg).toContain(`草稿有 ${worse.regressions.total} 条检查答得比已发布的助手差`);
    expect(await storedFigures(store.id)).toMatchObject({ wrong: 0, refusal_rate: 1 });

    const confirmed = await admin.post('assistants/publish', {
      store_id: store.id,
      acknowledge_regressions: true,
    });
    expect(confirmed.body).toMatchObject({ code: 1 });
    expect(await storedFigures(store.id)).toMatchObject({ wrong: worse.draft.wrong });
    expect((await evaluationOf(store.id)).regressions.total).toBe(0);

    // The dashboard reads the figures kept at publishing, weakest stores first.
    const { answers } = await admin.get('dashboard/index?days=14');
    expect(answers.measured).toBeGreaterThanOrEqual(1);
    expect(answers.weakest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          store: expect.objectContaining({ id: store.id }),
          wrong: worse.draft.wrong,
        }),
      ]),
    );
  });

  it("keeps a store owner's checks to their own store and their own draft's entries", async () => {
    const [mine, theirs] = [
      await addStore(server, operator.headers),
      await addStore(server, operator.headers),
    ];
    const mineEntry = await addEntry(mine.id, PARKING);
    const theirEntry = await addEntry(theirs.id, HOURS);
    const owner = (await storeOwnerOf(server, mine.id)).headers;
    const other = (await storeOwnerOf(server, theirs.id)).headers;
    const post = (headers: Record<string, string>, path: string, body: unknown) =>
      server.post(`/api/shop/checks/${path}`, body, headers);

    const paraphrase = { kind: 'paraphrase', lang: 'en', question: PARAPHRASE };
    expect((await post(owner, 'add', { ...paraphrase, entry_id: theirEntry.id })).body).toMatchObject({
      code: 0,
      msg: 'This knowledge entry does not exist',
    });
    const added = (await post(owner, 'add', { ...paraphrase, entry_id: mineEntry.id })).body.data;
    expect(added).toMatchObject({
      kind: 'paraphrase',
      entry: { question: PARKING.question },
      entry_found: true,
    });

    const list = (await server.data('/api/shop/checks/index', owner)).list;
    expect(list.filter((check: { builtin: boolean }) => check.builtin).length).toBeGreaterThanOrEqual(8);
    expect(list.filter((check: { builtin: boolean }) => !check.builtin)).toEqual([added]);
    expect(
      (await server.data('/api/shop/checks/index', other)).list.some(
        (c: { id: number }) => c.id === added.id,
      ),
    ).toBe(false);

    expect((await post(other, 'del', { id: added.id })).body).toMatchObject({
      code: 0,
      msg: 'This answer check does not exist',
    });
    expect((await post(owner, 'del', { id: -1 })).body.code).toBe(0);
    expect((await post(owner, 'del', { id: added.id })).body).toMatchObject({ code: 1 });
    expect(
      (await server.data('/api/shop/checks/index', owner)).list.some(
        (c: { id: number }) => c.id === added.id,
      ),
    ).toBe(false);

    // Editing the entry's question takes its checks along; the owner's publish is measured the same way.
    await post(owner, 'add', { ...paraphrase, entry_id: mineEntry.id });
    await server.post(
      '/api/shop/knowledge/edit',
      { ...PARKING, id: mineEntry.id, question: 'Any parking?' },
      owner,
    );
    const [moved] = (await server.data('/api/shop/checks/index', owner)).list.filter(
      (check: { builtin: boolean }) => !check.builtin,
    );
    expect(moved.entry).toEqual({ lang: 'en', question: 'Any parking?' });
    await server.post(
      '/api/shop/knowledge/add',
      { lang: 'en', question: 'Is there a car wash?', answer: 'No.' },
      owner,
    );
    const evaluation = await server.data('/api/shop/checks/evaluation', owner);
    expect(evaluation.regressions.total).toBe(0);
    expect((await server.post('/api/shop/assistant/publish', {}, owner)).body).toMatchObject({ code: 1 });
  });

  it("keeps a visitor's unanswered question, once turned into an entry, as a check of that entry", async () => {
    const store = await addStore(server, operator.headers);
    const asked = await askStore(server, { storeuuid: store.storeuuid, question: 'u have wifi??' });
    const fields = { lang: 'en', question: 'Do you have Wi-Fi?', answer: 'Yes, ask for the password.' };
    const turned = await admin.post('conversations/toKnowledge', { message_id: asked.answerId, ...fields });
    expect(turned.body).toMatchObject({ code: 1 });
    const checks = (await admin.get(`assistants/checks?store_id=${store.id}`)).list;
    expect(checks.filter((check: { builtin: boolean }) => !check.builtin)).toMatchObject([
      { kind: 'answered', lang: 'en', question: 'u have wifi??', entry: { question: fields.question } },
    ]);
  });
});
