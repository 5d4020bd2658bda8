import { describe, expect, it } from 'vitest';
import { areaErrors, areaOf, grants, routeOf, screens } from './web';
import * as full from './index';

describe("the web caller's table", () => {
  it('holds the same permissions, error keys and screens as the full table', () => {
    expect(grants).toEqual(full.grants);
    expect(areaErrors).toEqual(full.areaErrors);
    expect(screens).toEqual(full.screens);
  });

  it('loads every call of the full table from its area, the same declaration', async () => {
    for (const id of full.routeIds) {
      expect(areaOf(id), id).toBe(full.routes[id].area);
      expect(await routeOf(id), id).toBe(full.routes[id]);
    }
  });
});
