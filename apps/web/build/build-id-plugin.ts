import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** A build id unique per build: time plus a random suffix, so two builds in the same second differ. */
export function createBuildId(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Emits `builds/latest.json` = {"id": buildId} into the output, so a running client can poll it and
 * notice that a newer build has been deployed (the same id is compiled into the app as `__BUILD_ID__`).
 */
export function buildIdPlugin(buildId: string): Plugin {
  return {
    name: 'storefront-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id: buildId })}\n`,
      });
    },
  };
}
