import { AREAS, areaNames } from '@console/contract/routes';
import type { AllHandlers, Deps } from '../context';
import { areaFile } from './area-files';

/**
 * Every area's handlers, found by convention: the calls of area `x` are handled by
 * `modules/x/x.routes.ts`, which exports `handlers(deps)` typed from the area's own routes file.
 * So adding an area edits no list here; a missing handler still stops the start.
 */
export async function loadHandlers(deps: Deps): Promise<AllHandlers> {
  const all: Record<string, unknown> = {};
  for (const area of areaNames) {
    if (Object.keys(AREAS[area].routes).length === 0) continue;
    const file = `./${area}/${area}.routes.ts`;
    const module = await areaFile<{ handlers: (deps: Deps) => Record<string, unknown> }>(
      () => import(`./${area}/${area}.routes.ts`),
      file,
      import.meta.url,
    );
    if (!module) throw new Error(`Area ${area} has calls but no modules/${area}/${area}.routes.ts`);
    Object.assign(all, module.handlers(deps));
  }
  return all as AllHandlers;
}
