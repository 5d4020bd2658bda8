import { SESSION_COOKIE_DAYS } from '@console/contract/constants';
import type { Session } from '@console/contract/schemas/auth';
import { deleteCookie, writeCookie } from '../cookies';
import { markSessionEnded } from './return-target';

/** What the browser keeps of a signed-in user (spec section 3), under the spec's storage names. */
export interface StoredSession {
  userName: string;
  accessToken: string;
  freshToken: string;
  timezone: string;
  admin: boolean;
  id: number;
  role: string | null;
  currentUsername: string;
}

const KEYS = {
  userName: 'user_name',
  accessToken: 'access_token',
  freshToken: 'fresh_token',
  timezone: 'timezone',
  admin: 'admin',
  id: 'id',
  role: 'author_user',
  currentUsername: 'current_username',
} as const satisfies Record<keyof StoredSession, string>;

const COOKIES = ['user_name', 'admin', 'id'] as const;

const listeners = new Set<() => void>();
let cached: StoredSession | null | undefined;

function read(): StoredSession | null {
  const get = (key: keyof StoredSession) => localStorage.getItem(KEYS[key]);
  const accessToken = get('accessToken');
  const freshToken = get('freshToken');
  if (!accessToken || !freshToken) return null;
  return {
    userName: get('userName') ?? '',
    accessToken,
    freshToken,
    timezone: get('timezone') ?? '',
    admin: get('admin') === 'true',
    id: Number(get('id') ?? 0),
    role: get('role'),
    currentUsername: get('currentUsername') ?? '',
  };
}

function changed(): void {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

export function getSession(): StoredSession | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startSession(session: Session): void {
  markSessionEnded(false);
  const values: Record<string, string> = {
    [KEYS.userName]: session.user_name,
    [KEYS.accessToken]: session.access_token,
    [KEYS.freshToken]: session.fresh_token,
    [KEYS.timezone]: session.timezone,
    [KEYS.admin]: String(session.admin),
    [KEYS.id]: String(session.id),
    [KEYS.currentUsername]: session.user_name,
  };
  Object.entries(values).forEach(([key, value]) => localStorage.setItem(key, value));
  localStorage.removeItem(KEYS.role);
  writeCookie('user_name', session.user_name, SESSION_COOKIE_DAYS);
  writeCookie('admin', String(session.admin), SESSION_COOKIE_DAYS);
  writeCookie('id', String(session.id), SESSION_COOKIE_DAYS);
  changed();
}

export function storeTokens(accessToken: string, freshToken: string): void {
  localStorage.setItem(KEYS.accessToken, accessToken);
  localStorage.setItem(KEYS.freshToken, freshToken);
  changed();
}

export function storeRole(role: string | null): void {
  if (role === localStorage.getItem(KEYS.role)) return;
  if (role === null) localStorage.removeItem(KEYS.role);
  else localStorage.setItem(KEYS.role, role);
  changed();
}

export function clearSession(): void {
  Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
  COOKIES.forEach(deleteCookie);
  changed();
}

// Another tab signing in or out changes what this tab may show.
window.addEventListener('storage', (event) => {
  if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) changed();
});
