import { screens, type ScreenId } from '@console/contract/routes/client';
import type { AnyAccess } from '@console/contract/permissions';
import type { ComponentType, ReactNode } from 'react';
import { pathOf } from '../lib/paths';

export type PageLoader = () => Promise<ComponentType>;

/** A screen of the contract with the page that shows it; path and access come from the contract. */
export interface ScreenRoute {
  screen: ScreenId;
  path: string;
  access: AnyAccess;
  page: PageLoader;
}

/** An entry of the side menu: the screen it opens, and who sees it. */
export interface MenuEntry {
  key: string;
  path: string;
  access: AnyAccess;
  icon: ReactNode;
  labelKey: string;
}

export interface AreaDefinition {
  key: string;
  /** `account` areas are reached from the header, not from the side menu or the dashboard. */
  kind: 'area' | 'account';
  icon: ReactNode;
  labelKey: string;
  descriptionKey: string;
  /** Each screen of the area with its page; the first is the one the menu and the card open. */
  screens: Partial<Record<ScreenId, PageLoader>>;
}

export interface Area extends MenuEntry, Omit<AreaDefinition, 'screens'> {
  screens: ScreenRoute[];
}

export function screenRoute(screen: ScreenId, page: PageLoader): ScreenRoute {
  return { screen, path: pathOf(screen), access: screens[screen].access, page };
}

export function defineArea({ screens: pages, ...area }: AreaDefinition): Area {
  const routes = (Object.entries(pages) as [ScreenId, PageLoader][]).map(([screen, page]) =>
    screenRoute(screen, page),
  );
  const [entry] = routes;
  if (!entry) throw new Error(`The area ${area.key} has no screen.`);
  return { ...area, path: entry.path, access: entry.access, screens: routes };
}

export function menuEntry(screen: ScreenId, entry: Omit<MenuEntry, 'path' | 'access'>): MenuEntry {
  return { ...entry, path: pathOf(screen), access: screens[screen].access };
}
