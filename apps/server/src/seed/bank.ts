import { bankFields } from '@console/contract/schemas/bank';
import type { Deps } from '../context';
import { addBank } from '../modules/bank/bank.service';
import { usersRepository } from '../db/users.repository';
import { toAuthUser } from '../modules/users/users.service';

/** Bank details of the salesman (added by himself) and of two customers (added by the operator). */
const DEMO_BANK_DETAILS = [
  {
    owner: 'salesman1',
    by: 'salesman1',
    bank_name: 'Ngân hàng TMCP Ngoại Thương',
    bank_number: '0071000123456',
    bank_holder: 'Nguyễn Bán Hàng',
  },
  {
    owner: 'nguyenthanhha',
    by: 'operator1',
    bank_name: 'Ngân hàng Kỹ thương Việt Nam',
    bank_number: '19034567890123',
    bank_holder: 'Nguyễn Thanh Hà',
  },
  {
    owner: 'tranquocbao',
    by: 'operator1',
    bank_name: 'Ngân hàng Đầu tư và Phát triển Việt Nam',
    bank_number: '31410001234567',
    bank_holder: 'Trần Quốc Bảo',
  },
];

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the accounts (the owners and who entered their details). */
export const order = 40;

export async function seed(deps: Deps) {
  for (const { owner, by, ...fields } of DEMO_BANK_DETAILS) {
    const actor = await usersRepository.findByUserName(deps.db, by);
    if (!actor) continue;
    const ownerName = owner === by ? null : owner;
    await addBank(deps, toAuthUser(actor), bankFields.parse(fields), ownerName);
  }
}
