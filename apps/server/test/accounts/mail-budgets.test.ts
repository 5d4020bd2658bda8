import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { TestClock } from '../../src/clock';
import { login, loginRaw, call, type TestApp } from '../helpers/app';
import { resetPassword, withCaptcha } from '../helpers/accounts';
import { expectFailure } from '../helpers/expect';
import { deliverMail, linkOf, tokenOf, useMailedApp, type TestSmtp } from '../helpers/mail';
import { insertSalesman } from '../helpers/promotions';

/**
 * Link mails asked for by strangers (docs/decisions/accounts.md, mail limits; issue 37): the asks
 * for a name and for an address are counted apart, so strangers asking by a user name cannot stop
 * its owner asking by his address, and no answer, at or over a limit, tells whether a name or an
 * address has an account, nor whether an address belongs to a name.
 */
const clock = new TestClock();
const mailed = useMailedApp({}, { clock });
let t: TestApp;
let smtp: TestSmtp;
beforeAll(() => {
  ({ t, smtp } = mailed);
});

/** Each call from an address of its own: strangers, and the owner at home. */
const forgot = (login: string) => withCaptcha(t.app, 'accounts.forgotPassword', { login });
const resend = (login: string) => withCaptcha(t.app, 'accounts.resendVerification', { login });
const answer = (r: LightMyRequestResponse) => ({
  status: r.statusCode,
  body: r.body,
  retryAfter: r.headers['retry-after'],
});

async function answers(ask: (login: string) => Promise<LightMyRequestResponse>, login: string) {
  const all = [];
  for (let i = 0; i < 5; i++) all.push(answer(await ask(login)));
  return all;
}

/** An active account with the address `<name>@example.com`, verified unless told. */
async function account(userName: string, { verified = true } = {}) {
  const row = await insertSalesman(t.deps.db, userName);
  if (!verified) {
    await t.deps.db
      .updateTable('users')
      .set({ email_verified_at: null })
      .where('id', '=', row.id)
      .execute();
  }
  return `${userName}@example.com`;
}

describe('strangers asking for a reset link by user name', () => {
  it('spend the name’s budget; the owner asking by address is still mailed, and the other account keeps its own', async () => {
    const address = await account('budget-owner-01');
    const other = await account('budget-other-01');
    const strangers = [];
    for (let i = 0; i < 6; i++) strangers.push((await forgot('budget-owner-01')).statusCode);
    expect(strangers).toEqual([200, 200, 200, 429, 429, 429]);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(3);

    expect((await forgot(address)).statusCode).toBe(200);
    await deliverMail(t.deps);
    const mails = smtp.to(address);
    expect(mails).toHaveLength(4);
    const link = tokenOf(linkOf(mails[3]!));
    expect((await resetPassword(t.app, link, 'Owner@Again1')).statusCode).toBe(200);
    expect((await loginRaw(t.app, 'budget-owner-01', 'Owner@Again1')).statusCode).toBe(200);

    // The other account's name and address were not touched.
    expect((await forgot('budget-other-01')).statusCode).toBe(200);
    expect((await forgot(other)).statusCode).toBe(200);
    await deliverMail(t.deps);
    expect(smtp.to(other)).toHaveLength(2);
  });

  it('keep the owner’s address budget for him also when they ask for verification links', async () => {
    const address = await account('budget-owner-02', { verified: false });
    for (let i = 0; i < 3; i++) expect((await resend('budget-owner-02')).statusCode).toBe(200);
    expectFailure(await resend('budget-owner-02'), 429, 'accounts.too_many_mails');
    expect((await resend(address)).statusCode).toBe(200);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(4);
  });
});

describe('answers of forgot-password and resend', () => {
  it('are the same for a known and an unknown name, at and over the limit', async () => {
    await account('budget-same-01');
    const known = await answers(forgot, 'budget-same-01');
    const unknown = await answers(forgot, 'budget-none-01');
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(unknown).toEqual(known);

    await account('budget-same-03', { verified: false });
    expect(await answers(resend, 'budget-none-04')).toEqual(
      await answers(resend, 'budget-same-03'),
    );
  });

  it('are the same for a known and an unknown address, at and over the limit', async () => {
    const address = await account('budget-same-02');
    const known = await answers(forgot, address);
    const unknown = await answers(forgot, 'budget-none-02@example.com');
    expect(known.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(known[3]!.body).toContain('accounts.too_many_mails');
    expect(Number(known[3]!.retryAfter)).toBe(3600);
    expect(unknown).toEqual(known);
  });

  it('never tell whether an address belongs to a name', async () => {
    const address = await account('budget-pair-01');
    await account('budget-pair-02');
    // The name's asks spent (and mailed, as the jobs run at once in the product): its own address
    // answers as an unrelated one does.
    await answers(forgot, 'budget-pair-01');
    await deliverMail(t.deps);
    expect(answer(await forgot(address))).toEqual(
      answer(await forgot('budget-unrelated-01@example.com')),
    );
    // An address's asks spent: its own name answers as an unrelated name does.
    await answers(forgot, 'budget-pair-02@example.com');
    await deliverMail(t.deps);
    expect(answer(await forgot('budget-pair-02'))).toEqual(
      answer(await forgot('budget-unrelated-02')),
    );
    await deliverMail(t.deps);
    // Each way still mailed its account.
    expect(smtp.to(address)).toHaveLength(4);
    expect(smtp.to('budget-pair-02@example.com')).toHaveLength(4);
  });

  it('over the limit do the same work for a known and an unknown name: none', async () => {
    await account('budget-work-01');
    await answers(forgot, 'budget-work-01');
    await answers(forgot, 'budget-none-03');
    await deliverMail(t.deps);
    const state = async () => ({
      budgets: await t.deps.db.selectFrom('quotas').selectAll().orderBy('key').execute(),
      jobs: (await t.deps.db.selectFrom('jobs').select('id').execute()).length,
      tokens: (await t.deps.db.selectFrom('account_tokens').select('id').execute()).length,
    });
    const before = await state();
    expectFailure(await forgot('budget-work-01'), 429, 'accounts.too_many_mails');
    expect(await state()).toEqual(before);
    expectFailure(await forgot('budget-none-03'), 429, 'accounts.too_many_mails');
    expect(await state()).toEqual(before);
  });
});

describe('the mail cap of an address', () => {
  it('stays: after three resent invitations, asking by address mails nothing more this hour', async () => {
    const address = await account('budget-cap-01');
    const row = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', 'budget-cap-01')
      .executeTakeFirstOrThrow();
    const admin = (await login(t.app, 'admin001')).access_token;
    const resendInvitation = () =>
      call(t.app, 'employees.resendInvitation', { id: row.id }, { token: admin });
    for (let i = 0; i < 3; i++) expect((await resendInvitation()).statusCode).toBe(200);
    expectFailure(await resendInvitation(), 429, 'accounts.too_many_mails');
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(3);

    // The owner's ask by address is answered as any, but his inbox has had its three.
    expect((await forgot(address)).statusCode).toBe(200);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(3);
    // Asking by name is another way, with its own three.
    expect((await forgot('budget-cap-01')).statusCode).toBe(200);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(4);
    // An hour later the address is mailed again.
    clock.advance(3600 * 1000 + 1000);
    expect((await forgot(address)).statusCode).toBe(200);
    await deliverMail(t.deps);
    expect(smtp.to(address)).toHaveLength(5);
  });
});
