import { findBank } from '@console/contract/banks';
import type {
  BankInfo,
  BankListRequest,
  ParsedBankEdit,
  ParsedBankFields as Fields,
} from '@console/contract/schemas/bank';
import type { AuthUser, Deps } from '../../context';
import { sentOnly } from '../../db/changes';
import { nowIso } from '../../db/database';
import { AppError } from '../../errors';
import { usersRepository } from '../../db/users.repository';
import { bankRepository as repo, type BankScope } from './bank.repository';

type EditFields = Omit<ParsedBankEdit, 'id'>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toBankInfo = (row: Row): BankInfo => ({
  id: row.id,
  user_name: row.user_name,
  bank_name: row.bank_name,
  shortName: row.short_name,
  bank_number: row.bank_number,
  bank_holder: row.bank_holder,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** The general calls see every row; the *_mine calls only the caller's own. */
export const scopeOf = (actor: AuthUser, mine: boolean): BankScope =>
  mine ? { ownerId: actor.id } : 'all';

/** The stored name and short name of a bank; the contract has checked it against the catalogue. */
function bankOf(name: string) {
  const bank = findBank(name);
  if (!bank) throw new AppError('common.invalid_input');
  return { bank_name: bank.name, short_name: bank.shortName };
}

function bankColumns(fields: Fields) {
  return { ...fields, ...bankOf(fields.bank_name) };
}

export async function listBank({ db }: Deps, scope: BankScope, q: BankListRequest) {
  const { rows, total } = await repo.list(db, scope, q);
  return { total, list: rows.map(toBankInfo) };
}

export async function getBank({ db }: Deps, scope: BankScope, id: number) {
  const row = await repo.findById(db, scope, id);
  if (!row) throw new AppError('bank.not_found');
  return toBankInfo(row);
}

/** Adds bank details for the named user, or for the actor himself when no name is given. */
export async function addBank(
  deps: Deps,
  actor: AuthUser,
  fields: Fields,
  userName: string | null,
) {
  let ownerId = actor.id;
  if (userName !== null) {
    const owner = await usersRepository.findByUserName(deps.db, userName);
    if (!owner) {
      throw new AppError('users.not_found', {
        errors: [{ path: 'user_name', message: 'errors.users.not_found' }],
      });
    }
    ownerId = owner.id;
  }
  const now = nowIso();
  const id = await repo.insert(deps.db, {
    ...bankColumns(fields),
    user_id: ownerId,
    created_at: now,
    updated_at: now,
    created_by: actor.user_name,
  });
  return getBank(deps, 'all', id);
}

/** Changes the fields sent; the others stay as stored. */
export async function editBank(deps: Deps, scope: BankScope, id: number, fields: EditFields) {
  const { bank_name, ...rest } = fields;
  const changed = await repo.update(deps.db, scope, id, {
    ...(bank_name !== undefined && bankOf(bank_name)),
    ...sentOnly(rest),
    updated_at: nowIso(),
  });
  if (!changed) throw new AppError('bank.not_found');
  return getBank(deps, scope, id);
}
