// `npm run build:server`: bundles the server (with the contract and its locales) into one
// JavaScript file, apps/server/dist/server.js, so `npm start` runs compiled code with plain node.
// Packages from node_modules stay outside the bundle and load as usual. The areas' handlers, which
// modules/handlers.ts finds by a pattern, are bundled by esbuild's glob import.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();

/** Bare imports are packages, kept external, except the workspace's own TypeScript contract. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@console/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(root, 'apps/server/src/server.ts')],
  outfile: path.join(root, 'apps/server/dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [packagesExternal],
});
console.log(`server built in ${Math.round(performance.now() - started)} ms`);
