// `npm run smoke -- --operator … --password …`: builds what is stale, then checks a login on a running server.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
const child = spawn(process.execPath, ['apps/server/dist/cli/smoke-login.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
