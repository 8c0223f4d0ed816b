import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from './event-stream.js';
import type { LiveBus } from './live-bus.js';

/** A comment line this often keeps a quiet stream from being closed as idle by a proxy or the browser. */
const HEARTBEAT_MS = 15_000;

/** What one live stream listens to and how it turns a change into events. */
export interface TLiveStreamOptions<TEvent> {
  channel: string;
  /** The first event, once the stream listens (a reader that reconnects fetches what it missed then). */
  ready: TEvent;
  /**
   * The events a change brings (`detail` as published; undefined after the bus reconnected: look again at
   * everything). Changes are handled one at a time, in order; a failure is logged and the stream goes on.
   */
  onChange: (detail: string | undefined) => Promise<TEvent[]>;
  /** Events to send right after `ready`: what changed since the reader last looked. */
  catchUp?: () => Promise<TEvent[]>;
}

/** How often open streams look whether the server stopped listening (a graceful shutdown began). */
const DRAIN_CHECK_MS = 1000;

/**
 * Live streams of server-sent events over the live bus for one plugin's routes. Each stream answers its
 * request with `ready`, then the events of each change on its channel, with a heartbeat; it ends when the
 * client goes away or the server closes: `preClose` ends every open one, and so does a graceful shutdown as
 * soon as the server stops listening, so neither waits on them (their clients reconnect to another process).
 */
export function createLiveStreams(app: FastifyInstance, bus: LiveBus) {
  const open = new Set<() => void>();
  const endAll = () => {
    for (const end of [...open]) end();
  };
  app.addHook('preClose', async () => endAll());
  let drainCheck: NodeJS.Timeout | undefined;
  const watchDrain = () => {
    if (drainCheck || open.size === 0) return;
    drainCheck = setInterval(() => {
      if (!app.server.listening) endAll();
      if (open.size === 0) {
        clearInterval(drainCheck);
        drainCheck = undefined;
      }
    }, DRAIN_CHECK_MS);
    drainCheck.unref();
  };

  return function stream<TEvent>(
    request: FastifyRequest,
    reply: FastifyReply,
    options: TLiveStreamOptions<TEvent>,
  ): FastifyReply {
    const events = openEventStream<TEvent>(reply);
    let queue = Promise.resolve();
    let ended = false;
    const enqueue = (read: () => Promise<TEvent[]>) => {
      queue = queue
        .then(async () => {
          if (ended) return;
          for (const event of await read()) if (!ended) events.emit(event);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'live stream change failed'));
    };
    const stop = bus.listen(options.channel, (detail) => enqueue(() => options.onChange(detail)));
    const heartbeat = setInterval(events.ping, HEARTBEAT_MS);
    const end = () => {
      if (ended) return;
      ended = true;
      stop();
      clearInterval(heartbeat);
      open.delete(end);
      events.end();
    };
    open.add(end);
    watchDrain();
    reply.raw.on('close', end);
    events.emit(options.ready);
    if (options.catchUp) enqueue(options.catchUp);
    return reply;
  };
}

export type TLiveStreams = ReturnType<typeof createLiveStreams>;
