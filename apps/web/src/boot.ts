import { startLoginScreen } from './features/auth/static-login/login-screen';

/**
 * The page's first script: the sign-in screen runs on its own, from the HTML the build wrote
 * (docs/decisions/static-login.md); every other page loads the console.
 */
if (!startLoginScreen()) void import('./main');
