import pino from 'pino';

/**
 * Where the server writes its log lines: standard output, written asynchronously (a worker of libuv writes
 * while the event loop serves requests), so logging every request at `info` does not stall the answers.
 * `flush` writes out what is still buffered; call it before the process exits.
 */
export function createLogDestination() {
  const destination = pino.destination({ dest: 1, sync: false });
  return {
    stream: destination,
    flush: () => {
      try {
        destination.flushSync();
      } catch {
        // Nothing buffered, or the descriptor is gone: there is nothing left to save.
      }
    },
  };
}
