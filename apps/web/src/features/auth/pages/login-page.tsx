import { redirect, type LoaderFunctionArgs } from 'react-router';
import { returnTarget } from '../../../lib/auth/return-to';
import { getSession } from '../../../lib/auth/session';
import { handOffNotice } from '../../../lib/notice-handoff';
import { recentNotice } from '../../../lib/notify';

/** How recent a notice must be to be shown again on the sign-in screen. */
const HAND_OFF_MS = 5000;

/**
 * The login route inside the console (a sign-out, an ended session, a link from the account
 * screens), as a loader, which runs before the address changes. Signed in: on to the page that sent
 * the user here, or the dashboard. Otherwise the browser loads the login page itself, where index.html's own
 * sign-in screen runs (docs/decisions/static-login.md), and the console stays as it is until then; a
 * notice just shown (say "Your account is activated") is shown again there.
 */
export function loginLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (getSession()) return redirect(returnTarget(url.search));
  const notice = recentNotice(HAND_OFF_MS);
  if (notice) handOffNotice(notice);
  window.location.assign(url.pathname + url.search);
  return new Promise<never>(() => {});
}
