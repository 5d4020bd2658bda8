import { base64ToBytes, bytesToBase64 } from './base64';

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return base64ToBytes(body);
}

/** base64 of the RSA-OAEP (SHA-256) ciphertext of the UTF-8 password, for an SPKI PEM key. */
export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return bytesToBase64(new Uint8Array(cipher));
}
