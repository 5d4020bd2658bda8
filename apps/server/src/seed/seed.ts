import type { Role } from '@console/contract/permissions';
import type { Deps } from '../context';
import { nowIso } from '../db/database';
import { usersRepository } from '../modules/users/users.repository';
import { hashPassword } from '../modules/auth/passwords';
import { applyBrowserRules, createBrowser } from '../modules/browsers/browsers.service';
import { toAuthUser } from '../modules/users/users.service';

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

const DEMO_BROWSERS = [
  {
    browser_name: 'Tor Browser',
    file_name: 'tor.exe',
    original_name: 'tor.exe',
    file_description: 'Onion-routing browser that bypasses web filtering',
  },
  {
    browser_name: 'Opera',
    file_name: 'opera.exe',
    original_name: 'opera.exe',
    file_description: 'Built-in VPN can bypass web filtering',
  },
  {
    browser_name: 'Brave',
    file_name: 'brave.exe',
    original_name: 'brave.exe',
    file_description: 'Tor windows can bypass web filtering',
  },
  {
    browser_name: 'UC Browser',
    file_name: 'UCBrowser.exe',
    original_name: 'UCBrowser.exe',
    file_description: 'Compression proxy hides visited addresses',
  },
  {
    browser_name: 'Epic Privacy Browser',
    file_name: 'epic.exe',
    original_name: 'epic.exe',
    file_description: 'Built-in proxy',
  },
];

/** Fills an empty database with demo data; does nothing when any user exists. */
export async function seedDemo(deps: Deps): Promise<boolean> {
  if ((await usersRepository.count(deps.db)) > 0) return false;
  const now = nowIso();
  for (const account of DEMO_ACCOUNTS) {
    await usersRepository.insert(deps.db, {
      user_name: account.user_name,
      email: `${account.user_name}@example.com`,
      full_name: account.full_name,
      role: account.role,
      time_zone: 'Asia/Ho_Chi_Minh',
      country: 'VN',
      password_hash: await hashPassword(account.password),
      created_at: now,
      updated_at: now,
    });
  }
  const operator = await usersRepository.findByUserName(deps.db, 'operator1');
  if (operator) {
    const actor = toAuthUser(operator);
    for (const browser of DEMO_BROWSERS.slice(0, 4)) await createBrowser(deps, actor, browser);
    await applyBrowserRules(deps, actor);
    // One rule added after the apply, so the list shows changes waiting to be applied.
    await createBrowser(deps, actor, DEMO_BROWSERS[4]!);
  }
  return true;
}
