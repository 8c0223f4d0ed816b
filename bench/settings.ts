/**
 * How the benchmarks run. BENCH_QUICK=1 runs each one briefly, to check that it works while the code
 * changes; its figures are not for comparison, so they go to bench/results/quick/ (never committed) and say
 * `quick: true`. BENCH_PG_URL (any database of the server: a scratch database is created and dropped beside
 * it) and BENCH_REDIS_URL (keys under a scratch prefix, deleted afterwards) serve the PostgreSQL + Redis
 * variants.
 */
export const QUICK = process.env.BENCH_QUICK === '1';

/** `full` in a real run, `quick` under BENCH_QUICK=1. */
export const scaled = <T>(full: T, quick: T): T => (QUICK ? quick : full);

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
