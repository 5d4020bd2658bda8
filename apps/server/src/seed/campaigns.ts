import { searchTextOf } from '@console/contract/search';
import type { CampaignType } from '@console/contract/constants';
import type { CampaignState } from '@console/contract/machines/campaign';
import type { CampaignInput } from '@console/contract/schemas/campaigns';
import type { Clock } from '../clock';
import type { Deps } from '../context';
import { runClock } from '../modules/campaigns/clock.service';
import { createFull } from '../modules/campaigns/drafts.service';
import { act } from '../modules/campaigns/transitions.service';
import { merchantsRepository } from '../modules/merchants/merchants.repository';
import { usersRepository } from '../db/users.repository';
import { toAuthUser } from '../modules/users/users.service';

const DEMO_MERCHANTS = [
  { code: 'M0001', name: 'Cà phê Phố Cổ', terminals: 3 },
  { code: 'M0002', name: 'Siêu thị Hoà Bình', terminals: 8 },
  { code: 'M0003', name: 'Nhà sách Tiến Thọ', terminals: 2 },
  { code: 'M0004', name: 'Điện máy Sao Việt', terminals: 5 },
  { code: 'M0005', name: 'Phở Đức Minh', terminals: 1 },
  { code: 'M0006', name: 'Rạp chiếu phim Ngôi Sao', terminals: 4 },
];

export async function seedMerchants({ db, clock }: Deps) {
  const at = clock.now().toISOString();
  for (const m of DEMO_MERCHANTS) {
    await merchantsRepository.insert(
      db,
      {
        code: m.code,
        name: m.name,
        search_text: searchTextOf([m.name, m.code]),
        created_at: at,
      },
      Array.from({ length: m.terminals }, (_, i) => ({
        code: `${m.code}-T${String(i + 1).padStart(2, '0')}`,
        name: `${m.name} — quầy ${i + 1}`,
        created_at: at,
      })),
    );
  }
}

const DAY = 86_400_000;

/** A clock fixed at `at`, for building a campaign's past as it happened. */
const clockAt = (at: Date): Clock => ({ now: () => at, sleep: () => Promise.resolve() });

/** Where each demo campaign ends up, and when it starts and ends around today, in days. */
const PLAN: { state: CampaignState; start: number; end: number }[] = [
  { state: 'draft', start: 10, end: 40 },
  { state: 'pending', start: 7, end: 30 },
  { state: 'rejected', start: 12, end: 20 },
  { state: 'waiting', start: 5, end: 35 },
  { state: 'running', start: -5, end: 25 },
  { state: 'locked', start: -3, end: 14 },
  { state: 'out_of_date', start: -40, end: -10 },
];

const TYPE_NAMES: Record<CampaignType, string> = {
  bank: 'Ưu đãi ngân hàng',
  merchant: 'Khuyến mãi cửa hàng',
  private: 'Ưu đãi riêng',
};

function demoCampaign(type: CampaignType, index: number, start: Date, end: Date): CampaignInput {
  const common = {
    name: `${TYPE_NAMES[type]} ${index + 1}`,
    code: `${type.toUpperCase()}-${String(index + 1).padStart(2, '0')}`,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    description: '',
    sponsorshipRate: 50,
    defaultCondition: {
      discountRate: 10,
      maxDiscountAmount: 50_000,
      minTransactionAmount: 100_000,
    },
    specialConditions: [
      {
        startTime: new Date(start.getTime() + DAY).toISOString(),
        endTime: new Date(start.getTime() + 2 * DAY).toISOString(),
        discountRate: 20,
        maxDiscountAmount: 100_000,
        minTransactionAmount: 100_000,
      },
    ],
    merTerSharedFee: 1_000,
    maxFundingPerTransaction: 100_000,
    qrTypes: ['portal', 'offline'] as ('portal' | 'offline')[],
    usageCycle: 'daily' as const,
    usesPerCycle: 1,
    usesPerCampaign: 5,
    totalUsageLimit: 10_000,
    periodType: 'both' as const,
    voucherCode: '',
  };
  if (type === 'bank') {
    return { ...common, type, banks: ['970436'], merchantCode: '', maxBudget: 500_000_000 };
  }
  if (type === 'merchant') {
    return { ...common, type, banks: [], merchantCode: 'M0001', maxBudget: 200_000_000 };
  }
  return { ...common, type, banks: [], merchantCode: '', maxBudget: 100_000_000 };
}

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the accounts (the supporter and the manager). */
export const order = 50;

/**
 * Campaigns of each type in every state, made through the service as people would have: drafted
 * and submitted by the supporter, decided by the manager, each step at its own past time, then
 * the clock run to today.
 */
export async function seed(deps: Deps) {
  await seedMerchants(deps);
  const supporterRow = await usersRepository.findByUserName(deps.db, 'supporter1');
  const managerRow = await usersRepository.findByUserName(deps.db, 'manager01');
  if (!supporterRow || !managerRow) return;
  const supporter = toAuthUser(supporterRow);
  const manager = toAuthUser(managerRow);
  const today = deps.clock.now().getTime();
  const types: CampaignType[] = ['bank', 'merchant', 'private'];
  let index = 0;
  for (const type of types) {
    for (const plan of PLAN) {
      const start = new Date(today + plan.start * DAY);
      const end = new Date(today + plan.end * DAY);
      // Drafted two days before it starts (or today, for a future one), decided a day later.
      const drafted = new Date(Math.min(today, start.getTime() - 2 * DAY));
      const decided = new Date(drafted.getTime() + DAY / 2);
      const then = (at: Date): Deps => ({ ...deps, clock: clockAt(at) });
      const campaign = await createFull(
        then(drafted),
        supporter,
        demoCampaign(type, index, start, end),
      );
      index += 1;
      if (plan.state === 'draft') continue;
      await act(then(drafted), supporter, 'submit', { id: campaign.id });
      if (plan.state === 'pending') continue;
      if (plan.state === 'rejected') {
        await act(then(decided), manager, 'reject', {
          id: campaign.id,
          reason: 'Ngân sách quá cao so với kế hoạch quý',
        });
        continue;
      }
      await act(then(decided), manager, 'approve', { id: campaign.id });
      if (plan.state === 'locked') {
        await runClock(deps.db, new Date(today - DAY));
        await act(then(new Date(today - DAY / 2)), manager, 'lock', { id: campaign.id });
      }
    }
  }
  await runClock(deps.db, deps.clock.now());
}
