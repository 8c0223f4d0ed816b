import { openSync, writeSync } from 'node:fs';
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
  // Opened here, at once, so that `flush` can always write to it.
  const fd = typeof dest === 'number' ? dest : openSync(dest, 'a');
  let pending: string[] = [];
  let scheduled = false;
  const takePending = () => {
    const text = pending.length === 1 ? (pending[0] ?? '') : pending.join('');
    pending = [];
    return text;
  };
  const handOn = () => {
    scheduled = false;
    const text = takePending();
    if (text) destination.write(text);
  };
  /**
   * Writes out at once what this turn holds and what the destination buffers. Handing this turn's lines to
   * the destination would start one more asynchronous write, which neither its flushSync nor an exit waits for.
   */
  const flush = () => {
    const text = takePending();
    try {
      destination.flushSync();
      if (text) writeSync(fd, text);
    } catch {
      // Not open yet, or the descriptor is gone: there is nothing left to save.
    }
  };
  // Before the destination exists: exit handlers run in the order they were added, and pino's own, added
  // with the destination, would write out only what the destination holds.
  process.on('exit', flush);
  const destination = pino.destination({ dest: fd, sync: false });
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
  return { stream, flush };
}
