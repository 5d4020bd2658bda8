import { LOGIN_IDS } from './features/auth/static-login/data';
import { startLoginScreen } from './features/auth/static-login/login-screen';

/**
 * The page's first script: the sign-in screen runs on its own, from the HTML the build wrote
 * (docs/decisions/static-login.md); every other page loads the console, and the sign-in screen's
 * markup leaves the page, so its fields are not a second "Username" beside the console's.
 */
if (!startLoginScreen()) {
  document.getElementById(LOGIN_IDS.screen)?.remove();
  void import('./main');
}
