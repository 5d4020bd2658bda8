import { screens, type ScreenId } from '@console/contract/routes/web';
import type { AnyAccess } from '@console/contract/permissions';
import type { ComponentType, ReactNode } from 'react';
import { pathOf } from './paths';

export type PageLoader = () => Promise<ComponentType>;

/**
 * A screen whose page joins two features, which a feature may not do itself (no feature imports
 * another): the app composes it in `app/joins/<screen id>.tsx`.
 */
export const JOINED = 'joined';

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

/** An area as a feature declares it in its `area.tsx`. */
export interface AreaDefinition {
  key: string;
  /** Its place in the side menu and among the dashboard's cards, lowest first. */
  order: number;
  /** `account` areas are reached from the header, not from the side menu or the dashboard. */
  kind: 'area' | 'account';
  icon: ReactNode;
  labelKey: string;
  descriptionKey: string;
  /**
   * Each screen of the area with its page, loaded when first opened (`JOINED` when the app
   * composes it); the first is the one the menu and the card open.
   */
  screens: Partial<Record<ScreenId, PageLoader | typeof JOINED>>;
}

/**
 * What a feature's `features/<feature>/area.tsx` exports, found by `app/areas.tsx` (loaded with
 * the console, so it imports its pages lazily and nothing else of its feature): its areas, and
 * the screens anyone may open, with their pages.
 */
export interface FeatureAreas {
  areas?: AreaDefinition[];
  publicScreens?: Partial<Record<ScreenId, PageLoader>>;
}

export interface Area extends MenuEntry, Omit<AreaDefinition, 'screens'> {
  screens: ScreenRoute[];
}

export function screenRoute(screen: ScreenId, page: PageLoader): ScreenRoute {
  return { screen, path: pathOf(screen), access: screens[screen].access, page };
}

export function menuEntry(screen: ScreenId, entry: Omit<MenuEntry, 'path' | 'access'>): MenuEntry {
  return { ...entry, path: pathOf(screen), access: screens[screen].access };
}
