// `npm run build -w apps/web`'s last step: compresses the build written into WEB_DIST/.next-build and publishes
// it into WEB_DIST while server processes may be serving that folder (README, "Upgrades").
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { precompress } from './precompress.js';
import { NEXT_BUILD, NEXT_BUILD_DIR, WEB_DIST } from './web-dist.js';

/**
 * Builds whose assets stay served: this one and the two before it. A process not yet restarted serves its own
 * build's pages, and a tab opened before an upgrade loads its pages' chunks later, from any process.
 */
export const KEPT_BUILDS = 3;
/** The builds published into the folder, oldest first, each with its files. A dot file: never served. */
export const BUILDS_FILE = '.builds.json';
/** What the build id of the files already there is called when no record of them exists. */
const UNRECORDED = 'unrecorded';

type TBuildRecord = { id: string; files: string[] };

function filesUnder(root: string, skip: (file: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const file = relative(root, path);
      if (skip(file)) continue;
      if (statSync(path).isDirectory()) visit(path);
      else files.push(file);
    }
  };
  if (existsSync(root)) visit(root);
  return files;
}

/** Writes `to` through a temporary file and a rename: a process reading it gets the old file or the new, whole. */
function replaceFile(to: string, write: (temporary: string) => void) {
  mkdirSync(dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  write(temporary);
  renameSync(temporary, to);
}

/**
 * The order files are published in: a page must never name a chunk that is not there yet, and the build id
 * that open tabs poll (builds/latest.json) changes once the pages it announces are in place.
 */
function publishOrder(file: string): number {
  if (file.startsWith('assets/')) return 0;
  if (file === 'builds/latest.json') return 3;
  return /^(?:index|widget)\.html(?:\.br|\.gz)?$/.test(file) ? 2 : 1;
}

function readBuilds(dist: string, isOwn: (file: string) => boolean): TBuildRecord[] {
  const record = join(dist, BUILDS_FILE);
  if (existsSync(record)) return JSON.parse(readFileSync(record, 'utf8'));
  // A folder built before builds were recorded: its files count as one build, pruned in their turn.
  const files = filesUnder(dist, isOwn);
  return files.length > 0 ? [{ id: UNRECORDED, files }] : [];
}

/**
 * Publishes the build in `next` into `dist` and removes `next`: its hashed assets first (a name that is there
 * already has the same content), then the other files, the pages and the build id, each replaced whole. Then
 * removes what no kept build has: assets of builds older than the last `keep`, and other files (pages,
 * manifests, public files) that this build does not have. Returns this build's id and how many files went.
 */
export function publish(next: string, dist: string, keep = KEPT_BUILDS): { id: string; removed: number } {
  const isOwn = (file: string) => file === BUILDS_FILE || file === relative(dist, next);
  const builds = readBuilds(dist, isOwn);
  const files = filesUnder(next).sort((a, b) => publishOrder(a) - publishOrder(b));
  const { id } = JSON.parse(readFileSync(join(next, 'builds/latest.json'), 'utf8')) as { id: string };
  for (const file of files) {
    if (publishOrder(file) === 0 && existsSync(join(dist, file))) continue;
    replaceFile(join(dist, file), (temporary) => copyFileSync(join(next, file), temporary));
  }
  const kept = [...builds, { id, files }].slice(-keep);
  replaceFile(join(dist, BUILDS_FILE), (temporary) => writeFileSync(temporary, `${JSON.stringify(kept)}\n`));
  const served = new Set([
    ...files,
    ...kept.flatMap((build) => build.files.filter((file) => file.startsWith('assets/'))),
  ]);
  const stale = filesUnder(dist, isOwn).filter((file) => !served.has(file));
  for (const file of stale) rmSync(join(dist, file));
  rmSync(next, { recursive: true, force: true });
  return { id, removed: stale.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const compressed = precompress(NEXT_BUILD);
  const { id, removed } = publish(NEXT_BUILD, WEB_DIST);
  console.log(
    `build ${id}: precompressed ${compressed} files, published into ${WEB_DIST} (${NEXT_BUILD_DIR} removed), ` +
      `removed ${removed} files of builds before the last ${KEPT_BUILDS}`,
  );
}
