import type { ScreenRoute } from './define-area';

/**
 * TEMPORARY (agents branch): /children showing only the agents' Settings (5) and Softwares (6)
 * tabs, for the agents' end-to-end tests, until the parents area's real /children page lands. Drop
 * this file, its use in router.tsx and features/agents/pages/children-preview-page.tsx at merge.
 */
export const temporaryChildrenRoute: ScreenRoute = {
  screen: 'home.dashboard',
  path: '/children',
  access: 'agents.read',
  page: () =>
    import('../features/agents/pages/children-preview-page').then((m) => m.ChildrenPreviewPage),
};
