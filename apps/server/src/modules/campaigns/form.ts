import type { FieldError } from '@console/contract/errors';
import {
  campaignInput,
  campaignRuleIssues,
  type CampaignInput,
} from '@console/contract/schemas/campaigns';
import { isUniqueViolation } from '../../db/database';
import { AppError } from '../../errors';
import { toFieldErrors } from '../../plugins/validation';
import type { CampaignRow } from './campaigns.tables';
import { bankIdOf, searchTextOf, toItem, utc, type CampaignDetails } from './items';

/**
 * The form's rules: a campaign's fields as its columns and back, and the checks of its fields
 * (the contract's schema against its type, a start in the future, a code no other campaign has).
 */

/** The columns and details of a whole campaign, as the form sent it. */
export function columnsOf(input: CampaignInput) {
  const { type, name, code, startTime, endTime, banks, merchantCode, maxBudget, ...details } =
    input;
  return {
    type,
    name,
    code,
    code_key: code.toLowerCase(),
    search_text: searchTextOf(name, code),
    start_time: utc(startTime),
    end_time: utc(endTime),
    bank_code: banks[0] ? bankIdOf(banks[0]) : '',
    merchant_code: merchantCode,
    max_budget: maxBudget ?? null,
    details: JSON.stringify({
      ...details,
      specialConditions: details.specialConditions.map((s) => ({
        ...s,
        startTime: utc(s.startTime),
        endTime: utc(s.endTime),
      })),
    } satisfies CampaignDetails),
  };
}

/** A stored campaign as the whole input the schema checks (what submit requires). */
export function inputOf(row: CampaignRow): Record<string, unknown> {
  const {
    submittedBy: _s,
    createdAt: _c,
    createdBy: _b,
    updatedAt: _u,
    merchantName: _m,
    ...item
  } = toItem(row);
  const { id: _i, state: _st, version: _v, maxBudget, ...rest } = item;
  return { ...rest, ...(maxBudget !== null && { maxBudget }) };
}

export function rejectDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('campaigns.duplicate_code');
  throw error;
}

export function invalid(errors: FieldError[]): never {
  throw new AppError('common.invalid_input', { errors });
}

/** A start before now is refused when a campaign is created, edited or sent for approval. */
export function assertStartsLater(startTime: string, now: Date) {
  const issues = campaignRuleIssues({ startTime }, now);
  if (issues.length > 0) {
    invalid(issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
}

/** Submitting asks for a whole campaign that starts in the future. */
export function assertSubmittable(row: CampaignRow, now: Date) {
  const parsed = campaignInput.safeParse(inputOf(row));
  if (!parsed.success) invalid(toFieldErrors(parsed.error));
  assertStartsLater(row.start_time, now);
}
