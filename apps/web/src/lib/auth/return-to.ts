import { linkTo } from '../paths';

const PARAM = 'next';

/**
 * Whether this tab ended its own session (sign-out, a refused token): the login page then starts
 * afresh instead of offering to return to the page that was open. The next sign-in clears it.
 */
let endedHere = false;

export function markSessionEnded(ended = true): void {
  endedHere = ended;
}

/**
 * The login link that brings the user back to `where` (path, query and hash of a page that needs
 * a session) once signed in; plain `/login` for the home page and after this tab's own sign-out.
 */
export function loginLinkFor(where: string): string {
  const login = linkTo('auth.login');
  if (endedHere || where === '/' || where === '') return login;
  return `${login}?${PARAM}=${encodeURIComponent(where)}`;
}

/**
 * Where to go after signing in: the page that asked, if the login link names one inside the
 * console (a path of this site, never another origin), else home.
 */
export function returnTarget(search: string): string {
  const next = new URLSearchParams(search).get(PARAM) ?? '';
  const local = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return local && !next.startsWith(linkTo('auth.login')) ? next : '/';
}
