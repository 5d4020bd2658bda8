/**
 * A notice that outlives a page load: the sign-in screen is a page of its own (static HTML and a
 * small script, docs/decisions/static-login.md), so "Login successfully" is shown by the console
 * after it loads, and a notice the console showed just before going to the sign-in screen (an
 * activated account, a new password, an ended session) is shown again there.
 */
export interface HandedOffNotice {
  kind: 'success' | 'error' | 'info';
  text: string;
  detail?: string;
}

const KEY = 'console.notice';

export function handOffNotice(notice: HandedOffNotice): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(notice));
  } catch {
    // Storage refused (private mode, quota): the notice is only lost.
  }
}

/** The notice handed over by the page before, once. */
export function takeHandedOffNotice(): HandedOffNotice | null {
  try {
    const saved = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const notice = saved ? (JSON.parse(saved) as HandedOffNotice) : null;
    return notice && typeof notice.text === 'string' ? notice : null;
  } catch {
    return null;
  }
}
