import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpin } from '../../../components/full-page-spin';
import { returnTarget } from '../../../lib/auth/return-to';
import { useSession } from '../../../lib/auth/use-session';
import { handOffNotice } from '../../../lib/notice-handoff';
import { recentNotice } from '../../../lib/notify';

/** How recent a notice must be to be shown again on the sign-in screen. */
const HAND_OFF_MS = 5000;

/**
 * The login route inside the console (a sign-out, an ended session, a link from the account
 * screens). Signed in: on to the page that sent the user here, or home. Otherwise the page loads
 * afresh, where index.html's own sign-in screen runs (docs/decisions/static-login.md); a notice just
 * shown (say "Your account is activated") is shown again there.
 */
export function LoginPage() {
  const { search } = useLocation();
  const session = useSession();
  useEffect(() => {
    if (session) return;
    const notice = recentNotice(HAND_OFF_MS);
    if (notice) handOffNotice(notice);
    window.location.reload();
  }, [session]);
  if (session) return <Navigate to={returnTarget(search)} replace />;
  return <FullPageSpin />;
}
