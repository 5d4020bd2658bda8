import type { Plugin } from 'vite';
// By path, not by the package's name: Vite bundles the config with what it imports from files of
// the repository, while a package it leaves to Node, which cannot load TypeScript.
import { AREAS, type AreaName } from '../../../packages/contract/src/routes/index';
import { callDefOf } from '../../../packages/contract/src/routes/web';

const AREA_LIST = '/packages/contract/src/areas.ts';
const PREFIX = '\0console-calls:';

/** The file the web build holds for one area's calls: each call's `CallDef`, no schema, no zod. */
export function callsModule(area: AreaName): string {
  const table = Object.fromEntries(
    Object.entries(AREAS[area].routes).map(([id, route]) => [id, callDefOf(route)]),
  );
  return `export const routes = ${JSON.stringify(table, null, 1)};\n`;
}

/**
 * The contract's web caller (`@console/contract/routes/web`) loads an area's calls on its first
 * call, from `routes/<area>.ts` (by `AREA_LIST`, `areas.ts`), which declares them with their zod
 * schemas. In the web build and the dev server those imports are answered with the calls'
 * `CallDef`s (method, path, access, credential), taken from the same declarations when the build
 * starts: the web caller checks answers without zod (the server parses every answer by its schema
 * before sending it), and zod, about 25 KB gzip, leaves the first visit of every screen that has
 * no form validated by it.
 * The dev server reads the declarations once: restart it after changing a call's path or method.
 */
export function contractCalls(): Plugin {
  return {
    name: 'console:contract-calls',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.endsWith(AREA_LIST)) return null;
      const area = /^\.\/routes\/([a-z]+)$/.exec(source)?.[1];
      return area && area in AREAS ? PREFIX + area : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? callsModule(id.slice(PREFIX.length) as AreaName) : null;
    },
  };
}
