import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_TTL_SECONDS } from '@console/contract/constants';
import { createChallenge, solveChallenge, verifySolution } from './captcha';

const key = Buffer.from('captcha-test-key');
const otherKey = Buffer.from('another-captcha-key');
const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const MAX = 200;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('captcha (ALTCHA v1)', () => {
  it('issues a challenge in the altcha-lib v1 shape', async () => {
    const c = await createChallenge(key, MAX, NOW);
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: MAX });
    expect(c.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.salt).toContain(`expires=${Math.floor(NOW / 1000) + CAPTCHA_TTL_SECONDS}`);
  });

  it('verifies a solved challenge and tells when it expires', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const verified = await verifySolution(key, await solveChallenge(c), NOW);
    expect(verified).toEqual({
      challenge: c.challenge,
      expiresAt: new Date((Math.floor(NOW / 1000) + CAPTCHA_TTL_SECONDS) * 1000),
    });
  });

  it('still verifies one second before expiry', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const justBefore = NOW + (CAPTCHA_TTL_SECONDS - 1) * 1000;
    expect(await verifySolution(key, await solveChallenge(c), justBefore)).not.toBeNull();
  });

  it('refuses a wrong number', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const solution = decode(await solveChallenge(c));
    solution.number += 1;
    expect(await verifySolution(key, encode(solution), NOW)).toBeNull();
  });

  it('refuses a challenge signed with another key', async () => {
    const forged = await createChallenge(otherKey, MAX, NOW);
    expect(await verifySolution(key, await solveChallenge(forged), NOW)).toBeNull();
  });

  it('refuses a signature copied from another challenge', async () => {
    const a = await createChallenge(key, MAX, NOW);
    const b = await createChallenge(key, MAX, NOW);
    const solution = { ...decode(await solveChallenge(a)), signature: b.signature };
    expect(await verifySolution(key, encode(solution), NOW)).toBeNull();
  });

  it('refuses a salt whose expiry was pushed back', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const solution = decode(await solveChallenge(c));
    solution.salt = solution.salt.replace(/expires=\d+/, 'expires=9999999999');
    expect(await verifySolution(key, encode(solution), NOW)).toBeNull();
  });

  it('refuses a later expiry even when the challenge hash is recomputed for it', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const solution = decode(await solveChallenge(c));
    solution.salt = solution.salt.replace(/expires=\d+/, 'expires=9999999999');
    solution.challenge = sha256(solution.salt + solution.number);
    expect(await verifySolution(key, encode(solution), NOW)).toBeNull();
  });

  it('refuses digits moved from the number into the expiry (salt splicing)', async () => {
    // SHA-256(salt + number) hashes one string, so 'expires=E' + '45' equals 'expires=E4' + '5':
    // without a terminator after the parameters, a solver could stretch the expiry tenfold.
    let c = await createChallenge(key, 100_000, NOW);
    let solution = decode(await solveChallenge(c));
    while (!/^[1-9][1-9]/.test(String(solution.number))) {
      c = await createChallenge(key, 100_000, NOW);
      solution = decode(await solveChallenge(c));
    }
    const digits = String(solution.number);
    const spliced = {
      ...solution,
      salt: solution.salt + digits[0],
      number: Number(digits.slice(1)),
    };
    expect(sha256(spliced.salt + spliced.number)).toBe(c.challenge);
    const afterRealExpiry = NOW + (CAPTCHA_TTL_SECONDS + 60) * 1000;
    expect(await verifySolution(key, encode(spliced), afterRealExpiry)).toBeNull();
    expect(await verifySolution(key, encode(spliced), NOW)).toBeNull();
    // Solves one to a few real challenges (up to 100,000 hashes each): a limit for a busy machine.
  }, 30_000);

  it('refuses an expired challenge', async () => {
    const c = await createChallenge(key, MAX, NOW);
    const afterExpiry = NOW + (CAPTCHA_TTL_SECONDS + 1) * 1000;
    expect(await verifySolution(key, await solveChallenge(c), afterExpiry)).toBeNull();
  });

  it('refuses a salt without an expiry', async () => {
    const salt = 'no-expiry-here';
    const number = 7;
    const challenge = sha256(salt + number);
    const signature = crypto.createHmac('sha256', key).update(challenge).digest('hex');
    const token = encode({ algorithm: 'SHA-256', challenge, number, salt, signature });
    expect(await verifySolution(key, token, NOW)).toBeNull();
  });

  it.each([
    ['garbage base64', '!!!not base64!!!'],
    ['base64 of text that is not JSON', Buffer.from('hello there').toString('base64')],
    ['JSON of the wrong shape', encode({ hello: 'world' })],
    ['a JSON array', encode([1, 2, 3])],
    [
      'a negative number',
      encode({ algorithm: 'SHA-256', challenge: 'a', number: -1, salt: 's', signature: 'x' }),
    ],
    [
      'another algorithm',
      encode({ algorithm: 'SHA-1', challenge: 'a', number: 1, salt: 's', signature: 'x' }),
    ],
  ])('refuses %s', async (_name, token) => {
    expect(await verifySolution(key, token, NOW)).toBeNull();
  });

  it('refuses a missing or empty token', async () => {
    expect(await verifySolution(key, undefined, NOW)).toBeNull();
    expect(await verifySolution(key, '', NOW)).toBeNull();
  });
});
