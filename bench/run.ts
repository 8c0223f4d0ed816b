import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { benchBootstrap } from './bootstrap.js';
import { benchChat } from './chat.js';
import { benchLocate } from './locate.js';
import { benchLogin } from './login.js';
import { benchWeb } from './web.js';

/**
 * `npm run bench [name…]`: runs the benchmarks and writes each result to bench/results/<name>.json, headed by
 * the benchmark's name, when it ran and on what machine.
 */
const benches: Record<string, () => Promise<object>> = {
  bootstrap: benchBootstrap,
  login: benchLogin,
  chat: benchChat,
  locate: benchLocate,
  web: benchWeb,
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(benches);
const resultsDir = new URL('./results', import.meta.url).pathname;
mkdirSync(resultsDir, { recursive: true });
for (const name of names) {
  const bench = benches[name];
  if (!bench) throw new Error(`unknown benchmark ${name}; known: ${Object.keys(benches).join(', ')}`);
  const measured = await bench();
  const machine = { cpus: cpus().length, node: process.version };
  const result = { name, date: new Date().toISOString(), machine, ...measured };
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}
