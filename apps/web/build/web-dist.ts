import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder the server serves the web app from: WEB_DIST as the server reads it (give an absolute path), else
 * apps/web/dist. Builds run while processes serve it, so a build is written into NEXT_BUILD inside it (a dot
 * folder, which the server does not serve) and then published file by file (publish.ts).
 */
export const WEB_DIST = resolve(process.env.WEB_DIST || fileURLToPath(new URL('../dist', import.meta.url)));
export const NEXT_BUILD_DIR = '.next-build';
export const NEXT_BUILD = join(WEB_DIST, NEXT_BUILD_DIR);
