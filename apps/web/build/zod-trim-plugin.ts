import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const STUB_PREFIX = '\0zod-without-json-schema:';
const CLASSIC_SCHEMAS = /\/zod\/v4\/classic\/schemas\.js$/;
/** What zod's schema classes import only to convert a schema to JSON Schema. */
const JSON_SCHEMA_MODULES = ['../core/json-schema-processors.js', '../core/to-json-schema.js'];
const FAILURE = 'JSON Schema conversion is left out of the web build: see apps/web/build/zod-trim-plugin.ts';

/** The names a module exports (`export const x`, `export function x`). */
function exportedNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1] as string);
}

/**
 * zod's schema classes carry `toJSONSchema()` and Standard Schema's `jsonSchema`, so each schema the shared
 * contract declares pulls in the converter and its processors, 5 KB on every page, though the web app never
 * converts a schema. In the web build those two modules become
 * stubs with the same exports that throw when called, so a conversion tried in the browser fails loudly.
 */
export function zodTrimPlugin(): Plugin {
  return {
    name: 'storefront-zod-trim',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !CLASSIC_SCHEMAS.test(importer) || !JSON_SCHEMA_MODULES.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${STUB_PREFIX}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const names = exportedNames(id.slice(STUB_PREFIX.length));
      const unavailable = `() => { throw new Error(${JSON.stringify(FAILURE)}); }`;
      // The converters' factories run when a schema's `~standard` is read: they hand back the failing function.
      const lines = names.map((name) =>
        name.startsWith('create')
          ? `export const ${name} = () => unavailable;`
          : `export const ${name} = unavailable;`,
      );
      return [`const unavailable = ${unavailable};`, ...lines].join('\n');
    },
  };
}
