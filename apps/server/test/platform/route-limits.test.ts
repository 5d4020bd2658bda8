import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import { TestClock } from '../../src/clock';
import {
  call,
  createPeerApp,
  PEERS_ENV,
  createTestApp,
  uniqueAddress,
  type TestApp,
} from '../helpers/app';
import { expectFailure } from '../helpers/expect';

const limit = routes['auth.logout'].limit!;

describe('per-address limits of anonymous calls, counted in the database', () => {
  const clock = new TestClock();
  let t: TestApp;
  let peer: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PEERS_ENV, { clock });
    peer = await createPeerApp(t, { clock });
  });
  afterAll(async () => {
    await peer.close();
    await t.close();
  });

  const logout = (app: TestApp, remoteAddress: string) =>
    call(app.app, 'auth.logout', { refresh_token: 'not-a-token' }, { remoteAddress });

  const auditedFrom = async (ip: string) =>
    t.deps.db
      .selectFrom('audit_log')
      .select(['outcome', 'status'])
      .where('call', '=', 'auth.logout')
      .where('ip', '=', ip)
      .execute();

  it('shares one count between two servers, answers 429 with Retry-After past it', async () => {
    const address = uniqueAddress();
    const half = Math.floor(limit.calls / 2);
    for (let i = 0; i < limit.calls; i++) {
      const res = await logout(i < half ? t : peer, address);
      expect(res.statusCode, `call ${i + 1}`).toBe(200);
    }
    for (const app of [t, peer]) {
      const res = await logout(app, address);
      expectFailure(res, 429, 'common.too_many_requests');
      // The clock stands still: the whole window is left.
      expect(res.headers['retry-after']).toBe(String(limit.seconds));
    }
    expect((await logout(peer, uniqueAddress())).statusCode).toBe(200);

    // 9.5 s before the window ends, a client is told to come back in 10 (a part second rounds up).
    clock.advance((limit.seconds - 10) * 1000 + 500);
    const late = await logout(peer, address);
    expectFailure(late, 429, 'common.too_many_requests');
    expect(late.headers['retry-after']).toBe('10');

    clock.advance(9_500);
    expect((await logout(t, address)).statusCode).toBe(200);
  });

  it('records the first refused call of a window, not the flood after it', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < limit.calls + 20; i++) await logout(i % 2 ? peer : t, address);
    const rows = await auditedFrom(address);
    expect(rows.filter((r) => r.outcome === 'success')).toHaveLength(limit.calls);
    expect(rows.filter((r) => r.status === 429)).toHaveLength(1);
  });
});
