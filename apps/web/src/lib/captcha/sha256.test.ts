import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

async function reference(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('sha256Hex', () => {
  it.each([
    '',
    'abc',
    '3f71d8ec2f896c50965faea1?expires=1795646224&12345',
    'ă'.repeat(70),
    'x'.repeat(200),
  ])('matches WebCrypto for %j', async (text) => {
    expect(sha256Hex(text)).toBe(await reference(text));
  });
});
