import { AGENTS_PER_ACCOUNT } from './constants';

/**
 * What a licence buys (docs/decisions/pricing.md, "What a licence buys"): the one source of the
 * agents a parent may link and of the licence bar, read by the server when an agent is linked
 * and in its answers' `license`, and by the dashboard, /children and the user's page.
 */

/** Agents a parent may link without a running paid package. */
export const AGENTS_FREE = 1;
/** Agents a running paid package (standard, premium) covers: the spec's maximum per account. */
export const AGENTS_PAID = AGENTS_PER_ACCOUNT;

const PAID_PACKAGES: readonly string[] = ['standard', 'premium'];
const DAY_MS = 86_400_000;

/** A user's package and the end of his paid period, as every user answer carries them. */
export interface LicenceTerms {
  package: string;
  end: string | null;
}

/** A paid package whose period has not ended yet. */
export function licenceRunning(terms: LicenceTerms, now: Date = new Date()): boolean {
  if (!PAID_PACKAGES.includes(terms.package) || !terms.end) return false;
  return Date.parse(terms.end) > now.getTime();
}

/** How many agents the parent may have linked now: AGENTS_PAID while paid, else AGENTS_FREE. */
export function agentAllowance(terms: LicenceTerms, now: Date = new Date()): number {
  return licenceRunning(terms, now) ? AGENTS_PAID : AGENTS_FREE;
}

/** Whole days until `end` (a part of a day counts as one), 0 once it has passed. */
export function daysLeft(end: string, now: Date = new Date()): number {
  const ms = Date.parse(end) - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

/**
 * The share of the licence period's whole days already gone, in percent with two decimals (spec
 * section 2): the period's days and the days left are counted as the dashboard counts them (a
 * part of a day is a day), the elapsed days are the difference. `null` when there is no licence
 * (neither begin nor end: a free account that never paid); 100 for any other range that is not
 * one (a date missing or unreadable, begin not before end), as the spec says.
 */
export function licenceElapsed(
  begin: string | null,
  end: string | null,
  now: Date = new Date(),
): number | null {
  if (!begin && !end) return null;
  const from = begin ? Date.parse(begin) : NaN;
  const to = end ? Date.parse(end) : NaN;
  if (Number.isNaN(from) || Number.isNaN(to) || from >= to) return 100;
  const total = Math.ceil((to - from) / DAY_MS);
  const left = Math.min(total, daysLeft(end!, now));
  return Math.round(((total - left) / total) * 10_000) / 100;
}
