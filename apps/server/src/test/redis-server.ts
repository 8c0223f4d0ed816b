import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { Socket } from 'node:net';
import { freePort } from './free-port.js';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1');
  });

/**
 * A Redis of the test's own (`redis-server` from the system, nothing saved to disk) on a free loopback port,
 * which the test may stop and start again on the same port: how tests take Redis away from a server without
 * touching the Redis other tests share.
 */
export async function startOwnRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    let failure: Error | undefined;
    child.once('error', (error) => {
      failure = error;
    });
    const deadline = Date.now() + 10_000;
    while (!(await accepts(port))) {
      if (failure) throw new Error(`redis-server could not start (is it installed?): ${failure.message}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
