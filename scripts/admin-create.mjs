// `npm run admin:create -- --username … --password …`: builds what is stale, then creates a console operator.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
const child = spawn(process.execPath, ['apps/server/dist/cli/admin-create.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
