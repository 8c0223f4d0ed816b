import { spawn } from 'node:child_process';
import { repoRoot } from '../../e2e/support/server.js';

/**
 * Starts the built server and waits for it to exit, for starts that must fail: its exit code, what it
 * printed, and how long it ran. `uid`/`gid` run it as another user; `maxFileKiB` sets a file-size limit
 * (`ulimit -f`) past which any write to a file fails with EFBIG.
 */
export function runToExit(
  env: Record<string, string>,
  options: { uid?: number; gid?: number; maxFileKiB?: number; timeoutMs?: number } = {},
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const server = ['apps/server/dist/main.js'];
  const command =
    options.maxFileKiB === undefined
      ? [process.execPath, ...server]
      : ['/bin/sh', '-c', `ulimit -f ${options.maxFileKiB} && exec "$0" "$@"`, process.execPath, ...server];
  const [file = '', ...args] = command;
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid ?? options.uid }),
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not exit within ${options.timeoutMs ?? 15_000} ms:\n${output}`));
    }, options.timeoutMs ?? 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}
