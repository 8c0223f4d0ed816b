import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const root = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean; os?: string[] }>;
};

describe('the Node version the project runs on', () => {
  // The oldest Node package.json allows is the one every machine, image and CI run may have.
  const oldest = minVersion(root.engines.node)?.version ?? '';

  it('is the one the Docker image is built on', () => {
    expect(oldest).toMatch(/^20\./);
    const images = [...read('deploy/Dockerfile').matchAll(/^FROM node:(\d+)/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([oldest.split('.')[0]]));
  });

  it('is allowed by every package the lockfile installs, so npm ci warns of no engine', () => {
    const refused = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => {
        const wanted = (entry.engines as { node: string }).node;
        return !satisfies(oldest, wanted, { includePrerelease: true });
      })
      .map(([path, entry]) => `${path} wants node ${(entry.engines as { node: string }).node}`);
    expect(refused).toEqual([]);
  });
});
