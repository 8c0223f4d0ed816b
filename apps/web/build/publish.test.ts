import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILDS_FILE, publish } from './publish.js';

/** A build as vite writes it into the folder's `.next-build`: a page naming its asset, and the build id. */
function writeBuild(dist: string, id: string, extra: Record<string, string> = {}) {
  const next = join(dist, '.next-build');
  const files = {
    'index.html': `<script src="/assets/index-${id}0000000.js"></script>`,
    [`assets/index-${id}0000000.js`]: `console.log('${id}')`,
    'assets/framework-Bx3kQ9aZ.js': 'the same in every build',
    'builds/latest.json': JSON.stringify({ id }),
    ...extra,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(next, file)), { recursive: true });
    writeFileSync(join(next, file), text);
  }
  return next;
}

describe('publishing a build into the folder the server serves', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sf-publish-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const has = (file: string) => existsSync(join(dist, file));

  it('keeps the assets of the last three builds, the pages of the latest only, and removes its build folder', () => {
    // A folder from before builds were recorded counts as one build.
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-old0000000.js'), 'old');
    writeFileSync(join(dist, 'index.html.br'), 'an old compressed page');

    publish(writeBuild(dist, 'b1', { 'logo.svg': '<svg/>' }), dist);
    expect(has('.next-build')).toBe(false);
    expect(has('assets/index-old0000000.js')).toBe(true);
    expect(has('index.html.br')).toBe(false);
    expect(has('logo.svg')).toBe(true);

    expect(publish(writeBuild(dist, 'b2'), dist)).toEqual({ id: 'b2', removed: 1 });
    expect(has('logo.svg')).toBe(false);
    expect(has('assets/index-old0000000.js')).toBe(true);
    expect(publish(writeBuild(dist, 'b3'), dist)).toEqual({ id: 'b3', removed: 1 });
    expect(has('assets/index-old0000000.js')).toBe(false);
    expect(publish(writeBuild(dist, 'b4'), dist)).toEqual({ id: 'b4', removed: 1 });
    expect(['b1', 'b2', 'b3', 'b4'].map((id) => has(`assets/index-${id}0000000.js`))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(has('assets/framework-Bx3kQ9aZ.js')).toBe(true);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('index-b40000000.js');
    expect(JSON.parse(readFileSync(join(dist, 'builds/latest.json'), 'utf8'))).toEqual({ id: 'b4' });
    const builds = JSON.parse(readFileSync(join(dist, BUILDS_FILE), 'utf8')) as { id: string }[];
    expect(builds.map((build) => build.id)).toEqual(['b2', 'b3', 'b4']);
  });
});
