import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * Secrets the server needs, read from DATA_DIR/keys and generated there on first start when not
 * configured. They never leave this module except as key objects.
 */
export interface Keys {
  rsaPrivate: crypto.KeyObject;
  rsaPublicPem: string;
  jwtSecret: Uint8Array;
  captchaHmacKey: Buffer;
  ssoDevPrivate: crypto.KeyObject;
  ssoPublicKeys: crypto.KeyObject[];
}

function readOrCreate(file: string, create: () => string): string {
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  const content = create();
  fs.writeFileSync(file, content, { mode: 0o600 });
  return content;
}

function keyPair(dir: string, name: string, generate: () => crypto.KeyPairKeyObjectResult) {
  const privateFile = path.join(dir, `${name}-private.pem`);
  const publicFile = path.join(dir, `${name}-public.pem`);
  if (!fs.existsSync(privateFile) || !fs.existsSync(publicFile)) {
    const pair = generate();
    fs.writeFileSync(privateFile, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), {
      mode: 0o600,
    });
    fs.writeFileSync(publicFile, pair.publicKey.export({ type: 'spki', format: 'pem' }));
  }
  return {
    privateKey: crypto.createPrivateKey(fs.readFileSync(privateFile, 'utf8')),
    publicPem: fs.readFileSync(publicFile, 'utf8'),
  };
}

export function loadKeys(config: Config): Keys {
  const dir = path.join(config.dataDir, 'keys');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const rsa = keyPair(dir, 'password-rsa', () =>
    crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }),
  );
  const sso = keyPair(dir, 'sso-dev', () =>
    crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }),
  );
  const jwtSecret =
    config.jwtSecret ??
    readOrCreate(path.join(dir, 'jwt-secret'), () => crypto.randomBytes(48).toString('base64url'));
  const captchaKey = readOrCreate(path.join(dir, 'captcha-hmac-key'), () =>
    crypto.randomBytes(32).toString('base64url'),
  );
  const ssoPublicPems = config.ssoPublicKeyFiles.length
    ? config.ssoPublicKeyFiles.map((f) => fs.readFileSync(f, 'utf8'))
    : [sso.publicPem];
  return {
    rsaPrivate: rsa.privateKey,
    rsaPublicPem: rsa.publicPem,
    jwtSecret: new TextEncoder().encode(jwtSecret.trim()),
    captchaHmacKey: Buffer.from(captchaKey.trim(), 'utf8'),
    ssoDevPrivate: sso.privateKey,
    ssoPublicKeys: ssoPublicPems.map((pem) => crypto.createPublicKey(pem)),
  };
}
