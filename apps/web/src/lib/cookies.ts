const DAY_MS = 24 * 60 * 60 * 1000;

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
