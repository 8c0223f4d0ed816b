import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import { benchBootstrap } from './bootstrap.js';
import { benchBuiltin } from './builtin.js';
import { benchChat } from './chat.js';
import { benchLocate } from './locate.js';
import { benchLogin } from './login.js';
import { PG_SUFFIX, writeResultsReadme } from './report/results-readme.js';
import { QUICK } from './settings.js';
import { benchWeb } from './web.js';

/**
 * `npm run bench [name…]`: runs the benchmarks and writes each result to bench/results/<name>.json, headed by
 * the benchmark's name, when it ran and on what machine, then rewrites bench/results/README.md from all the
 * results there. `<name>-pg` is a benchmark's PostgreSQL + Redis variant with two server processes, run right
 * after the SQLite one so both see the machine in the same state. `npm run bench readme` only rewrites the
 * README.
 */
const benches: Record<string, () => Promise<object>> = {
  bootstrap: () => benchBootstrap('sqlite'),
  [`bootstrap${PG_SUFFIX}`]: () => benchBootstrap('postgres'),
  login: () => benchLogin('sqlite'),
  [`login${PG_SUFFIX}`]: () => benchLogin('postgres'),
  chat: () => benchChat('sqlite'),
  [`chat${PG_SUFFIX}`]: () => benchChat('postgres'),
  locate: () => benchLocate('sqlite'),
  [`locate${PG_SUFFIX}`]: () => benchLocate('postgres'),
  web: benchWeb,
  builtin: benchBuiltin,
};

const machine = {
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cpus: cpus().length,
  memoryGb: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  os: `${type()} ${release()}`,
};

const wanted = process.argv.slice(2).filter((name) => name !== 'readme');
const names = process.argv.includes('readme') ? wanted : wanted.length > 0 ? wanted : Object.keys(benches);
// Quick runs file their results apart, so they never overwrite (or get committed as) measured ones.
const resultsDir = new URL(QUICK ? './results/quick' : './results', import.meta.url).pathname;
mkdirSync(resultsDir, { recursive: true });
for (const name of names) {
  const bench = benches[name];
  if (!bench) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}, readme`);
  const measured = await bench();
  const result = {
    name,
    date: new Date().toISOString(),
    machine,
    ...(QUICK ? { quick: true } : {}),
    ...measured,
  };
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
writeResultsReadme(resultsDir);
console.log(`wrote ${join(resultsDir, 'README.md')}`);
