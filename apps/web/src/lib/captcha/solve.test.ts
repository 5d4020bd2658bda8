import { describe, expect, it } from 'vitest';
import { solveChallenge } from './solve';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('solveChallenge', () => {
  it.each([
    ['a salt shorter than a block', '3f71d8ec2f896c50965faea1?expires=1795646224&', 4321],
    ['a salt spanning blocks', `${'ă'.repeat(40)}?expires=1795646224&`, 2500],
    ['the first number', 'abc&', 0],
  ])('finds the number for %s', async (_name, salt, number) => {
    const challenge = await sha256Hex(salt + number);
    expect(await solveChallenge({ challenge, salt, maxnumber: 5000 })).toBe(number);
  });

  it('answers null when no number up to maxnumber fits', async () => {
    const challenge = await sha256Hex('salt&' + 300);
    expect(await solveChallenge({ challenge, salt: 'salt&', maxnumber: 299 })).toBeNull();
  });
});
