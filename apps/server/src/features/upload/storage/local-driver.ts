import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  assertStorageKey,
  type LocalStorageDriver,
  STORAGE_URL_PREFIX,
  type TStorageSource,
} from './storage-driver.js';

/**
 * Files below `root` (an absolute path). Incoming files are staged in `root/.tmp`, on the same file system,
 * so moving one into place is a rename, never a copy; the dot folder is never served.
 */
export function createLocalDriver(root: string): LocalStorageDriver {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key);
  };
  return {
    name: 'local',
    root,
    stagingDir: join(root, '.tmp'),
    async put(key: string, source: TStorageSource) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      if ('file' in source) {
        await rename(source.file, target);
        await chmod(target, 0o644);
      } else {
        await writeFile(target, source.bytes, { flag: 'wx', mode: 0o644 });
      }
    },
    async remove(key: string) {
      await rm(pathOf(key), { force: true });
    },
    url: (key: string) => STORAGE_URL_PREFIX + key,
  };
}
