import { screens, type ScreenId } from '@console/contract/routes';
import { describe, expect, it } from 'vitest';
import { JOINED, type FeatureAreas } from '../lib/areas';
import { areas, publicScreens } from './areas';

const screenIds = Object.keys(screens) as ScreenId[];
const features = import.meta.glob<FeatureAreas>('../features/*/area.tsx', { eager: true });

describe('areas', () => {
  it('give every signed-in screen of the contract one page, the dashboard aside', () => {
    const routed = areas.flatMap((area) => area.screens.map((route) => route.screen));
    const signedIn = screenIds.filter(
      (id) => screens[id].access !== 'public' && id !== 'dashboard.show',
    );
    expect([...routed].sort()).toEqual([...signedIn].sort());
  });

  it('give the public screens their pages, the shell’s own aside (sign-in, error pages)', () => {
    const shell: ScreenId[] = [
      'auth.login',
      'errors.forbidden',
      'errors.notFound',
      'errors.serverError',
    ];
    const routed = publicScreens.map((route) => route.screen);
    const open = screenIds.filter((id) => screens[id].access === 'public' && !shell.includes(id));
    expect([...routed].sort()).toEqual([...open].sort());
  });

  it('each have a place of their own in the menu', () => {
    const orders = areas.map((area) => area.order);
    expect(new Set(orders).size).toBe(orders.length);
    const keys = areas.map((area) => area.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are declared where a feature exports them, so none is left out unseen', () => {
    for (const [file, declared] of Object.entries(features)) {
      const names = Object.keys(declared).filter(
        (name) => name !== 'areas' && name !== 'publicScreens',
      );
      expect(names, file).toEqual([]);
    }
  });

  it('join two features only in app/joins, one page for each screen a feature marks joined', () => {
    const joined = Object.values(features)
      .flatMap((feature) => feature.areas ?? [])
      .flatMap((area) => Object.entries(area.screens))
      .filter(([, page]) => page === JOINED)
      .map(([screen]) => `./joins/${screen}.tsx`);
    // A join's component test sits beside it (agents.reports.test.tsx) and is no page.
    const files = Object.keys(import.meta.glob(['./joins/*.tsx', '!./joins/*.test.tsx']));
    expect(files.sort()).toEqual(joined.sort());
  });
});
