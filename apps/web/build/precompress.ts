import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Formats that are already compressed gain nothing from a twin. */
const SKIP = /\.(png|jpe?g|gif|webp|avif|woff2?|br|gz|zip)$/i;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!SKIP.test(entry.name)) yield full;
  }
}

async function writeTwins(file: string) {
  const data = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every file of the build, so the server
 * sends the one the client accepts without compressing at request time (@fastify/static's
 * `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files: string[] = [];
      for await (const file of filesUnder(outDir)) files.push(file);
      await Promise.all(files.map(writeTwins));
    },
  };
}
