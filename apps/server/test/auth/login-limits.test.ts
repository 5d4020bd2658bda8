import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_SECONDS } from '@console/contract/constants';
import type { LightMyRequestResponse } from 'fastify';
import { TestClock } from '../../src/clock';
import { releaseSlot, takeSlot } from '../../src/limits/limits';
import { signInLimitKeys } from '../../src/modules/auth/login-limiter';
import {
  call,
  createTestApp,
  demoPassword,
  loginInput,
  loginRaw,
  uniqueAddress,
  type TestApp,
} from '../helpers/app';
import { expectFailure } from '../helpers/expect';

function expectLimited(res: LightMyRequestResponse) {
  expectFailure(res, 429, 'auth.too_many_attempts');
  const retryAfter = String(res.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_SECONDS);
}

const WRONG = 'Wrong@Password1';
const wrong = (t: TestApp, user: string, remoteAddress: string) =>
  loginRaw(t.app, user, WRONG, { remoteAddress });
const right = (t: TestApp, user: string, remoteAddress: string) =>
  loginRaw(t.app, user, demoPassword(user), { remoteAddress });

async function counted(t: TestApp, key: string): Promise<number> {
  const row = await t.deps.db
    .selectFrom('limit_counters')
    .select('count')
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Prepares `n` sign-ins first, then sends them all at once: a burst. */
async function burst(t: TestApp, n: number, user: string, address: (i: number) => string) {
  const inputs = await Promise.all(Array.from({ length: n }, () => loginInput(t.app, user, WRONG)));
  return Promise.all(
    inputs.map((input, i) => call(t.app, 'auth.login', input, { remoteAddress: address(i) })),
  );
}

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((by, res) => {
    by[res.statusCode] = (by[res.statusCode] ?? 0) + 1;
    return by;
  }, {});

describe('sign-in limits (3 per name and address, 5 per address, slow-down after 4 per name)', () => {
  let t: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp(
      {
        LOGIN_FAILURES_PER_NAME_AND_ADDRESS: '3',
        LOGIN_FAILURES_PER_ADDRESS: '5',
        LOGIN_SLOWDOWN_AFTER: '4',
      },
      { clock },
    );
  });
  afterAll(() => t.close());

  it('refuses a name from an address after 3 failures there; its owner gets in from a clean address', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) {
      expectFailure(await wrong(t, 'manager01', address), 401, 'auth.invalid_credentials');
    }
    expectLimited(await right(t, 'manager01', address));
    expect((await right(t, 'manager01', uniqueAddress())).statusCode).toBe(200);
  });

  it('lets other names sign in from that address until the address limit, then refuses it until its window ends', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) await wrong(t, 'supporter1', address);
    expectLimited(await wrong(t, 'supporter1', address));

    // 3 failures from this address so far: another user still gets in, and may fail twice more.
    expect((await right(t, 'operator1', address)).statusCode).toBe(200);
    expectFailure(await wrong(t, 'riskuser1', address), 401, 'auth.invalid_credentials');
    expectFailure(await wrong(t, 'salesman1', address), 401, 'auth.invalid_credentials');

    // 5 failures from this address: everyone is refused there for the window, nobody elsewhere.
    expectLimited(await right(t, 'parent001', address));
    expectLimited(await right(t, 'admin001', address));
    expect((await right(t, 'parent001', uniqueAddress())).statusCode).toBe(200);
    expect((await right(t, 'riskuser1', uniqueAddress())).statusCode).toBe(200);

    clock.advance(LOGIN_FAILURE_WINDOW_SECONDS * 1000);
    expect((await right(t, 'admin001', address)).statusCode).toBe(200);
  });

  it('counts failures for unknown usernames against the address', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i++) {
      expectFailure(await wrong(t, `nobody-${i}`, address), 401, 'auth.invalid_credentials');
    }
    expectLimited(await wrong(t, 'nobody-else', address));
    expectLimited(await right(t, 'guest0001', address));
    expect((await right(t, 'guest0001', uniqueAddress())).statusCode).toBe(200);
  });

  it('counts usernames after normalisation', async () => {
    const address = uniqueAddress();
    await loginRaw(t.app, 'Ad.Min@Example.com', 'x', { remoteAddress: address });
    await loginRaw(t.app, 'admin@example.com', 'x', { remoteAddress: address });
    await loginRaw(t.app, ' ADMIN@EXAMPLE.COM ', 'x', { remoteAddress: address });
    expectLimited(await loginRaw(t.app, 'a.d.m.i.n@example.com', 'x', { remoteAddress: address }));
  });

  it('clears the pair’s count when its name signs in from there, and gives the attempt back to the address', async () => {
    const user = 'salesman1';
    const address = uniqueAddress();
    for (let i = 0; i < 2; i++) await wrong(t, user, address);
    expect((await right(t, user, address)).statusCode).toBe(200);
    expect(await counted(t, signInLimitKeys.pair(address, user))).toBe(0);
    expect(await counted(t, signInLimitKeys.address(address))).toBe(2);
    // Without the clearing this would be the 4th and 5th failure of the pair: refused.
    for (let i = 0; i < 2; i++) {
      expectFailure(await wrong(t, user, address), 401, 'auth.invalid_credentials');
    }
    expect((await right(t, user, address)).statusCode).toBe(200);
  });

  it('does not count a refused (429) attempt as another failure', async () => {
    const user = 'parent001';
    const address = uniqueAddress();
    for (let i = 0; i < 3; i++) await wrong(t, user, address);
    for (let i = 0; i < 3; i++) expectLimited(await wrong(t, user, address));
    expect(await counted(t, signInLimitKeys.pair(address, user))).toBe(3);
    expect(await counted(t, signInLimitKeys.address(address))).toBe(3);
  });

  it('slows a name down past 4 failures across addresses instead of refusing its owner', async () => {
    const user = 'riskuser1';
    for (let i = 0; i < 5; i++) {
      expectFailure(await wrong(t, user, uniqueAddress()), 401, 'auth.invalid_credentials');
    }
    // The 6th attempt on the name waits 500 ms (250 ms doubled once) before its check.
    const before = clock.now().getTime();
    expect((await right(t, user, uniqueAddress())).statusCode).toBe(200);
    expect(clock.now().getTime() - before).toBe(500);
    // Another name is not slowed down.
    const other = clock.now().getTime();
    expect((await right(t, 'operator1', uniqueAddress())).statusCode).toBe(200);
    expect(clock.now().getTime()).toBe(other);
  });

  it('runs at most two password checks at once per address, across servers', async () => {
    const address = uniqueAddress();
    const scope = signInLimitKeys.checks(address);
    // Two checks from this address are running (on this or another server).
    const held = [
      await takeSlot(t.deps.db, scope, 2, 60_000, clock.now()),
      await takeSlot(t.deps.db, scope, 2, 60_000, clock.now()),
    ];
    const res = await right(t, 'operator1', address);
    expectLimited(res);
    expect(res.headers['retry-after']).toBe('1');
    expect((await right(t, 'operator1', uniqueAddress())).statusCode).toBe(200);

    await releaseSlot(t.deps.db, held[0]!);
    expect((await right(t, 'operator1', address)).statusCode).toBe(200);

    // A server that died holding a slot frees it when its lease ends.
    await takeSlot(t.deps.db, scope, 2, 60_000, clock.now());
    expectLimited(await right(t, 'operator1', address));
    clock.advance(60_000);
    expect((await right(t, 'operator1', address)).statusCode).toBe(200);
  });
});

describe('sign-in limits (defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: new TestClock() });
  });
  afterAll(() => t.close());

  it('allows 10 failures for a name from an address and refuses the 11th attempt there', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i++) {
      expectFailure(await wrong(t, 'riskuser1', address), 401, 'auth.invalid_credentials');
    }
    expectLimited(await right(t, 'riskuser1', address));
    expect((await right(t, 'riskuser1', uniqueAddress())).statusCode).toBe(200);
  });

  it('does not count successful sign-ins: 12 in a row all succeed', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 12; i++) {
      const res = await right(t, 'operator1', address);
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('of a burst of 40 from one address, checks at most 10 (two at a time); the rest get 429', async () => {
    const address = uniqueAddress();
    const answers = await burst(t, 40, 'manager01', () => address);
    const by = statuses(answers);
    expect((by[401] ?? 0) + (by[429] ?? 0)).toBe(40);
    expect(by[401] ?? 0).toBeLessThanOrEqual(10);
    for (const res of answers.filter((r) => r.statusCode === 429)) expectLimited(res);
  });

  it('lets its owner in while 40 addresses fail on a name at once', async () => {
    const answers = await burst(t, 40, 'supporter1', () => uniqueAddress());
    expect(statuses(answers)).toEqual({ 401: 40 });
    expect((await right(t, 'supporter1', uniqueAddress())).statusCode).toBe(200);
  });
});

describe('sign-in limits under a burst (no cap on checks in flight)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_CHECKS_PER_ADDRESS: '40' }, { clock: new TestClock() });
  });
  afterAll(() => t.close());

  it('reserves each attempt before its check: of 40 at once from one address, 10 are checked', async () => {
    const address = uniqueAddress();
    const answers = await burst(t, 40, 'admin001', () => address);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    expect(await counted(t, signInLimitKeys.pair(address, 'admin001'))).toBe(10);
    expect((await right(t, 'admin001', uniqueAddress())).statusCode).toBe(200);
  });
});
