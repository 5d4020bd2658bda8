import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Mer-ter files: a campaign's merchant and terminal list uploaded as an xlsx (at most 5 MB and
 * 5000 rows), processed in the background (pending → processing → done or error), then applied
 * to the campaign's terminals; the campaign's terminals and a private campaign's customers, each
 * open or locked. The spec's RPC service `CampaignMerchant`. Supporters upload, apply and lock;
 * everyone who reads campaigns reads these (docs/decisions/merter.md).
 */
export const permissions = {
  'merter.read': ['admin', 'manager', 'supporter', 'risk'],
  'merter.write': ['admin', 'supporter'],
} as const satisfies Grants<'merter'>;

export const errors = {
  'merter.campaign_not_found': 'not_found',
  'merter.file_not_found': 'not_found',
  'merter.terminal_not_found': 'not_found',
  'merter.customer_not_found': 'not_found',
  /** 'campaign must be draft, approved, locked or pending' */
  'merter.campaign_state': 'failed_precondition',
  'merter.file_too_large': 'payload_too_large',
  'merter.too_many_rows': 'invalid_input',
  'merter.invalid_format': 'invalid_input',
  'merter.file_encrypted': 'invalid_input',
  'merter.file_bomb': 'invalid_input',
  'merter.file_empty': 'invalid_input',
  'merter.file_required': 'invalid_input',
  'merter.another_processing': 'failed_precondition',
  /** Apply on a file that is not done. */
  'merter.file_status': 'failed_precondition',
  'merter.already_locked': 'failed_precondition',
  'merter.already_opened': 'failed_precondition',
  'merter.customer_already_locked': 'failed_precondition',
  'merter.customer_already_opened': 'failed_precondition',
} as const satisfies ErrorKinds<'merter'>;

/** The mer-ter tab lives on the campaign page (campaigns.show); no screen of its own. */
export const screens = {} as const satisfies Screens<'merter', keyof typeof permissions>;
