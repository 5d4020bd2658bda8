import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

// The API suite hashes cheaply (test/setup/cheap-password-hashes.ts); this is where the product's
// own cost is checked.
describe('password hashes', () => {
  it('are argon2id with 64 MiB, 3 passes and 4 lanes, salted', async () => {
    const hash = await hashPassword('Admin@12345');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await hashPassword('Admin@12345')).not.toBe(hash);
  });

  it('verify the right password only', async () => {
    const hash = await hashPassword('Admin@12345');
    expect(await verifyPassword(hash, 'Admin@12345')).toBe(true);
    expect(await verifyPassword(hash, 'admin@12345')).toBe(false);
    expect(await verifyPassword(null, 'Admin@12345')).toBe(false);
  });
});
