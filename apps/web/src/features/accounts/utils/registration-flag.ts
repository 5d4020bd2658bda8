import { REGISTRATION_FLAG_TTL_MS } from '@console/contract/constants';

/** Spec section 4: after signing up, /register shows "check your e-mail" for ten minutes. */
const FLAG_KEY = 'success';

export function isRegistrationPending(now = Date.now()): boolean {
  const until = Number(localStorage.getItem(FLAG_KEY));
  return Number.isFinite(until) && until > now;
}

export function markRegistered(now = Date.now()): void {
  localStorage.setItem(FLAG_KEY, String(now + REGISTRATION_FLAG_TTL_MS));
}

export function clearRegistered(): void {
  localStorage.removeItem(FLAG_KEY);
}
