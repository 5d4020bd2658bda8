import { areaNames } from '@console/contract/routes';
import type { Deps } from '../context';
import { areaFile } from '../modules/area-files';
import { usersRepository } from '../db/users.repository';

/** What an area's `seed/<area>.ts` exports. */
export interface AreaSeed {
  /** Where its data comes, lowest first: after the data of the areas it builds on. */
  order: number;
  seed(deps: Deps): Promise<void>;
}

/**
 * Each area's demo data, found by convention: `seed/<area>.ts` for the areas that have some,
 * in their `order`. (The pattern names this folder from its parent: a bundler's pattern may not
 * be a bare `./${name}.ts`, which would match the file importing it.)
 */
export async function areaSeeds(): Promise<AreaSeed[]> {
  const seeds: AreaSeed[] = [];
  for (const area of areaNames) {
    const seed = await areaFile<AreaSeed>(
      () => import(`../seed/${area}.ts`),
      `../seed/${area}.ts`,
      import.meta.url,
    );
    if (seed) seeds.push(seed);
  }
  return seeds.sort((a, b) => a.order - b.order);
}

/** Fills an empty database with demo data; does nothing when any user exists. */
export async function seedDemo(deps: Deps): Promise<boolean> {
  if ((await usersRepository.count(deps.db)) > 0) return false;
  for (const { seed } of await areaSeeds()) await seed(deps);
  return true;
}
