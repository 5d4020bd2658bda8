import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { decryptPassword, encryptPassword } from './password-crypto';

interface Pair {
  privateKey: crypto.KeyObject;
  publicPem: string;
}

function rsaPair(): Pair {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

let pair: Pair;
let other: Pair;
beforeAll(() => {
  pair = rsaPair();
  other = rsaPair();
});

describe('password encryption (RSA-OAEP, SHA-256)', () => {
  it.each(['Admin@12345', 'Mật@khẩu1', 'Пароль#2024', '密码🔑!x', ' spaces kept ', 'a'])(
    'round-trips %j',
    (password) => {
      const sent = encryptPassword(pair.publicPem, password);
      expect(sent).not.toBe(Buffer.from(password).toString('base64'));
      expect(decryptPassword(pair.privateKey, sent)).toBe(password);
    },
  );

  it('sends base64 of a 2048-bit ciphertext', () => {
    const sent = encryptPassword(pair.publicPem, 'Mật@khẩu1');
    expect(sent).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(sent, 'base64')).toHaveLength(256);
  });

  it('encrypts the same password differently each time', () => {
    expect(encryptPassword(pair.publicPem, 'same')).not.toBe(
      encryptPassword(pair.publicPem, 'same'),
    );
  });

  it('reads what a browser sends with WebCrypto (RSA-OAEP, SHA-256)', async () => {
    const key = await crypto.webcrypto.subtle.importKey(
      'spki',
      crypto.createPublicKey(pair.publicPem).export({ type: 'spki', format: 'der' }),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    const cipher = await crypto.webcrypto.subtle.encrypt(
      { name: 'RSA-OAEP' },
      key,
      new TextEncoder().encode('Mật@khẩu1'),
    );
    expect(decryptPassword(pair.privateKey, Buffer.from(cipher).toString('base64'))).toBe(
      'Mật@khẩu1',
    );
  });

  it('answers null for a password encrypted with another key', () => {
    const sent = encryptPassword(other.publicPem, 'Admin@12345');
    expect(decryptPassword(pair.privateKey, sent)).toBeNull();
  });

  it('answers null for SHA-1 OAEP or PKCS#1 v1.5 ciphertext', () => {
    for (const options of [
      { padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      { padding: crypto.constants.RSA_PKCS1_PADDING },
    ]) {
      let sent: string;
      try {
        sent = crypto
          .publicEncrypt({ key: pair.publicPem, ...options }, Buffer.from('Admin@12345'))
          .toString('base64');
      } catch {
        continue; // a Node without PKCS#1 v1.5 encryption cannot make the sample
      }
      expect(decryptPassword(pair.privateKey, sent)).toBeNull();
    }
  });

  it.each([
    ['plain base64 of the password', Buffer.from('Admin@12345').toString('base64')],
    ['garbage', '%%% not base64 %%%'],
    ['an empty string', ''],
    ['random bytes of the right length', crypto.randomBytes(256).toString('base64')],
  ])('answers null for %s', (_name, sent) => {
    expect(decryptPassword(pair.privateKey, sent)).toBeNull();
  });
});
