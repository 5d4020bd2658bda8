import { findBankByCode, searchBanks } from '@console/contract/banks';
import type { CatalogueListRequest } from '@console/contract/schemas/bank';
import { AppError } from '../../errors';

/** The built-in bank catalogue (reference data in the contract): filtered, then paged. */
export function listCatalogue({ keyword, page, pageSize }: CatalogueListRequest) {
  const found = searchBanks(keyword);
  const start = (page - 1) * pageSize;
  return { total: found.length, list: found.slice(start, start + pageSize) };
}

export function getCatalogueBank(code: string) {
  const found = findBankByCode(code);
  if (!found) throw new AppError('bank.unknown_bank');
  return found;
}
