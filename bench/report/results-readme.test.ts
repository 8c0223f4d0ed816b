import { describe, expect, it } from 'vitest';
import type { TResult } from './benchmarks.js';
import { renderResultsReadme } from './results-readme.js';

const machine = { cpu: 'Test CPU 3000', cpus: 2, memoryGb: 24, node: 'v20.20.2', os: 'Linux 6.1' };
const bootstrap = (setup: string | undefined, rps: number, bareRps: number): TResult => ({
  name: 'bootstrap',
  date: '2026-11-25T10:00:00.000Z',
  machine,
  ...(setup ? { setup } : {}),
  bootstrap: { requestsPerSecond: rps, p99Ms: 3 },
  bareFastify: { requestsPerSecond: bareRps, p99Ms: 1 },
  ratio: Number((rps / bareRps).toFixed(3)),
  ratioAtWarn: 0.9,
  target: 'ratio >= 0.8',
});

const rowOf = (readme: string, start: string) => readme.split('\n').find((line) => line.startsWith(start));

describe('the results README', () => {
  it('puts both setups of a benchmark side by side, each against its baseline and PostgreSQL against SQLite', () => {
    const readme = renderResultsReadme(
      new Map<string, TResult>([
        ['bootstrap', bootstrap('SQLite, 1 process', 40_000, 50_000)],
        ['bootstrap-pg', bootstrap('PostgreSQL + Redis, 2 processes', 50_000, 80_000)],
      ]),
    );
    expect(readme).toContain('Machine: Test CPU 3000, 2 cores, 24 GiB RAM, Node v20.20.2, Linux 6.1.');
    expect(readme).toContain('Measured: 2026-11-25 10:00 to 2026-11-25 10:00 UTC.');
    expect(readme).toContain('Baseline: a bare Fastify app sending the very same bytes and headers');
    expect(rowOf(readme, '| SQLite, 1 process |')).toBe(
      '| SQLite, 1 process | 2026-11-25 | 40,000 | 3 | 50,000 | 0.800 | 0.900 | – | – |',
    );
    expect(rowOf(readme, '| PostgreSQL + Redis, 2 processes |')).toBe(
      '| PostgreSQL + Redis, 2 processes | 2026-11-25 | 50,000 | 3 | 80,000 | 0.625 | 0.900 | – | ×1.25 |',
    );
    expect(readme).toContain('Target: ratio >= 0.8.');
    expect(readme).toContain('## login');
    expect(readme).toContain('Not measured yet.');
  });

  it('reads older files without setup or machine details, and marks quick runs', () => {
    const machine = { cpus: 2, node: 'v20.20.2' };
    const old = { ...bootstrap(undefined, 47_000, 73_000), machine, ratioAtWarn: undefined };
    const quick = { ...bootstrap('PostgreSQL + Redis, 2 processes', 1, 2), quick: true };
    const readme = renderResultsReadme(
      new Map<string, TResult>([
        ['bootstrap', old],
        ['bootstrap-pg', quick],
      ]),
    );
    expect(readme).toContain('- CPU model not recorded, 2 cores, RAM not recorded, Node v20.20.2: bootstrap');
    expect(rowOf(readme, '| SQLite, 1 process |')).toContain('| 0.644 | – | – |');
    expect(rowOf(readme, '| PostgreSQL + Redis, 2 processes (quick run) |')).toBeDefined();
  });

  it("shows the web benchmark's pages against their budgets and names files it has no table for", () => {
    const web = {
      name: 'web',
      date: '2026-11-25T11:00:00.000Z',
      machine,
      pages: {
        home: {
          jsKb: 150,
          cssKb: 6.2,
          laterJsKb: 48.5,
          requests: 12,
          firstContentfulPaintMs: 900,
          usableMs: 1500,
          budgetJsKb: 200,
        },
      },
    };
    const readme = renderResultsReadme(
      new Map<string, TResult>([
        ['web', web],
        ['soak', { name: 'soak', date: '2026-11-25T12:00:00.000Z', machine }],
      ]),
    );
    expect(rowOf(readme, '| home |')).toBe('| home | 150.0 | 6.2 | 48.5 | 12 | 900 | 1,500 | 200 | 0.75 |');
    expect(readme).toContain('Also here, without a table: soak.json.');
  });
});
