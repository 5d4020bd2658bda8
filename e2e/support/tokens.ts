import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { E2E_DATA_DIR } from './env';

/**
 * An access token for a user that expired a minute ago, signed with the test server's own key, as
 * the server itself would have issued it 16 minutes earlier.
 */
export async function expiredAccessToken(user: { id: number; name: string; role: string }) {
  const secret = fs.readFileSync(path.join(E2E_DATA_DIR, 'keys', 'jwt-secret'), 'utf8').trim();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ name: user.name, role: user.role })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer('console')
    .setIssuedAt(now - 16 * 60)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}
