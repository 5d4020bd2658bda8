// Smoke test of a running console: signs in through the API exactly as a client does, reads the
// signed-in user, then opens the login page. Plain JavaScript on node: APIs only, so any supported
// Node runs it. The server should have a small CAPTCHA_MAX_NUMBER (say 2000) to keep it quick.
//
//   node scripts/smoke.mjs http://127.0.0.1:8080 [username] [password]
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';

const [base, username = 'admin001', password = 'Admin@12345'] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/smoke.mjs <base-url> [username] [password]');
  process.exit(2);
}

async function call(method, path, { body, token } = {}) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(body && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok || answer?.success !== true) {
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer;
}

// The password travels as base64 of RSA-OAEP (SHA-256) ciphertext under the published key.
function encrypt(publicKeyPem, text) {
  const options = { key: publicKeyPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING };
  return crypto
    .publicEncrypt({ ...options, oaepHash: 'sha256' }, Buffer.from(text, 'utf8'))
    .toString('base64');
}

// ALTCHA v1: find the number n with sha256hex(salt + n) = challenge.
function solve({ algorithm, challenge, salt, signature, maxnumber }) {
  for (let number = 0; number <= maxnumber; number++) {
    if (
      crypto
        .createHash('sha256')
        .update(salt + number)
        .digest('hex') === challenge
    ) {
      const solution = { algorithm, challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(solution)).toString('base64');
    }
  }
  throw new Error(`captcha: no solution up to ${maxnumber}`);
}

const { key } = await call('GET', '/api/v1/manager/auth/public_key');
const captcha = await call('GET', '/api/v1/manager/auth/captcha');
const session = await call('POST', '/api/v1/manager/auth/login', {
  body: { username, password: encrypt(key, password), token: solve(captcha) },
});
const { item: me } = await call('GET', '/api/v1/user/info', { token: session.access_token });
if (me.user_name !== username) throw new Error(`user/info: signed in as ${me.user_name}`);
console.log(`signed in as ${me.user_name} (roles: ${me.roles.join(', ')})`);

// The login page is the built single-page app, whose script the server also serves.
const page = await fetch(new URL('/login', base));
const html = await page.text();
const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
if (!page.ok || !html.includes('<div id="root">') || !script) {
  throw new Error(`/login: ${page.status}, not the app's page:\n${html.slice(0, 500)}`);
}
const asset = await fetch(new URL(script, base));
if (!asset.ok || !/javascript/.test(asset.headers.get('content-type') ?? '')) {
  throw new Error(`${script}: ${asset.status} ${asset.headers.get('content-type')}`);
}
console.log(`/login serves the app (${script})`);
