/** Imported-file status (spec section 4). */
export const IMPORT_FILE_STATUSES = ['pending', 'processing', 'done', 'error'] as const;
export type ImportFileStatus = (typeof IMPORT_FILE_STATUSES)[number];

/** Why a row of a mer-ter file was refused: keys under `merter.results` in the locale files. */
export const MERTER_ROW_RESULTS = [
  'merchant_required',
  'terminal_required',
  'merchant_not_found',
  'terminal_not_found',
  'terminal_not_of_merchant',
  'merchant_not_of_campaign',
  'duplicate',
] as const;
export type MerterRowResult = (typeof MERTER_ROW_RESULTS)[number];
