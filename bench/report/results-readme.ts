import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETUP_NAMES } from '../cluster.js';
import { BENCHMARKS, figure, type TBenchmark, type TResult, WEB } from './benchmarks.js';

/** Results of a benchmark's PostgreSQL + Redis variant are filed as `<name>-pg.json`. */
export const PG_SUFFIX = '-pg';

/** Every `*.json` in the folder, by file name without `.json`. */
function readResults(dir: string): Map<string, TResult> {
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return new Map(
    files
      .sort()
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, file), 'utf8'))]),
  );
}

/** The machine a result was measured on, as far as its file records it. */
function machineOf(result: TResult): string {
  const machine = (result.machine ?? {}) as Record<string, unknown>;
  return [
    typeof machine.cpu === 'string' ? machine.cpu : 'CPU model not recorded',
    `${figure(machine, 'cpus') ?? '?'} cores`,
    figure(machine, 'memoryGb') === undefined ? 'RAM not recorded' : `${figure(machine, 'memoryGb')} GiB RAM`,
    `Node ${typeof machine.node === 'string' ? machine.node : '?'}`,
    ...(typeof machine.os === 'string' ? [machine.os] : []),
  ].join(', ');
}

const dayOf = (result: TResult) => (typeof result.date === 'string' ? result.date.slice(0, 10) : '?');

function table(columns: string[], rows: string[][]): string[] {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)];
}

function setupOf(result: TResult): string {
  // Files from before the two-process variants existed were all measured on SQLite with one process.
  const setup = typeof result.setup === 'string' ? result.setup : SETUP_NAMES.sqlite;
  return result.quick ? `${setup} (quick run)` : setup;
}

/** This run's figure against the SQLite run's, as a multiple: the side-by-side comparison of the setups. */
function againstSqlite(bench: TBenchmark, result: TResult, sqlite: TResult | undefined): string {
  if (!sqlite || result === sqlite) return '–';
  const mine = figure(result, bench.compareBy.path);
  const theirs = figure(sqlite, bench.compareBy.path);
  return mine === undefined || !theirs ? '–' : `×${(mine / theirs).toFixed(2)}`;
}

/** The targets the results state (each benchmark names its own), once each. */
function targetsOf(runs: TResult[]): string[] {
  const targets = new Set(
    runs.map((run) => run.target ?? run.targets).filter((target) => typeof target === 'string'),
  );
  return [...targets].map((target) => `Target: ${target}.`);
}

function benchmarkSection(name: string, bench: TBenchmark, results: Map<string, TResult>): string[] {
  const sqlite = results.get(name);
  const runs = [sqlite, results.get(`${name}${PG_SUFFIX}`)].filter(
    (run): run is TResult => run !== undefined,
  );
  const better = bench.compareBy.higherIsBetter ? 'higher is better' : 'lower is better';
  const compareColumn = `${bench.compareBy.label} vs SQLite`;
  return [
    `## ${bench.title}`,
    '',
    bench.baseline,
    '',
    ...(runs.length === 0
      ? ['Not measured yet.']
      : [
          ...table(
            ['setup', 'date', ...bench.columns.map((column) => column.label), compareColumn],
            runs.map((run) => [
              setupOf(run),
              dayOf(run),
              ...bench.columns.map((column) => column.cell(run)),
              againstSqlite(bench, run, sqlite),
            ]),
          ),
          '',
          `The last column divides the row's ${bench.compareBy.label} by the SQLite row's (${better}).`,
          ...targetsOf(runs),
        ]),
    '',
  ];
}

function webSection(result: TResult): string[] {
  const rows = WEB.pages(result).map(([name, page]) => [
    name,
    ...WEB.columns.map((column) => column.cell(page)),
  ]);
  const labels = ['page', ...WEB.columns.map((column) => column.label)];
  return [`## ${WEB.title}`, '', WEB.baseline, '', ...table(labels, rows), ''];
}

/** The results README for the given results: machine, dates, and per benchmark its table. */
export function renderResultsReadme(results: Map<string, TResult>): string {
  const machines = new Map<string, string[]>();
  for (const [name, result] of results)
    machines.set(machineOf(result), [...(machines.get(machineOf(result)) ?? []), name]);
  const dates = [...results.values()]
    .map((result) => String(result.date ?? ''))
    .filter(Boolean)
    .sort();
  const known = new Set([...Object.keys(BENCHMARKS).flatMap((name) => [name, `${name}${PG_SUFFIX}`]), 'web']);
  const others = [...results.keys()].filter((name) => !known.has(name));
  const web = results.get('web');
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` from the JSON files beside it; `npm run bench readme` rewrites it without',
    'measuring. Do not edit it by hand.',
    '',
    ...(machines.size === 1
      ? [`Machine: ${[...machines.keys()][0]}.`]
      : ['Machines:', ...[...machines].map(([machine, names]) => `- ${machine}: ${names.join(', ')}`)]),
    `Measured: ${dates[0]?.slice(0, 16).replace('T', ' ') ?? '?'} to ${dates.at(-1)?.slice(0, 16).replace('T', ' ') ?? '?'} UTC.`,
    '',
    `Setups: "${SETUP_NAMES.sqlite}" is the server as \`npm start\` runs it; "${SETUP_NAMES.postgres}" runs two`,
    'server processes on one scratch PostgreSQL database and one Redis, the load generator opening every other',
    'connection (or giving every other client) to each. Both run on the same machine as the load generator.',
    '',
    ...Object.entries(BENCHMARKS).flatMap(([name, bench]) => benchmarkSection(name, bench, results)),
    ...(web ? webSection(web) : []),
    ...(others.length > 0
      ? [`Also here, without a table: ${others.map((name) => `${name}.json`).join(', ')}.`, '']
      : []),
  ].join('\n');
}

/** Rewrites `README.md` in the results folder from the JSON files there. */
export function writeResultsReadme(dir: string): void {
  writeFileSync(join(dir, 'README.md'), renderResultsReadme(readResults(dir)));
}
