// `npm run dev`: the server with reload on :8080 and the Vite dev server proxying /api to it.
import { spawn } from 'node:child_process';
import { ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
await run('npx', ['tsc', '-b', 'packages/shared']);
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: `${root}apps/web`, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
