import type { FeatureAreas } from '../../lib/areas';

/** Sign-in itself is index.html's own (`loginLoader` in app/router.tsx); single sign-on lands here. */
export const publicScreens: FeatureAreas['publicScreens'] = {
  'auth.sso': () => import('./pages/sso-page').then((m) => m.SsoPage),
};
