import crypto from 'node:crypto';

/**
 * Passwords travel as base64 of RSA-OAEP (SHA-256) ciphertext under the key that
 * `auth/public_key` publishes. Returns null for anything that does not decrypt.
 */
export function decryptPassword(privateKey: crypto.KeyObject, base64: string): string | null {
  try {
    const plain = crypto.privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** What a client does with the public key; for tests and the command-line tools. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return crypto
    .publicEncrypt(
      { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password, 'utf8'),
    )
    .toString('base64');
}
