import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Written and synced to prove a directory takes writes, so a full disk shows before any data is touched. */
const PROBE_BYTES = 64 * 1024;

/** A directory the server must write to does not take writes; the message names it and the reason. */
export class UnwritableDirectoryError extends Error {}

/**
 * Creates `dir` if needed and writes, syncs and removes a small file in it; throws UnwritableDirectoryError
 * naming `what` and the path when it is a file, read-only, full, or cannot be created.
 */
export function assertWritableDirectory(dir: string, what: string): void {
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, Buffer.alloc(PROBE_BYTES));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      rmSync(probe, { force: true });
    }
  } catch (error) {
    // mkdir of a path that exists as something else than a folder.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new UnwritableDirectoryError(`The ${what} directory ${dir} is a file, not a directory`);
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new UnwritableDirectoryError(`Cannot write to the ${what} directory ${dir}: ${reason}`);
  }
}
