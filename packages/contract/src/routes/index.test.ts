import { describe, expect, it } from 'vitest';
import { errorKeys } from '../errors';
import { PERMISSIONS } from '../permissions';
import { AREAS, areaNames, routes, screens } from './index';

describe('the areas', () => {
  it.each(areaNames)('%s names everything it declares after itself', (name) => {
    const area = AREAS[name];
    const keys = [
      ...Object.keys(area.routes),
      ...Object.keys(area.permissions),
      ...Object.keys(area.errors),
      ...Object.keys(area.screens),
    ];
    for (const key of keys) expect(key.startsWith(`${name}.`), key).toBe(true);
    for (const def of Object.values(area.routes) as { area: string }[]) {
      expect(def.area).toBe(name);
    }
  });

  // The type check requires a description; this keeps it a sentence (the API reference's tag).
  it.each(areaNames)('%s says what its calls are for', (name) => {
    expect(AREAS[name].description).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('declare each call once, at its own method and path', () => {
    const seen = Object.values(routes).map((def) => `${def.method} ${def.path}`);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('give each screen its own path and an access rule of declared permissions', () => {
    const paths = Object.values(screens).map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [id, screen] of Object.entries(screens)) {
      const rules: readonly string[] =
        typeof screen.access === 'string' ? [screen.access] : screen.access;
      for (const rule of rules) {
        if (rule === 'public' || rule === 'authenticated') continue;
        expect(PERMISSIONS, id).toContain(rule);
      }
    }
  });

  it('limit every public write call per address', () => {
    for (const [id, def] of Object.entries(routes)) {
      if (def.access !== 'public' || !def.write) continue;
      const limit = (def as { limit?: { calls: number; seconds: number } }).limit;
      expect(limit?.calls, id).toBeGreaterThan(0);
      expect(limit?.seconds, id).toBeGreaterThan(0);
    }
  });

  it('keep common error keys apart from the areas', () => {
    const common = errorKeys.filter((key) => key.startsWith('common.'));
    expect(common.length).toBeGreaterThan(5);
    expect(new Set(errorKeys).size).toBe(errorKeys.length);
  });
});
