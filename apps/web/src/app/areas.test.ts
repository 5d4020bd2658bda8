import { screens, type ScreenId } from '@console/contract/routes';
import { describe, expect, it } from 'vitest';
import { areas } from './areas';

const screenIds = Object.keys(screens) as ScreenId[];

describe('areas', () => {
  it('give every signed-in screen of the contract one page, the dashboard aside', () => {
    const routed = areas.flatMap((area) => area.screens.map((route) => route.screen));
    const signedIn = screenIds.filter(
      (id) => screens[id].access !== 'public' && id !== 'home.dashboard',
    );
    expect([...routed].sort()).toEqual([...signedIn].sort());
  });
});
