import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type TJob =
  | { op: 'hash'; password: string; options: object }
  | { op: 'verify'; hash: string; password: string };
type TPending = { job: TJob; resolve: (value: string | boolean) => void; reject: (error: Error) => void };

// Inline source so the same worker runs from TypeScript in tests and from the build; argon2 is resolved here.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const os = require('node:os');
const argon2 = require(${JSON.stringify(createRequire(import.meta.url).resolve('@node-rs/argon2'))});
try { os.setPriority(19); } catch {}
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? argon2.hashSync(job.password, job.options) : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

/**
 * Password hashing on its own low-priority threads, one fewer than the cores: a burst of logins then queues
 * here while the event loop keeps a core (and the scheduler's preference) for every other request.
 * On Linux `setPriority` with no pid renices only the calling thread, which is what makes this work.
 */
export function createHashingPool(size = Math.max(1, availableParallelism() - 1)) {
  const queue: TPending[] = [];
  const idle: Worker[] = [];

  function dispatch(): void {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop();
      const pending = queue.shift();
      if (!worker || !pending) return;
      worker.once('message', (message: { result?: string | boolean; error?: string }) => {
        idle.push(worker);
        if (message.error !== undefined || message.result === undefined) {
          pending.reject(new Error(message.error ?? 'hashing failed'));
        } else {
          pending.resolve(message.result);
        }
        dispatch();
      });
      worker.postMessage(pending.job);
    }
  }

  for (let index = 0; index < size; index++) {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    idle.push(worker);
  }

  const run = (job: TJob) =>
    new Promise<string | boolean>((resolve, reject) => {
      queue.push({ job, resolve, reject });
      dispatch();
    });

  return {
    hash: async (password: string, options: object) => String(await run({ op: 'hash', password, options })),
    verify: async (hash: string, password: string) => (await run({ op: 'verify', hash, password })) === true,
  };
}
