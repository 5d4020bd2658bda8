import { DashboardOutlined } from '@ant-design/icons';
import type { ScreenId } from '@console/contract/routes/web';
import type { ComponentType } from 'react';
import {
  JOINED,
  menuEntry,
  screenRoute,
  type Area,
  type AreaDefinition,
  type FeatureAreas,
  type PageLoader,
  type ScreenRoute,
} from '../lib/areas';

/**
 * The dashboard, first in the side menu. Its page shows the areas below as cards, so the router
 * loads it (`dashboard-route.tsx`) rather than this list, which the page itself reads.
 */
export const dashboard = menuEntry('dashboard.show', {
  key: 'dashboard',
  icon: <DashboardOutlined />,
  labelKey: 'dashboard.title',
});

/**
 * Each feature's areas and public screens, found by convention: `features/<feature>/area.tsx`
 * (lib/areas.ts, `FeatureAreas`). These small declarations load with the console; their pages
 * load when first opened.
 */
const declared = Object.values(
  import.meta.glob<FeatureAreas>('../features/*/area.tsx', { eager: true }),
);

/**
 * The pages that join two features (a feature imports no other), one file per screen named by its
 * id, `joins/<screen id>.tsx`, whose default export is the page; `joins/parts/` holds what several
 * of them share. A feature marks such a screen `JOINED`.
 */
const joins = import.meta.glob<{ default: ComponentType }>('./joins/*.tsx');

function pageOf(screen: ScreenId, page: PageLoader | typeof JOINED): PageLoader {
  if (page !== JOINED) return page;
  const join = joins[`./joins/${screen}.tsx`];
  if (!join) throw new Error(`The screen ${screen} is joined, but app/joins has no page for it.`);
  return () => join().then((m) => m.default);
}

function defineArea({ screens: pages, ...area }: AreaDefinition): Area {
  const routes = (Object.entries(pages) as [ScreenId, PageLoader | typeof JOINED][]).map(
    ([screen, page]) => screenRoute(screen, pageOf(screen, page)),
  );
  const [entry] = routes;
  if (!entry) throw new Error(`The area ${area.key} has no screen.`);
  return { ...area, path: entry.path, access: entry.access, screens: routes };
}

/**
 * Every area of the console, in their `order`: its screens (paths and access from the contract)
 * with their pages, which give the routes, the side-menu entry and the dashboard card.
 */
export const areas: Area[] = declared
  .flatMap((feature) => feature.areas ?? [])
  .sort((a, b) => a.order - b.order)
  .map(defineArea);

/** Screens anyone may open, with their pages (sign-in is index.html's own: the router's loginLoader). */
export const publicScreens: ScreenRoute[] = declared.flatMap((feature) =>
  (Object.entries(feature.publicScreens ?? {}) as [ScreenId, PageLoader][]).map(([screen, page]) =>
    screenRoute(screen, page),
  ),
);
