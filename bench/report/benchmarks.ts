/**
 * What the results README shows of each benchmark: a title, what its baseline is, and per result file the
 * figures and the ratio against that baseline. Results are read loosely (a figure missing from an older
 * file shows as a dash), since the README is rebuilt from whatever files are there.
 */

/** One parsed `bench/results/*.json`. */
export type TResult = Record<string, unknown>;

/** The figure at a dotted path, if it is a number. */
export function figure(result: TResult, path: string): number | undefined {
  let value: unknown = result;
  for (const part of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A figure for a table cell, or a dash when it is missing. */
export function show(value: number | undefined, digits = 0): string {
  if (value === undefined) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const ratio = (top: number | undefined, bottom: number | undefined) =>
  top === undefined || bottom === undefined || bottom === 0 ? undefined : top / bottom;

/** A table column: its heading and how a result fills its cell. */
export interface TColumn {
  label: string;
  cell: (result: TResult) => string;
}

/** A column showing the figure at `path` with `digits` decimals. */
const column = (label: string, path: string, digits = 0): TColumn => ({
  label,
  cell: (result) => show(figure(result, path), digits),
});

/** A column showing the figure at `top` divided by the one at `bottom`. */
const ratioColumn = (label: string, top: string, bottom: string, digits: number): TColumn => ({
  label,
  cell: (result) => show(ratio(figure(result, top), figure(result, bottom)), digits),
});

export interface TBenchmark {
  title: string;
  /** The line under the title: what the ratio compares against. */
  baseline: string;
  columns: TColumn[];
  /** The figure a PostgreSQL + Redis run is compared to the SQLite run by, and whether more is better. */
  compareBy: { label: string; path: string; higherIsBetter: boolean };
}

export const BENCHMARKS: Record<string, TBenchmark> = {
  bootstrap: {
    title: 'bootstrap: `GET /api/index/index` for a guest, 50 connections',
    baseline:
      'Baseline: a bare Fastify app sending the very same bytes and headers, in as many processes under the ' +
      'same load, logging the same way; ratio = product req/s ÷ baseline req/s at `info` (the median of the ' +
      'rounds), and again with both at `warn`; CPU ratio = baseline CPU per answer ÷ product CPU per answer ' +
      '(the median of the rounds at `info`), steadier on a shared host than the rates.',
    columns: [
      column('req/s', 'bootstrap.requestsPerSecond'),
      column('p99 ms', 'bootstrap.p99Ms'),
      column('baseline req/s', 'bareFastify.requestsPerSecond'),
      column('ratio', 'ratio', 3),
      column('ratio at warn', 'ratioAtWarn', 3),
      column('CPU ratio', 'cpuRatio', 3),
    ],
    compareBy: { label: 'req/s', path: 'bootstrap.requestsPerSecond', higherIsBetter: true },
  },
  login: {
    title: 'login: 50 concurrent password logins (argon2id) while 50 connections load the bootstrap',
    baseline:
      'Baseline: the same bootstrap load with no logins; ratio = bootstrap p99 during logins ÷ idle p99.',
    columns: [
      column('logins/s', 'logins.requestsPerSecond', 1),
      column('login p99 ms', 'logins.p99Ms'),
      column('idle p99 ms', 'bootstrapIdle.p99Ms'),
      column('p99 during logins', 'bootstrapDuringLogins.p99Ms'),
      column('ratio', 'p99Ratio', 2),
    ],
    compareBy: { label: 'logins/s', path: 'logins.requestsPerSecond', higherIsBetter: true },
  },
  chat: {
    title: 'chat: time to first token relayed from a local model service, at 1 and at 200 streams',
    baseline:
      'Baseline: the same model service asked directly; overhead = through the server − direct, ' +
      'ratio = median through the server ÷ direct at 200 streams.',
    columns: [
      column('1 stream overhead ms', 'oneStream.overheadMedianMs', 1),
      column('200 streams median ms', 'manyStreams.server.medianMs', 1),
      column('direct median ms', 'manyStreams.direct.medianMs', 1),
      column('overhead p99 ms', 'manyStreams.overheadP99Ms', 1),
      ratioColumn('ratio', 'manyStreams.server.medianMs', 'manyStreams.direct.medianMs', 1),
      column('peak RSS MB', 'serverPeakRssMbAt200Streams'),
      column('CPU ms/answer', 'serverCpuMsPerStreamAt200', 1),
    ],
    compareBy: { label: 'median at 200 streams', path: 'manyStreams.server.medianMs', higherIsBetter: false },
  },
  locate: {
    title: 'locate: nearest stores within 10 km among generated stores, 50 connections',
    baseline:
      'Baseline: a page of 20 store cards without location search (`instoLists`) under the same load, on a ' +
      'second server of the same build measured back to back in rounds; ratio = metro req/s ÷ baseline req/s ' +
      '(the median round).',
    columns: [
      column('stores', 'stores'),
      column('metro p50 ms', 'scenarios.metro.p50'),
      column('metro p99 ms', 'scenarios.metro.p99'),
      column('metro req/s', 'scenarios.metro.rps'),
      column('regional p99 ms', 'scenarios.regional.p99'),
      column('baseline p99 ms', 'twentyCardBaseline.p99'),
      column('baseline req/s', 'twentyCardBaseline.rps'),
      ratioColumn('ratio', 'scenarios.metro.rps', 'twentyCardBaseline.rps', 2),
    ],
    compareBy: { label: 'metro req/s', path: 'scenarios.metro.rps', higherIsBetter: true },
  },
  builtin: {
    title: 'builtin: the knowledge engine answering on its own, 1,000 entries, one process',
    baseline:
      'Time to first token over the tuning and held-out questions (the first, cold question apart); index ' +
      'build per seeded store (14 entries); heap per 10,000 indexed entries; answerable share of the held-out ' +
      'and tuning sets (the held-out figures are the ones to quote).',
    columns: [
      column('p50 ms', 'firstToken.medianMs', 2),
      column('p95 ms', 'firstToken.p95Ms', 2),
      column('cold ms', 'firstToken.coldMs', 0),
      column('index/store ms', 'indexBuildPerStore.medianMs', 2),
      column('MB per 10k entries', 'memoryPer10kEntries.heapMb', 1),
      column('held-out zh-cn %', 'evaluation.heldOut.zh-cn.answerablePercent', 1),
      column('held-out en %', 'evaluation.heldOut.en.answerablePercent', 1),
      column('tuning zh-cn %', 'evaluation.tuning.zh-cn.answerablePercent', 1),
      column('tuning en %', 'evaluation.tuning.en.answerablePercent', 1),
    ],
    compareBy: { label: 'p95', path: 'firstToken.p95Ms', higherIsBetter: false },
  },
};

/** web.json: one row per page instead of one per setup. */
export const WEB = {
  title: 'web: each page on a phone over fast 3G with the CPU slowed 4x, empty cache',
  baseline:
    "Baseline: each page's budget of JavaScript on the wire before it is usable; ratio = JavaScript KB ÷ budget " +
    '(≤ 1 meets it). JavaScript fetched after (the idle prefetch of the next page) is counted apart.',
  columns: [
    column('JS KB', 'jsKb', 1),
    column('CSS KB', 'cssKb', 1),
    column('JS after usable KB', 'laterJsKb', 1),
    column('requests', 'requests'),
    column('first paint ms', 'firstContentfulPaintMs'),
    column('usable ms', 'usableMs'),
    column('budget KB', 'budgetJsKb'),
    ratioColumn('ratio', 'jsKb', 'budgetJsKb', 2),
  ],
  /** The measured pages by name. */
  pages: (result: TResult): [string, TResult][] =>
    result.pages && typeof result.pages === 'object'
      ? Object.entries(result.pages as Record<string, TResult>)
      : [],
};
