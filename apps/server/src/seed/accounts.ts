import { AGENTS_PER_ACCOUNT } from '@console/contract/constants';
import type { Role } from '@console/contract/permissions';
import type { Deps } from '../context';
import { nowIso } from '../db/database';
import { usersRepository } from '../db/users.repository';
import { hashPassword } from '../modules/auth/passwords';
import { membershipMachine, subscriptionMachine } from '@console/contract/machines/subscription';
import { recordTransition } from '../machines/transitions';
import { addMonths } from '../modules/users/months';

/** One account per role; README.md lists them. Each e-mail is <username>@example.com. */
export const DEMO_ACCOUNTS: {
  user_name: string;
  password: string;
  role: Role;
  full_name: string;
}[] = [
  { user_name: 'admin001', password: 'Admin@12345', role: 'admin', full_name: 'Quản trị viên' },
  {
    user_name: 'manager01',
    password: 'Manager@123',
    role: 'manager',
    full_name: 'Trần Thị Quản Lý',
  },
  {
    user_name: 'supporter1',
    password: 'Support@123',
    role: 'supporter',
    full_name: 'Lê Văn Hỗ Trợ',
  },
  { user_name: 'operator1', password: 'Operat@1234', role: 'operator', full_name: 'Phạm Vận Hành' },
  { user_name: 'riskuser1', password: 'Risk@123456', role: 'risk', full_name: 'Đỗ Rủi Ro' },
  {
    user_name: 'salesman1',
    password: 'Sales@12345',
    role: 'salesman',
    full_name: 'Nguyễn Bán Hàng',
  },
  { user_name: 'parent001', password: 'Parent@1234', role: 'parent', full_name: 'Hoàng Phụ Huynh' },
  { user_name: 'guest0001', password: 'Guest@12345', role: 'guest', full_name: 'Khách' },
];

/**
 * Self-registered parent accounts in every package state, so the user screens are not empty. They
 * share the password DEMO_CUSTOMER_PASSWORD; `hoangminhtuan` has not verified his e-mail yet.
 */
export const DEMO_CUSTOMER_PASSWORD = 'Customer@123';

interface DemoCustomer {
  user_name: string;
  email: string;
  phone: string;
  full_name: string;
  country: string;
  /** Months the paid period runs after now (negative: it ended); absent: free, never paid. */
  endsInMonths?: number;
  /** Months bought in total, in history rows (upgrades). */
  upgrades?: number[];
  downgraded?: boolean;
  member?: boolean;
  verified: boolean;
  daysAgo: number;
}

const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    user_name: 'nguyenthanhha',
    email: 'thanhha.nguyen@example.com',
    phone: '0901234567',
    full_name: 'Nguyễn Thanh Hà',
    country: 'VN',
    endsInMonths: 5,
    upgrades: [6],
    member: true,
    verified: true,
    daysAgo: 40,
  },
  {
    user_name: 'tranquocbao',
    email: 'quocbao.tran@example.com',
    phone: '0912345678',
    full_name: 'Trần Quốc Bảo',
    country: 'VN',
    endsInMonths: 11,
    upgrades: [3, 9],
    member: true,
    verified: true,
    daysAgo: 120,
  },
  {
    user_name: 'le-thu-trang',
    email: 'thutrang.le@example.com',
    phone: '0987654321',
    full_name: 'Lê Thu Trang',
    country: 'VN',
    endsInMonths: 1,
    upgrades: [1],
    verified: true,
    daysAgo: 25,
  },
  {
    user_name: 'pham_van_duc',
    email: 'vanduc.pham@example.com',
    phone: '0933456789',
    full_name: 'Phạm Văn Đức',
    country: 'VN',
    endsInMonths: -1,
    upgrades: [3],
    downgraded: true,
    verified: true,
    daysAgo: 200,
  },
  {
    user_name: 'sarah_nguyen',
    email: 'sarah.nguyen@example.com',
    phone: '+14155550123',
    full_name: 'Sarah Nguyen',
    country: 'US',
    verified: true,
    daysAgo: 10,
  },
  {
    user_name: 'hoangminhtuan',
    email: 'minhtuan.hoang@example.com',
    phone: '',
    full_name: 'Hoàng Minh Tuấn',
    country: 'VN',
    verified: false,
    daysAgo: 1,
  },
];

async function seedCustomers({ db, clock }: Deps) {
  const admin = await usersRepository.findByUserName(db, 'admin001');
  const actor = { id: admin?.id ?? null, name: admin?.user_name ?? 'admin001' };
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  // The app's clock, so that the packages are running or ended as the app sees them (a test on
  // a clock of its own included): what a parent may link depends on it (contract/licence.ts).
  const now = clock.now();
  const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  for (const c of DEMO_CUSTOMERS) {
    const createdAt = daysBefore(c.daysAgo);
    const upgrades = c.upgrades ?? [];
    const total = upgrades.reduce((a, b) => a + b, 0);
    // A paid period that ends `endsInMonths` from now began `total` months before its end.
    const end = c.endsInMonths === undefined ? null : addMonths(now.toISOString(), c.endsInMonths);
    const begin = end === null ? null : addMonths(end, -total);
    // A downgrade ended the period a month before its planned end.
    const finalEnd = c.downgraded && end !== null ? addMonths(end, -1) : end;
    const { id } = await usersRepository.insert(db, {
      user_name: c.user_name,
      email: c.email,
      phone: c.phone,
      full_name: c.full_name,
      country: c.country,
      time_zone: c.country === 'US' ? 'America/Los_Angeles' : 'Asia/Ho_Chi_Minh',
      role: 'parent',
      admin_role: end === null || c.downgraded ? 'free' : 'standard',
      is_member: c.member ? 1 : 0,
      license: end === null || c.downgraded ? 0 : AGENTS_PER_ACCOUNT,
      subscription_begin: begin,
      subscription_end: finalEnd,
      password_hash: passwordHash,
      email_verified_at: c.verified ? createdAt : null,
      language: c.country === 'VN' ? 'vi' : 'en',
      created_at: createdAt,
      updated_at: createdAt,
    });
    // History: each upgrade extended the period; a downgrade ended it early.
    let from: string | null = null;
    let fromRole: 'free' | 'standard' = 'free';
    let at = begin;
    for (const [i, months] of upgrades.entries()) {
      // Later upgrades came halfway between the previous one and now.
      if (i > 0) at = new Date((Date.parse(at!) + now.getTime()) / 2).toISOString();
      const to = addMonths(from ?? begin!, months);
      await recordTransition(db, subscriptionMachine, {
        entityId: id,
        action: 'upgrade',
        from: fromRole,
        actor,
        at: at!,
        details: { from_end: from, to_end: to, months },
      });
      from = to;
      fromRole = 'standard';
    }
    if (c.downgraded) {
      await recordTransition(db, subscriptionMachine, {
        entityId: id,
        action: 'downgrade',
        from: 'standard',
        actor,
        at: finalEnd!,
        details: { from_end: from, to_end: finalEnd, months: 0 },
      });
    }
    if (c.member) {
      await recordTransition(db, membershipMachine, {
        entityId: id,
        action: 'activate',
        from: 'off',
        actor,
        at: createdAt,
        details: { from_end: null, to_end: null, months: 0 },
      });
    }
  }
}

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). First: the other areas' demo data names these users. */
export const order = 10;

/**
 * The demo parent's Standard package: 12 months from the app's clock, with its upgrade in the
 * history, so that he may link the demo's agents and the tests' (contract/licence.ts: a free
 * account links one).
 */
function demoParentPackage({ clock }: Deps, role: Role) {
  if (role !== 'parent') return undefined;
  const begin = clock.now().toISOString();
  return {
    admin_role: 'standard',
    license: AGENTS_PER_ACCOUNT,
    subscription_begin: begin,
    subscription_end: addMonths(begin, 12),
  };
}

/** The demo employees' accounts, one per role, then the demo customers with their histories. */
export async function seed(deps: Deps) {
  const now = nowIso();
  // The admin comes first in DEMO_ACCOUNTS: he made the demo parent's upgrade.
  let admin = { id: null as number | null, name: 'admin001' };
  for (const account of DEMO_ACCOUNTS) {
    const paid = demoParentPackage(deps, account.role);
    const { id } = await usersRepository.insert(deps.db, {
      user_name: account.user_name,
      email: `${account.user_name}@example.com`,
      full_name: account.full_name,
      role: account.role,
      time_zone: 'Asia/Ho_Chi_Minh',
      country: 'VN',
      password_hash: await hashPassword(account.password),
      email_verified_at: now,
      created_at: now,
      updated_at: now,
      ...paid,
    });
    if (account.user_name === admin.name) admin = { id, name: admin.name };
    if (paid) {
      await recordTransition(deps.db, subscriptionMachine, {
        entityId: id,
        action: 'upgrade',
        from: 'free',
        actor: admin,
        at: paid.subscription_begin,
        details: { from_end: null, to_end: paid.subscription_end, months: 12 },
      });
    }
  }
  await seedCustomers(deps);
}
