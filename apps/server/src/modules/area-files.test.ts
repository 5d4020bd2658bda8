import fs from 'node:fs';
import { AREAS, areaNames } from '@console/contract/routes';
import { describe, expect, it } from 'vitest';
import { areaSeeds } from '../seed/index';
import { areaFile } from './area-files';

const here = new URL('.', import.meta.url);
const folders = fs
  .readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (folder: string) => fs.readdirSync(new URL(`${folder}/`, here));
const isArea = (name: string) => (areaNames as string[]).includes(name);

const jobs = (area: string) =>
  areaFile(() => import(`./${area}/${area}.jobs.ts`), `./${area}/${area}.jobs.ts`, import.meta.url);

describe("an area's server files, found by their names", () => {
  it('are in a folder named for an area of the contract', () => {
    expect(folders.filter((folder) => !isArea(folder))).toEqual([]);
  });

  it.each(areaNames.filter((area) => Object.keys(AREAS[area].routes).length > 0))(
    '%s, which has calls, has its handlers file',
    async (area) => {
      const module = await areaFile<{ handlers?: unknown }>(
        () => import(`./${area}/${area}.routes.ts`),
        `./${area}/${area}.routes.ts`,
        import.meta.url,
      );
      expect(typeof module?.handlers).toBe('function');
    },
  );

  it('name every jobs file after its area, so that modules/jobs.ts finds it', async () => {
    for (const folder of folders) {
      const files = filesOf(folder).filter((file) => file.endsWith('.jobs.ts'));
      expect(
        files.filter((file) => file !== `${folder}.jobs.ts`),
        folder,
      ).toEqual([]);
      const module = await jobs(folder);
      if (files.length > 0)
        expect(typeof (module as { jobs?: unknown }).jobs, folder).toBe('function');
      else expect(module, folder).toBeUndefined();
    }
  });

  it('name every demo data file after its area, each with its own place', async () => {
    const seedFiles = fs
      .readdirSync(new URL('../seed/', import.meta.url))
      .filter((file) => file !== 'index.ts');
    expect(seedFiles.filter((file) => !isArea(file.replace(/\.ts$/, '')))).toEqual([]);
    const seeds = await areaSeeds();
    expect(seeds).toHaveLength(seedFiles.length);
    for (const seed of seeds) expect(typeof seed.seed).toBe('function');
    const orders = seeds.map((seed) => seed.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('stop the start when a file is there but fails to load', async () => {
    const broken = new Error('Cannot find module ./missing imported from ./rpa/rpa.jobs.ts');
    await expect(
      areaFile(() => Promise.reject(broken), './rpa/rpa.jobs.ts', import.meta.url),
    ).rejects.toBe(broken);
  });

  // How Node (tsx) says it: the same code for the file and for a module the file imports.
  it('tell an absent file from a missing import in Node', async () => {
    const notFound = (path: string) =>
      Object.assign(new Error(`Cannot find module '${path}'`), {
        code: 'ERR_MODULE_NOT_FOUND',
        url: new URL(path, import.meta.url).href,
      });
    const load = (path: string) => () => Promise.reject(notFound(path));
    const file = './rpa/rpa.jobs.ts';
    await expect(areaFile(load(file), file, import.meta.url)).resolves.toBeUndefined();
    await expect(areaFile(load('./rpa/missing'), file, import.meta.url)).rejects.toThrow('missing');
  });
});
