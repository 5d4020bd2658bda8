import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { createTestApp, loginRaw, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';

const PROXY = '10.20.0.1';

/** A failed sign-in sent through a proxy (or straight from `from`) with an X-Forwarded-For. */
const wrongVia = (t: TestApp, from: string, forwardedFor: string) =>
  loginRaw(t.app, 'manager01', 'Wrong@Password1', {
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
  });

async function lastAuditedAddress(t: TestApp): Promise<string> {
  const row = await t.deps.db
    .selectFrom('audit_log')
    .select('ip')
    .where('call', '=', 'auth.login')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('TRUST_PROXY=1 (one reverse proxy in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { TRUST_PROXY: '1', LOGIN_FAILURES_PER_NAME_AND_ADDRESS: '3' },
      { clock: new TestClock() },
    );
  });
  afterAll(() => t.close());

  it('takes the address the proxy appended; a client’s own entry cannot forge it', async () => {
    await wrongVia(t, PROXY, '198.51.100.1, 203.0.113.7');
    expect(await lastAuditedAddress(t)).toBe('203.0.113.7');
  });

  it('keys the sign-in limits on the real address whatever the client adds', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await wrongVia(t, PROXY, `198.51.100.${i + 10}, 203.0.113.8`);
      expectFailure(res, 401, 'auth.invalid_credentials');
    }
    expectFailure(
      await wrongVia(t, PROXY, '198.51.100.99, 203.0.113.8'),
      429,
      'auth.too_many_attempts',
    );
    expect(await lastAuditedAddress(t)).toBe('203.0.113.8');
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: `${PROXY}, 10.30.0.0/16` }, { clock: new TestClock() });
  });
  afterAll(() => t.close());

  it('reads X-Forwarded-For of calls from a listed proxy, up to the first address not listed', async () => {
    await wrongVia(t, PROXY, '198.51.100.1, 203.0.113.9, 10.30.4.4');
    expect(await lastAuditedAddress(t)).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from anyone else', async () => {
    await wrongVia(t, '10.20.0.2', '203.0.113.10');
    expect(await lastAuditedAddress(t)).toBe('10.20.0.2');
  });
});
