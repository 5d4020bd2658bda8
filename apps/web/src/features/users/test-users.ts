import type { User } from '@console/contract/schemas/users';

/** A user row as the users list and the edit screen read it: a free parent, verified, active. */
export const userNamed = (id: number, user_name: string, full_name = ''): User => ({
  id,
  user_name,
  email: `${user_name}@example.com`,
  phone: '',
  full_name,
  country: 'VN',
  time_zone: 'Asia/Ho_Chi_Minh',
  super_role: 'parent',
  admin_role: 'free',
  is_member: false,
  license: 1, // a free parent's allowance (contract/licence.ts)
  subscription_begin: null,
  subscription_end: null,
  active: true,
  email_verified: true,
  invitation_pending: false,
  created_at: '2026-01-10T03:00:00.000Z',
  updated_at: '2026-01-10T03:00:00.000Z',
});
