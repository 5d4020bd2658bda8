import type { Language } from '@console/contract/constants';
import type { ParsedRequestOf } from '@console/contract/routes';
import { passwordPolicy } from '@console/contract/schemas/accounts';
import type { Deps, RequestContext } from '../../context';
import { isUniqueViolation, nowIso, type Db } from '../../db/database';
import type { AccountTokenPurpose, UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { MailPurpose } from '../../mail/templates';
import { consumeCaptcha } from '../auth/auth.service';
import { decryptPassword } from '../auth/password-crypto';
import { forgetSignInFailures } from '../auth/login-limiter';
import { hashPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import { usersRepository } from '../../db/users.repository';
import { USERS_EMAIL_INDEX } from '../../db/users.repository';
import { emailTakenError } from '../users/users.service';
import { consumeAccountToken, issueAccountToken } from './account-tokens';
import { accountsRepository } from './accounts.repository';
import { DEFAULT_TIME_ZONE } from './constants';
import { askedBy, takeAsk, takeInbox, takeInboxOrRefuse } from './mail-budgets';

/** Usernames are stored and compared lower-cased. */
export const normalizeNewUserName = (name: string) => name.trim().toLowerCase();

export function userExistsError(path = 'userName'): AppError {
  return new AppError('accounts.user_exists', {
    errors: [{ path, message: 'errors.accounts.user_exists' }],
  });
}

/**
 * Maps a unique-index violation of a new account (a race with another sign-up or invitation) to
 * the 409 of its field: the e-mail address of a live account, or else the user name.
 */
export function rejectDuplicateAccount(namePath: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, USERS_EMAIL_INDEX)) throw emailTakenError();
    if (isUniqueViolation(error)) throw userExistsError(namePath);
    throw error;
  };
}

/** The decrypted password, checked against the register policy (400 with a field error on `path`). */
export function readNewPassword(deps: Deps, encrypted: string, path = 'password'): string {
  const password = decryptPassword(deps.keys.rsaPrivate, encrypted);
  if (password === null) throw new AppError('auth.invalid_password_encryption');
  const checked = passwordPolicy.safeParse(password);
  if (!checked.success) {
    throw new AppError('common.invalid_input', {
      errors: [
        {
          path,
          message: checked.error.issues[0]?.message ?? 'validation.password_policy',
        },
      ],
    });
  }
  return password;
}

const languageOfRow = (row: UserRow): Language => (row.language === 'vi' ? 'vi' : 'en');

export function linkFor(deps: Deps, purpose: MailPurpose, token: string): string {
  const base = deps.config.publicUrl;
  if (purpose === 'verify') return `${base}/account/activate/${token}`;
  if (purpose === 'reset') return `${base}/get-password?token=${token}`;
  return `${base}/get-password?token=${token}&invite=1`;
}

/**
 * Queues the mail of a link token to a user, in the user's language. It greets the user by his
 * user name, the only text of the caller's in it: a full name is free text, and sign-up would
 * otherwise mail a stranger's words to any address.
 */
export function mailLink(deps: Deps, user: UserRow, purpose: MailPurpose, token: string) {
  deps.mailer.send({
    to: user.email,
    purpose,
    lang: languageOfRow(user),
    name: user.user_name,
    link: linkFor(deps, purpose, token),
  });
}

/**
 * Takes one link mail to an account's address that a signed-in caller asked for, in the caller's
 * transaction (mail-budgets.ts, `takeInboxOrRefuse`); past it, 429 `accounts.too_many_mails`.
 */
export function takeMailQuota(deps: Deps, trx: Db, address: string) {
  return takeInboxOrRefuse(trx, address, deps.clock.now());
}

/** Rejects a taken name (ever used) or e-mail (of a live account), with the field's error. */
export async function assertAvailable(
  db: Db,
  userName: string,
  email: string,
  namePath: string,
): Promise<void> {
  if (await usersRepository.userNameTaken(db, userName)) throw userExistsError(namePath);
  if (await usersRepository.emailTaken(db, email)) throw emailTakenError();
}

/**
 * Registers a parent account. The captcha is checked before anything else; the account can sign
 * in once the mailed link verified its e-mail address.
 */
export async function signup(
  deps: Deps,
  input: ParsedRequestOf<'accounts.signup'>,
  ctx: RequestContext,
): Promise<void> {
  const userName = normalizeNewUserName(input.userName);
  ctx.audit.actor = { id: null, name: userName };
  ctx.audit.target = userName;
  await consumeCaptcha(deps, input.token);
  const password = readNewPassword(deps, input.password);
  await assertAvailable(deps.db, userName, input.email, 'userName');
  const passwordHash = await hashPassword(password);

  const { user, token } = await deps.db.transaction().execute(async (trx) => {
    await assertAvailable(trx, userName, input.email, 'userName');
    await takeAsk(trx, input.email, deps.clock.now());
    const now = nowIso();
    const row = await usersRepository
      .insertReturning(trx, {
        user_name: userName,
        email: input.email,
        full_name: input.fullName,
        country: input.country,
        time_zone: input.time_zone || DEFAULT_TIME_ZONE,
        role: 'parent',
        admin_role: 'free',
        active: 1,
        password_hash: passwordHash,
        email_verified_at: null,
        // Registering in a language is choosing it: his sign-ins elsewhere start in it too.
        language: ctx.lang,
        language_chosen_at: now,
        created_at: now,
        updated_at: now,
      })
      .catch(rejectDuplicateAccount('userName'));
    return { user: row, token: await issueAccountToken(trx, row.id, 'verify') };
  });
  ctx.audit.actor = { id: user.id, name: user.user_name };
  mailLink(deps, user, 'verify', token);
}

/** Whether a name is taken, deleted accounts included (names are never reused). */
export async function testName({ db }: Deps, userName: string): Promise<boolean> {
  return usersRepository.userNameTaken(db, normalizeNewUserName(userName));
}

/** Verifies the e-mail address of the account a 'verify' link names. */
/** Verifies the address of the link's account; answers its user name. */
export async function activate({ db }: Deps, token: string, ctx: RequestContext): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await consumeAccountToken(trx, token, ['verify'], now);
    const user = await usersRepository.findById(trx, row.user_id);
    if (!user) throw new AppError('accounts.token_invalid');
    ctx.audit.actor = { id: user.id, name: user.user_name };
    ctx.audit.target = String(user.id);
    await usersRepository.update(trx, user.id, {
      email_verified_at: user.email_verified_at ?? now,
      updated_at: now,
    });
    await invalidateTokens(trx, user.id, 'verify');
    return user.user_name;
  });
}

/** Ends a user's unused link tokens of the given purposes. */
export async function invalidateTokens(db: Db, userId: number, ...purposes: AccountTokenPurpose[]) {
  await accountsRepository.invalidate(db, userId, purposes, nowIso());
}

/** The live account a sign-in name or an e-mail address names. */
function findByLogin(db: Db, login: string) {
  const text = login.trim();
  return text.includes('@')
    ? usersRepository.findByEmail(db, text)
    : usersRepository.findByUserName(db, text);
}

/** What a link-mail job carries: the name or address asked for, and which link. */
export interface LinkMailRequest {
  login: string;
  purpose: 'verify' | 'reset';
}

/**
 * Answers a request for a link the same way, in the same work, whether or not the account exists:
 * the captcha, one use of the ask budget of the name or address typed (429 past it, for known and
 * unknown alike), and a queued job that finds the account and mails it (`sendLinkMail`).
 */
async function requestLinkMail(deps: Deps, request: LinkMailRequest, captcha: string | undefined) {
  await consumeCaptcha(deps, captcha);
  await deps.db.transaction().execute(async (trx) => {
    await takeAsk(trx, request.login, deps.clock.now());
    await deps.jobs.enqueue(trx, LINK_MAIL_JOB, request);
  });
}

export const LINK_MAIL_JOB = 'accounts.link_mail';

/**
 * The link-mail job: mails a new link to the account a request named, if it wants one (a reset
 * link to an active account, a verification link to an unverified one), within its inbox's budget
 * for the way it was asked for (by name or by address). Older unused links keep working.
 */
export async function sendLinkMail(deps: Deps, { login, purpose }: LinkMailRequest, now: Date) {
  const user = await findByLogin(deps.db, login);
  if (!user?.email) return;
  if (purpose === 'reset' ? !user.active : user.email_verified_at !== null) return;
  const token = await deps.db.transaction().execute(async (trx) => {
    if (!(await takeInbox(trx, user.email, askedBy(login), now))) return null;
    return issueAccountToken(trx, user.id, purpose, now);
  });
  if (token) mailLink(deps, user, purpose, token);
}

/** Mails a new verification link to an unverified account; the answer is the same either way. */
export async function resendVerification(
  deps: Deps,
  input: ParsedRequestOf<'accounts.resendVerification'>,
  ctx: RequestContext,
): Promise<void> {
  ctx.audit.target = input.login;
  await requestLinkMail(deps, { login: input.login, purpose: 'verify' }, input.token);
}

/** Mails a password-reset link to an active account; the answer is the same either way. */
export async function forgotPassword(
  deps: Deps,
  input: ParsedRequestOf<'accounts.forgotPassword'>,
  ctx: RequestContext,
): Promise<void> {
  ctx.audit.target = input.login;
  await requestLinkMail(deps, { login: input.login, purpose: 'reset' }, input.token);
}

/**
 * Sets a new password with a reset or invite link's token. Using the link proves the mailbox, so
 * the address counts as verified; every session of the account ends. Answers its user name.
 */
export async function resetPassword(
  deps: Deps,
  input: ParsedRequestOf<'accounts.resetPassword'>,
  ctx: RequestContext,
): Promise<string> {
  await consumeCaptcha(deps, input.token);
  const password = readNewPassword(deps, input.password);
  const passwordHash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await consumeAccountToken(trx, input.reset_token, ['reset', 'invite'], now);
    const user = await usersRepository.findById(trx, row.user_id);
    if (!user) throw new AppError('accounts.token_invalid');
    ctx.audit.actor = { id: user.id, name: user.user_name };
    ctx.audit.target = String(user.id);
    await usersRepository.update(trx, user.id, {
      password_hash: passwordHash,
      email_verified_at: user.email_verified_at ?? now,
      updated_at: now,
    });
    await invalidateTokens(trx, user.id, 'reset', 'invite');
    await endAllSessions(trx, user.id, now);
    await forgetSignInFailures(trx, user.user_name);
    return user.user_name;
  });
}
