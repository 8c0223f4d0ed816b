import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Answers `reply` with a stream of server-sent events that no proxy holds back, and gives its writers. Each
 * event goes out as one JSON `data:` line: JSON never holds a raw line break, so any text (newlines, CJK,
 * emoji) frames safely, and a model's answer can never forge an event of its own.
 */
export function openEventStream<TEvent>(reply: FastifyReply) {
  const stream = new PassThrough();
  reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(stream);
  return {
    emit: (event: TEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`),
    /** A comment line: keeps a quiet connection from being closed as idle on the way. */
    ping: () => stream.write(': ping\n\n'),
    end: () => stream.end(),
  };
}
