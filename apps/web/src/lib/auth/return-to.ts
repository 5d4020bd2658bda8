import { linkTo } from '../paths';
import { RETURN_PARAM, returnTargetFrom, sessionEndedHere } from './return-target';

export { markSessionEnded } from './return-target';

/**
 * The login link that brings the user back to `where` (path, query and hash of a page that needs
 * a session) once signed in; plain `/login` for the dashboard and after this tab's own sign-out.
 */
export function loginLinkFor(where: string): string {
  const login = linkTo('auth.login');
  if (sessionEndedHere() || where === '/' || where === '') return login;
  return `${login}?${RETURN_PARAM}=${encodeURIComponent(where)}`;
}

/**
 * Where to go after signing in: the page that asked, if the login link names one inside the
 * console (a path of this site, never another origin), else the dashboard.
 */
export function returnTarget(search: string): string {
  return returnTargetFrom(search, linkTo('auth.login'));
}
