/**
 * The zod-free half of return-to.ts, which the sign-in screen's small script (boot chunk) uses: it
 * must not import the contract's route table.
 */
export const RETURN_PARAM = 'next';

/**
 * Whether this tab ended its own session (sign-out, a refused token): the login page then starts
 * afresh instead of offering to return to the page that was open. The next sign-in clears it.
 */
let endedHere = false;

export function markSessionEnded(ended = true): void {
  endedHere = ended;
}

export function sessionEndedHere(): boolean {
  return endedHere;
}

/**
 * Where to go after signing in: the page that asked, if the login link names one inside the
 * console (a path of this site, never another origin, never the login page), else the dashboard.
 */
export function returnTargetFrom(search: string, loginPath: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM) ?? '';
  const local = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return local && !next.startsWith(loginPath) ? next : '/';
}
