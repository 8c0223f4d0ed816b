import { spawn } from 'node:child_process';
import { repoRoot } from '../e2e/support/server.js';

/**
 * Runs one of the benchmarks' helper scripts (a baseline server, the model service) in a Node process of its
 * own and waits for the first line it prints, which says it is listening.
 */
export async function startHelper(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error(`${args.join(' ')} exited before it was ready`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    firstLine,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
