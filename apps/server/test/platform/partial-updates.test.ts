import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { TECHCOMBANK, VIETCOMBANK, addBank } from '../helpers/bank';
import { createPromotion } from '../helpers/promotions';

/**
 * Every edit and update call changes only the fields it is sent: each field sent alone changes
 * that field (and what follows from it) and leaves every other one as it was.
 */
type Patch = Record<string, unknown>;

interface EditRoute {
  route: RouteId;
  user: string;
  /** Makes the entity; answers what names it in an edit. */
  setup: () => Promise<Patch>;
  /** Each field alone: what is sent, and how the item then reads when that differs. */
  fields: [sent: Patch, shown?: Patch][];
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin001', 'manager01', 'operator1', 'salesman1']) {
    tokens[user] = (await login(t.app, user)).access_token;
  }
});
afterAll(() => t.close());

const idOf = async (userName: string) =>
  (
    await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow()
  ).id;

const bankFields: EditRoute['fields'] = [
  [{ bank_name: TECHCOMBANK }, { bank_name: TECHCOMBANK, shortName: 'Techcombank, TCB' }],
  [{ bank_number: '9876543210' }],
  [{ bank_holder: 'Trần Văn B' }, { bank_holder: 'TRAN VAN B' }],
];
const bankInput = { bank_name: VIETCOMBANK, bank_number: '0123456789', bank_holder: 'NGUYEN A' };

const EDIT_ROUTES: EditRoute[] = [
  {
    route: 'users.update',
    user: 'admin001',
    setup: async () => {
      const id = await idOf('nguyenthanhha');
      const full = {
        id,
        email: 'full@example.com',
        phone: '0901 000 000',
        full_name: 'Full Name',
        country: 'VN',
        time_zone: 'Asia/Ho_Chi_Minh',
      };
      await call(t.app, 'users.update', full, { token: tokens.admin001 });
      return { id };
    },
    fields: [
      [{ email: 'one@example.com' }],
      [{ phone: '0912 345 678' }],
      [{ full_name: 'Only The Name' }],
      [{ country: 'us' }, { country: 'US' }],
      [{ time_zone: 'Europe/Paris' }],
    ],
  },
  {
    route: 'employees.update',
    user: 'admin001',
    setup: async () => ({ id: await idOf('supporter1') }),
    fields: [
      [{ role: 'risk' }, { superRole: 'risk' }],
      [{ fullName: 'Hỗ Trợ' }],
      [{ phone: '0987 654 321' }],
      [{ active: false }],
    ],
  },
  {
    route: 'bank.edit',
    user: 'operator1',
    setup: async () => {
      const item = await addBank(t.app, tokens.operator1!, {
        ...bankInput,
        user_name: 'parent001',
      });
      return { id: item.id };
    },
    fields: bankFields,
  },
  {
    route: 'bank.editMine',
    user: 'salesman1',
    setup: async () => {
      const item = await addBank(t.app, tokens.salesman1!, bankInput, 'bank.addMine');
      return { id: item.id };
    },
    fields: bankFields,
  },
  {
    route: 'browsers.edit',
    user: 'operator1',
    setup: async () => {
      const input = {
        browser_name: 'Partial',
        file_name: 'partial.exe',
        original_name: 'partial-orig.exe',
        file_description: 'A description',
      };
      const res = await call(t.app, 'browsers.create', input, { token: tokens.operator1 });
      return { id: res.json().item.id };
    },
    fields: [
      [{ browser_name: 'Renamed' }],
      [{ file_name: 'renamed.exe' }],
      [{ original_name: 'other.exe' }],
      [{ file_description: 'Another description' }],
    ],
  },
  {
    route: 'promotions.edit',
    user: 'manager01',
    setup: async () => {
      await createPromotion(t.app, tokens.manager01!, 'PARTIAL', {
        type: 'percent_money',
        percent: 20,
        money: '50000',
        note: 'kept',
      });
      return { code: 'PARTIAL' };
    },
    fields: [
      [{ expire: '2098-05-05' }],
      [{ package: 'standard_usd' }, { package: 'standard_usd', unit: 'USD' }],
      [{ percent: 30 }],
      [{ money: '20000' }],
      // A type change clears the fields the new type does not use, and needs those it adds.
      [{ type: 'money' }, { type: 'money', percent: 0 }],
      [{ type: 'money_cond_month', min: 6 }],
      [{ min: 3 }],
      [
        { type: 'month_cond_month', month: 4 },
        { type: 'month_cond_month', month: 4, money: '0' },
      ],
      [{ reward: 7 }],
      [{ reward_type: 'money' }],
      [{ note: 'only the note' }],
      [{ status: 'stop' }],
      [{ email: 'SALESMAN1@example.com' }],
    ],
  },
];

describe.each(EDIT_ROUTES)('$route changes only the fields it is sent', (r) => {
  let key: Patch;
  let item: Patch;
  const edit = (patch: Patch) =>
    call(t.app, r.route, { ...key, ...patch }, { token: tokens[r.user] });

  beforeAll(async () => {
    key = await r.setup();
    const res = await edit({});
    expect(res.statusCode, res.body).toBe(200);
    item = res.json().item;
  });

  it.each(r.fields)('%o', async (sent, shown = sent) => {
    const res = await edit(sent);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().item;
    // The time of the change, by the name of the call's family (docs/decisions/field-conventions.md).
    const changedAt = { updated_at: after.updated_at, updatedAt: after.updatedAt };
    expect(after).toEqual({ ...item, ...shown, ...changedAt });
    item = after;
  });
});
