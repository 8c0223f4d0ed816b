import pino from 'pino';

/**
 * Where the server writes its log lines: standard output, written asynchronously (a worker of libuv writes
 * while the event loop serves requests), so logging every request at `info` does not stall the answers.
 * The lines of one turn of the event loop are joined and handed on as one piece: the writer (sonic-boom)
 * measures its whole pending text again for every piece it is given, which one piece per line made a cost
 * that grew with the backlog under load. `flush` writes out what is still buffered; call it before the
 * process exits (an exit writes it out too). `dest`: a file descriptor or path, standard output unless given.
 */
export function createLogDestination(dest: number | string = 1) {
  let pending: string[] = [];
  let scheduled = false;
  const handOn = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.length === 1 ? (pending[0] ?? '') : pending.join('');
    pending = [];
    destination.write(text);
  };
  // Before the destination exists: exit handlers run in the order they were added, and pino's own, added
  // with the destination, writes out what the destination holds.
  process.on('exit', handOn);
  const destination = pino.destination({ dest, sync: false });
  const stream = {
    write(line: string): boolean {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOn);
      }
      return true;
    },
  };
  return {
    stream,
    flush: () => {
      handOn();
      try {
        destination.flushSync();
      } catch {
        // Nothing buffered, or the descriptor is gone: there is nothing left to save.
      }
    },
  };
}
