// Prints each budgeted page's first load from a build: `node --import tsx apps/web/build/first-load-report.ts
// [dist] [--files]` (dist defaults to apps/web/dist; --files lists each page's chunks with their bytes).
import { measureRoute, readBuiltApp } from './dist-reader.js';
import { ROUTE_BUDGETS } from './route-budgets.js';

const args = process.argv.slice(2);
const dist = args.find((arg) => !arg.startsWith('--')) ?? new URL('../dist', import.meta.url).pathname;
const app = readBuiltApp(dist);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('page            JS KB   CSS KB  files  target KB  budget KB  language');
for (const route of ROUTE_BUDGETS) {
  const { js, css, load, language } = measureRoute(app, route);
  console.log(
    `${route.name.padEnd(15)} ${kb(js).padStart(6)} ${kb(css).padStart(8)} ${String(load.js.length).padStart(6)} ${String(route.targetKb).padStart(10)} ${String(route.budgetKb).padStart(10)}  ${language}`,
  );
  if (args.includes('--files')) {
    for (const file of [...load.js].sort((a, b) => app.wireBytes(b) - app.wireBytes(a)))
      console.log(`    ${kb(app.wireBytes(file)).padStart(7)}  ${file}`);
  }
}
