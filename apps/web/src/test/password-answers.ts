import type { Handlers } from './fake-server';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * An RSA public key in the SPKI PEM the server hands out, made once per test file; short, as
 * nothing is decrypted, so that making it costs little on a busy machine.
 */
async function makePublicKeyPem(): Promise<string> {
  const { publicKey } = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 1024,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));
  const body = btoa(String.fromCharCode(...der));
  return `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----`;
}

/**
 * What a form that sends a password (sign-up, reset, change) needs from the server before it can
 * send: the server's public key, and a captcha challenge whose answer is the first number, so it
 * is solved at once (happy-dom has no worker; the solver runs on the page, as it does without one).
 */
let publicKeyPem: Promise<string> | undefined;

export async function passwordAnswers(): Promise<Handlers> {
  publicKeyPem ??= makePublicKeyPem();
  const key = await publicKeyPem;
  const salt = 'salt?expires=4102444800&';
  const challenge = await sha256Hex(`${salt}0`);
  return {
    'auth.publicKey': () => ({ success: true as const, key }),
    'auth.captcha': () => ({
      success: true as const,
      algorithm: 'SHA-256' as const,
      challenge,
      salt,
      signature: 'signed',
      maxnumber: 10,
    }),
  };
}
