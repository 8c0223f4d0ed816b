import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command in the repo root with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Newest modification time (ms) of the files under the given paths, skipping build output. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry !== 'node_modules' && entry !== 'dist' && !entry.endsWith('.tsbuildinfo'))
          visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('> installing dependencies (npm ci)');
  await run('npm', ['ci']);
}

const BUILD_INPUTS = [
  'packages/shared',
  'apps/server',
  'apps/web',
  'tsconfig.base.json',
  'package-lock.json',
];
const BUILD_OUTPUTS = [
  'packages/shared/dist/index.js',
  'apps/server/dist/main.js',
  'apps/web/dist/index.html',
];

/**
 * Written when a build finishes. The outputs' own times cannot say when the last build ran: TypeScript leaves
 * an unchanged output file as it was, so the server's entry can stay older than sources built after it.
 */
const BUILD_STAMP = join(root, 'node_modules', '.storefront-build');

/** Builds shared, server and web when an output is missing or a source changed since the last build. */
export async function ensureBuilt({ force = false } = {}) {
  const outputsThere = BUILD_OUTPUTS.every((path) => existsSync(join(root, path)));
  const builtAt = existsSync(BUILD_STAMP) ? statSync(BUILD_STAMP).mtimeMs : 0;
  if (!force && outputsThere && builtAt > newestMtime(BUILD_INPUTS)) return;
  console.log('> building shared, server and web');
  await run('npm', ['run', 'build']);
  writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
}
