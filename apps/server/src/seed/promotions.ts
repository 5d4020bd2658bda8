import { dayOf, quote } from '@console/contract/pricing';
import { UNUSED_VALUES, type PromotionFields } from '@console/contract/schemas/promotions';
import type { Deps } from '../context';
import { usersRepository } from '../db/users.repository';
import { createPromotion, toPricingCode } from '../modules/promotions/promotions.service';
import { promotionsRepository } from '../modules/promotions/promotions.repository';
import { salesRepository } from '../modules/sales/sales.repository';
import { toAuthUser } from '../modules/users/users.service';

const DAY_MS = 86_400_000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

const base = {
  ...UNUSED_VALUES,
  note: '',
  status: 'run',
  email: 'salesman1@example.com',
} as const;

/** The codes were made this many days ago, before their sales, while TET2025 still ran. */
const MADE_DAYS_AGO = 100;

/** salesman1's codes, one of each kind of reward, and one that has run out. */
const demoCodes = (now: Date): PromotionFields[] => {
  const inDays = (days: number) => dayOf(daysFrom(now, days));
  return [
    {
      ...base,
      code: 'SUMMER10',
      expire: inDays(90),
      package: 'standard_vnd',
      unit: 'VND',
      type: 'percent',
      percent: 10,
      reward: 10,
      reward_type: 'percent',
    },
    {
      ...base,
      code: 'BONUS6',
      expire: inDays(60),
      package: 'standard_vnd',
      unit: 'VND',
      type: 'month_cond_month',
      min: 6,
      month: 1,
      reward: 20_000,
      reward_type: 'money',
    },
    {
      ...base,
      code: 'USD5OFF',
      expire: inDays(120),
      package: 'standard_usd',
      unit: 'USD',
      type: 'percent_money',
      percent: 20,
      money: '10000',
      reward: 15,
      reward_type: 'percent',
    },
    {
      ...base,
      code: 'TET2025',
      expire: inDays(-30),
      package: 'standard_vnd',
      unit: 'VND',
      type: 'money',
      money: '50000',
      reward: 10_000,
      reward_type: 'money',
      status: 'stop',
    },
  ];
};

/** Sales: [code, buyer, months, days ago]. */
const DEMO_SALES: [string, string, number, number][] = [
  ['SUMMER10', 'nguyenthanhha', 6, 20],
  ['SUMMER10', 'le-thu-trang', 1, 12],
  ['BONUS6', 'tranquocbao', 9, 8],
  ['USD5OFF', 'sarah_nguyen', 12, 3],
];

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the accounts (the manager, the salesman and his buyers). */
export const order = 20;

/** Promotion codes of salesman1 with a few sales, so /promotion and /sale are not empty. */
export async function seed(deps: Deps) {
  const { db, config } = deps;
  const manager = await usersRepository.findByUserName(db, 'manager01');
  const salesman = await usersRepository.findByUserName(db, 'salesman1');
  if (!manager || !salesman) return;
  const now = deps.clock.now();
  const then: Deps = {
    ...deps,
    clock: {
      now: () => daysFrom(now, -MADE_DAYS_AGO),
      sleep: (ms, signal) => deps.clock.sleep(ms, signal),
    },
  };
  for (const code of demoCodes(now)) await createPromotion(then, toAuthUser(manager), code);
  for (const [code, buyerName, months, daysAgo] of DEMO_SALES) {
    const promotion = (await promotionsRepository.findByCode(db, code))!;
    const buyer = await usersRepository.findByUserName(db, buyerName);
    if (!buyer) continue;
    const at = daysFrom(now, -daysAgo);
    const q = quote({
      package: promotion.package,
      months,
      prices: config.prices,
      promotion: toPricingCode(promotion),
      now: at,
    });
    await salesRepository.insert(db, {
      promotion_id: promotion.id,
      code: promotion.code,
      user_id: buyer.id,
      salesman_id: salesman.id,
      months,
      bonus_months: q.bonus_months,
      list_price: q.list_price,
      discount: q.discount,
      amount_paid: q.amount_due,
      currency: q.currency,
      at: at.toISOString(),
    });
  }
}
