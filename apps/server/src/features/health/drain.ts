import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export interface TShutdownTimes {
  /** How long a stopping process serves on with its readiness failing, for balancers to take it out. */
  drainMs: number;
  /** How long requests in flight (chat answers streaming) then have to end before they are cut. */
  graceMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes the process out of rotation and closes it (main.ts, on SIGTERM): see `trackDrain`. */
    shutDownGracefully: (times: TShutdownTimes) => Promise<void>;
  }
}

/**
 * Counts the requests in flight and gives the app `shutDownGracefully`, which makes a rolling restart invisible
 * to clients: `/healthz` fails at once and every answer asks its client to close the connection, so a proxy
 * keeps no idle connection to this process; the process serves on for `drainMs`, then stops taking
 * connections (nginx retries a refused one on another process, whatever the method), waits up to `graceMs` for
 * what is in flight, and only then closes the app, which ends the answers still streaming with the restart
 * message. Closing at once instead answered 503 to requests on kept-alive connections (Fastify's closing
 * state) and cut every open chat answer.
 */
export function trackDrain(app: FastifyInstance): { isDraining: () => boolean } {
  let isDraining = false;
  let inFlight = 0;
  let onIdle = () => {};
  const requestClosed = () => {
    inFlight -= 1;
    if (inFlight === 0) onIdle();
  };
  // Callback style, one listener made once: this runs on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    reply.raw.once('close', requestClosed);
    if (isDraining) reply.header('connection', 'close');
    done();
  });
  const idle = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      if (inFlight === 0) return resolve();
      const timer = setTimeout(resolve, timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  app.decorate('shutDownGracefully', async ({ drainMs, graceMs }: TShutdownTimes) => {
    isDraining = true;
    await sleep(drainMs);
    // Only stops listening (and closes idle connections); app.close() below waits for the rest.
    if (app.server.listening) app.server.close();
    await idle(graceMs);
    await app.close();
  });
  return { isDraining: () => isDraining };
}
