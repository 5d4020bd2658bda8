import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * zod's classic schemas import its JSON Schema converter (every type's processor and the
 * generator: a third of zod's bytes, 7 kB gzip) for `toJSONSchema()` and `~standard.jsonSchema`.
 * The console never asks a schema for its JSON Schema (the server writes the OpenAPI document), so
 * in the web build those two imports of `zod/v4/classic/schemas.js` are answered with stand-ins of
 * the same names that throw when called (the `create…Method` factories, which `~standard` calls,
 * answer such a function). Parsing, the checks and the messages are untouched; the
 * server and the tests keep the real modules.
 */
const IMPORTER = '/zod/v4/classic/schemas.js';
const SOURCES = ['../core/json-schema-processors.js', '../core/to-json-schema.js'];
const PREFIX = '\0console-no-json-schema:';

/** The stand-in of the module at `file`: its functions' names, each one throwing. */
async function standIn(file: string): Promise<string> {
  const real = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const names = Object.keys(real).filter((name) => typeof real[name] === 'function');
  if (names.length === 0) throw new Error(`zod-without-json-schema: ${file} exports nothing`);
  return [
    'const absent = () => {',
    "  throw new Error('JSON Schema is not built into the web app (build/zod-without-json-schema.ts)');",
    '};',
    ...names.map((name) =>
      name.startsWith('create')
        ? `export const ${name} = () => absent;`
        : `export const ${name} = absent;`,
    ),
  ].join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'console:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.endsWith(IMPORTER) || !SOURCES.includes(source)) return null;
      return PREFIX + path.resolve(path.dirname(importer), source);
    },
    load(id) {
      return id.startsWith(PREFIX) ? standIn(id.slice(PREFIX.length)) : null;
    },
  };
}
