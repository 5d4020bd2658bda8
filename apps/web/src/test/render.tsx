import type { Role } from '@console/contract/permissions';
import { permissionsOf } from '@console/contract/permissions';
import type { CurrentUser } from '@console/contract/schemas/users';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Providers } from '../app/providers';
import { startSession } from '../lib/auth/session';
import { fakeServer, type Handlers } from './fake-server';

/** The signed-in user a screen sees for a role: the contract's permissions of that role. */
export function userOf(role: Role, id = 7): CurrentUser {
  return {
    id,
    sub: String(id),
    name: `${role} user`,
    user_name: `${role}01`,
    picture: '',
    email: `${role}01@example.com`,
    phone_number: '',
    address: '',
    birthday: '',
    timezone: 'Asia/Ho_Chi_Minh',
    roles: [role],
    permissions: [...permissionsOf(role)],
    meta_data: {
      seller_id: '',
      sso_id: '',
      addr_code: '',
      department: '',
      role,
      title: '',
      manager_id: '',
      date_created: '',
      date_modified: '',
    },
    language: 'en',
    subscription: { package: 'free', begin: null, end: null, license: 0 },
  };
}

interface ScreenOptions {
  /** Signed in with this role (the contract's permissions), or signed out. */
  as?: Role | null;
  /** Where the screen is, for its route's parameters and the list state in its query. */
  at?: string;
  /** The route pattern the element is mounted under (`/browser/:id`). */
  path?: string;
  server?: Handlers;
}

/**
 * Renders one screen as the console does (providers, a router at `at`), signed in as a role,
 * with its calls answered by the contract-checked fake server. Answers `fakeServer`'s handle.
 */
export function renderScreen(ui: ReactNode, options: ScreenOptions = {}) {
  const { as = 'admin', at = '/', path = '*', server = {} } = options;
  if (as) {
    startSession({
      access_token: 'test-access',
      fresh_token: 'test-refresh',
      timezone: 'Asia/Ho_Chi_Minh',
      user_name: `${as}01`,
      admin: as === 'admin',
      id: 7,
      language: 'en',
    });
  }
  const api = fakeServer({
    ...(as ? { 'users.me': () => ({ success: true as const, item: userOf(as) }) } : {}),
    ...server,
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return api;
}

export { screen };
