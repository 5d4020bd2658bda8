import type { FeatureAreas } from '../../lib/areas';

/** The account screens, reached from the sign-in screen or from a mail. */
export const publicScreens: FeatureAreas['publicScreens'] = {
  'accounts.register': () => import('./pages/register-page').then((m) => m.RegisterPage),
  'accounts.getPassword': () => import('./pages/get-password-page').then((m) => m.GetPasswordPage),
  'accounts.activate': () => import('./pages/activate-page').then((m) => m.ActivatePage),
  'accounts.resend': () =>
    import('./pages/resend-verification-page').then((m) => m.ResendVerificationPage),
};
