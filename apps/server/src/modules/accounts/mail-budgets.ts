import type { Db } from '../../db/database';
import { takeQuota } from '../../db/quotas';
import { AppError } from '../../errors';
import { MAIL_LINK_QUOTA } from './constants';

/**
 * The budgets of link mails (docs/decisions/accounts.md, mail limits), of two kinds never mixed:
 * asks count the requests for what a caller typed, and alone decide an anonymous answer (429), so
 * it depends on the typed text and never on the account; inboxes count the mails an address
 * receives, one budget per way of asking, taken after the answer by the job that mails. Strangers
 * asking by a user name spend that name's ask and the name way of its inbox, never the budgets
 * its owner spends asking by his address.
 */
export type AskedBy = 'name' | 'email';

/** Names hold no '@'. */
export const askedBy = (login: string): AskedBy => (login.includes('@') ? 'email' : 'name');

const normal = (text: string) => text.trim().toLowerCase();

export const mailBudgetKeys = {
  ask: (login: string) => `mail-ask ${askedBy(login)} ${normal(login)}`,
  inbox: (address: string, way: AskedBy) => `mail-inbox ${way} ${normal(address)}`,
};

function tooManyMails(wait: number) {
  return new AppError('accounts.too_many_mails', { headers: { 'retry-after': String(wait) } });
}

/**
 * Takes one request for a typed name or address (sign-up, forgot, resend), in the caller's
 * transaction; past MAIL_LINK_QUOTA, 429 `accounts.too_many_mails` with Retry-After.
 */
export async function takeAsk(trx: Db, login: string, now: Date) {
  const wait = await takeQuota(trx, mailBudgetKeys.ask(login), MAIL_LINK_QUOTA, now);
  if (wait > 0) throw tooManyMails(wait);
}

/** Takes one mail to `address` asked for `way`; false past that way's budget. */
export async function takeInbox(trx: Db, address: string, way: AskedBy, now: Date) {
  return (await takeQuota(trx, mailBudgetKeys.inbox(address, way), MAIL_LINK_QUOTA, now)) === 0;
}

/**
 * Takes one mail to `address` that a signed-in caller asked for (an admin's resent invitation):
 * the e-mail way of its inbox, and past it 429 `accounts.too_many_mails`, which tells him nothing
 * he could not read on the account.
 */
export async function takeInboxOrRefuse(trx: Db, address: string, now: Date) {
  const wait = await takeQuota(trx, mailBudgetKeys.inbox(address, 'email'), MAIL_LINK_QUOTA, now);
  if (wait > 0) throw tooManyMails(wait);
}
