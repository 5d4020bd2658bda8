import { beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { createPeerApp, PEERS_ENV, type TestApp } from '../helpers/app';
import { signup, withCaptcha } from '../helpers/accounts';
import { expectFailure } from '../helpers/expect';
import { deliverMail, useMailedApp, type TestSmtp } from '../helpers/mail';
import { insertSalesman } from '../helpers/promotions';

/**
 * Link mails (docs/decisions/accounts.md, mail limits): at most 3 requests for a name or address
 * typed, and 3 mails to an address per way of asking, in any hour, counted in the database; the
 * answer never tells whether the account exists (mail-budgets.test.ts: strangers and owners);
 * sign-up mails carry no text of the caller's but the user name.
 */
const clock = new TestClock();
const mailed = useMailedApp(PEERS_ENV, { clock });
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => {
  ({ t, smtp } = mailed);
});

const forgot = (login: string, app = t.app) =>
  withCaptcha(app, 'accounts.forgotPassword', { login });
const resend = (login: string) => withCaptcha(t.app, 'accounts.resendVerification', { login });
const answer = (r: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
  status: r.statusCode,
  body: r.body,
  retryAfter: r.headers['retry-after'],
});

/** An account of its own for each test, so the budgets do not meet. */
async function account(userName: string) {
  await insertSalesman(t.deps.db, userName);
  return `${userName}@example.com`;
}

describe('reset and verification mails', () => {
  it('answers 3 requests for an account, then 429 with Retry-After, the same as for nobody', async () => {
    const address = await account('mail-lim-01');
    const known = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) known.push(answer(await forgot('mail-lim-01')));
    for (let i = 0; i < 4; i++) unknown.push(answer(await forgot('mail-nobody-01')));
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    expect(unknown).toEqual(known);
    expect(known[3]!.body).toContain('accounts.too_many_mails');
    expect(Number(known[3]!.retryAfter)).toBe(3600);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(3);
    expect(smtp.to('mail-nobody-01@example.com')).toHaveLength(0);
  });

  it('counts the asks by name and by address apart: three of each are mailed', async () => {
    const address = await account('mail-lim-02');
    for (const login of ['mail-lim-02', address, 'mail-lim-02', address, 'mail-lim-02', address]) {
      expect((await forgot(login)).statusCode).toBe(200);
      await deliverMail(t.deps);
    }
    expectFailure(await forgot(address.toUpperCase()), 429, 'accounts.too_many_mails');
    expectFailure(await forgot(' MAIL-LIM-02 '), 429, 'accounts.too_many_mails');
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(6);
  });

  it('counts verification mails, the sign-up one included, in the same budget', async () => {
    const address = 'mail-lim-03@example.com';
    expect((await signup(t.app, { userName: 'mail-lim-03', email: address })).statusCode).toBe(200);
    expect((await resend(address)).statusCode).toBe(200);
    expect((await resend(address)).statusCode).toBe(200);
    expectFailure(await resend(address), 429, 'accounts.too_many_mails');
    expectFailure(await forgot(address), 429, 'accounts.too_many_mails');
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(3);
  });

  it('gives the budget back as the hour passes', async () => {
    const address = await account('mail-lim-04');
    for (let i = 0; i < 3; i++) expect((await forgot(address)).statusCode).toBe(200);
    // Mailed as they come: the inbox counts a mail when it is sent.
    await deliverMail(t.deps);
    clock.advance(30 * 60 * 1000);
    const refused = await forgot(address);
    expectFailure(refused, 429, 'accounts.too_many_mails');
    expect(Number(refused.headers['retry-after'])).toBe(1800);
    clock.advance(30 * 60 * 1000 + 1000);
    expect((await forgot(address)).statusCode).toBe(200);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(4);
  });

  it('lets 3 of 20 requests at once through, and mails 3', async () => {
    const address = await account('mail-lim-05');
    const responses = await Promise.all(Array.from({ length: 20 }, () => forgot(address)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      ...Array(3).fill(200),
      ...Array(17).fill(429),
    ]);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(3);
  });

  it('shares the count between two servers on one database', async () => {
    const address = await account('mail-lim-06');
    const peer = await createPeerApp(t, { clock });
    try {
      expect((await forgot(address)).statusCode).toBe(200);
      expect((await forgot(address, peer.app)).statusCode).toBe(200);
      expect((await forgot(address)).statusCode).toBe(200);
      expectFailure(await forgot(address, peer.app), 429, 'accounts.too_many_mails');
      await deliverMail(peer.deps);
    } finally {
      await peer.close();
    }
  });

  it('removes budgets whose uses have all left the hour', async () => {
    await account('mail-lim-07');
    await forgot('mail-lim-07');
    await deliverMail(t.deps);
    const count = async () =>
      (await t.deps.db.selectFrom('quotas').select('key').execute()).filter((r) =>
        r.key.includes('mail-lim-07'),
      ).length;
    expect(await count()).toBeGreaterThan(0);
    clock.advance(2 * 3600 * 1000);
    await t.deps.jobs.runDue();
    expect(await count()).toBe(0);
  });
});

describe('sign-up mail', () => {
  it('greets by user name and carries no other text of the caller', async () => {
    const address = 'mail-signup-01@example.com';
    const res = await signup(t.app, {
      userName: 'mail-signup-01',
      email: address,
      fullName: 'Win a prize at http://evil.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliverMail(t.deps);
    const [mail] = smtp.to(address);
    expect(mail!.text).toContain('Hello mail-signup-01,');
    expect(mail!.text).not.toContain('evil');
    expect(mail!.html).not.toContain('evil');
  });
});

describe('forgot-password answers', () => {
  it('are identical for an active account, an unknown name and an unknown address', async () => {
    await account('mail-same-01');
    const answers = [];
    for (const login of ['mail-same-01', 'mail-same-nobody', 'mail-same-nobody@example.com']) {
      answers.push(answer(await forgot(login)));
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await deliverMail(t.deps);
    expect(smtp.to('mail-same-01@example.com')).toHaveLength(1);
    expect(smtp.to('mail-same-nobody@example.com')).toHaveLength(0);
  });

  it('do the same work for a known and an unknown account: the request only queues a job', async () => {
    await account('mail-same-02');
    const state = async () => ({
      tokens: (await t.deps.db.selectFrom('account_tokens').select('id').execute()).length,
      jobs: (
        await t.deps.db
          .selectFrom('jobs')
          .select('id')
          .where('kind', '=', 'accounts.link_mail')
          .where('state', '=', 'queued')
          .execute()
      ).length,
    });
    await deliverMail(t.deps);
    const before = await state();
    await forgot('mail-same-02');
    expect(await state()).toEqual({ tokens: before.tokens, jobs: before.jobs + 1 });
    await forgot('mail-same-nobody-02');
    expect(await state()).toEqual({ tokens: before.tokens, jobs: before.jobs + 2 });
  });
});
