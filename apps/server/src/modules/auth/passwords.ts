import argon2 from 'argon2';

/**
 * The product's cost of a password hash: argon2id, 64 MiB, 3 passes, 4 lanes (the OWASP-style
 * figures node-argon2 also uses as defaults, written out so a library upgrade cannot change them).
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 4,
} as const;

/** The cheapest argon2id: for the API test suite only, where each test file seeds and signs in. */
const TEST_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;

let hashOptions: typeof PASSWORD_HASH_OPTIONS | typeof TEST_HASH_OPTIONS = PASSWORD_HASH_OPTIONS;

/**
 * Makes new hashes cheap in this process. Called only by the API test suite's setup file
 * (apps/server/test/setup/cheap-password-hashes.ts), never by the server: no configuration or
 * environment variable reaches it. Hashes carry their own cost, so verification follows.
 */
export function useCheapPasswordHashesForTests(): void {
  hashOptions = TEST_HASH_OPTIONS;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

// Verified against when the user does not exist, so both paths take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-password');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
