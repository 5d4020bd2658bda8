import { describe, expect, it } from 'vitest';
import { areaErrors, areaOf, callDefOf, grants, routeOf, screens } from './web';
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

  it('gives the web build of a call its method, path, access, and credential when it has one', () => {
    expect(callDefOf(full.routes['auth.refresh'])).toEqual({
      method: 'GET',
      path: full.routes['auth.refresh'].path,
      access: full.routes['auth.refresh'].access,
      credential: 'refresh_token',
    });
    expect(Object.keys(callDefOf(full.routes['users.list'])).sort()).toEqual([
      'access',
      'method',
      'path',
    ]);
  });

  it('refuses a call its area does not have', async () => {
    await expect(routeOf('users.nope' as never)).rejects.toThrow(
      'No call users.nope in the contract',
    );
  });
});
