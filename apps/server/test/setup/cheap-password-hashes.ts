// Setup file of the API projects (vitest.config.ts). Each test file seeds the demo accounts (nine
// argon2 hashes) and signs in many times; at the product's cost (64 MiB, 3 passes) that was most of
// the suite's time. The tests check what the server does with a password, not argon2's cost, which
// the unit test src/modules/auth/passwords.test.ts checks once.
import { useCheapPasswordHashesForTests } from '../../src/modules/auth/passwords';

useCheapPasswordHashesForTests();
