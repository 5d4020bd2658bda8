import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { loadConfig } from '../config';
import { loadKeys } from '../keys';

/**
 * Prints a working /sso link for a user, signed with the development identity-provider key: valid
 * for ten minutes, once (its `jti` is recorded when used).
 */
const userName = process.argv[2];
if (!userName) {
  console.error('Usage: npm run sso-link -- <username>');
  process.exit(2);
}
const config = loadConfig();
const keys = loadKeys(config);
const token = await new SignJWT({ preferred_username: userName })
  .setProtectedHeader({ alg: 'ES256' })
  .setIssuer(config.ssoIssuer)
  .setAudience(config.ssoAudience)
  .setSubject(userName)
  .setJti(crypto.randomUUID())
  .setIssuedAt()
  .setExpirationTime('10m')
  .sign(keys.ssoDevPrivate);
console.log(`${config.publicUrl}/sso?token=${token}`);
