import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_SECONDS } from '@console/contract/constants';
import { createChallenge, solveChallenge, verifySolution } from './captcha';

/** The edges of the captcha check that mutation testing found untested (docs/testing.md). */
const key = Buffer.from('captcha-edge-key');
const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const MAX = 100;
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('captcha edges', () => {
  it('answers null, not anything else, for a token that is not base64 JSON', async () => {
    expect(await verifySolution(key, Buffer.from('{not json').toString('base64'), NOW)).toBeNull();
    expect(await verifySolution(key, '', NOW)).toBeNull();
    expect(await verifySolution(key, undefined, NOW)).toBeNull();
  });

  it('still verifies at the very second it expires', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const expiry = (Math.floor(NOW / 1000) + CAPTCHA_TTL_SECONDS) * 1000;
    expect(await verifySolution(key, await solveChallenge(c), expiry)).not.toBeNull();
    expect(await verifySolution(key, await solveChallenge(c), expiry + 1)).toBeNull();
  });

  it('refuses a salt without the closing & that every issued salt has', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const solution = decode(await solveChallenge(c));
    expect(solution.salt.endsWith('&')).toBe(true);
    const token = encode({ ...solution, salt: solution.salt.slice(0, -1) });
    expect(await verifySolution(key, token, NOW)).toBeNull();
  });

  it('says so when a challenge has no solution within its maximum', async () => {
    const c = await createChallenge(key, 20, NOW);
    await expect(solveChallenge({ ...c, challenge: '0'.repeat(64) })).rejects.toThrow(
      'Challenge has no solution',
    );
  });
});
