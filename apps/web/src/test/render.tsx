import type { Role } from '@console/contract/permissions';
import { permissionsOf } from '@console/contract/permissions';
import type { CurrentUser } from '@console/contract/schemas/users';
import type { Language } from '@console/contract/constants';
import { LANGUAGE_COOKIE } from '@console/contract/constants';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  type Location,
} from 'react-router';
import { Providers } from '../app/providers';
import { queryClient } from '../lib/api/query-client';
import { startSession } from '../lib/auth/session';
import { writeCookie } from '../lib/cookies';
import { i18n } from '../lib/i18n/i18n';
import { loadLanguage } from '../lib/i18n/load-language';
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
    // As the server answers a free account (contract/licence.ts): a parent links one agent.
    subscription: { package: 'free', begin: null, end: null, license: role === 'parent' ? 1 : 0 },
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
 * The reader's language for the rest of the test, as the console sets it up on a page load (the
 * spec reloads the page on a change): the cookie, then its texts, antd's and dayjs's locale. Call it
 * before `renderScreen`; setup.ts goes back to English after each test.
 */
export async function inLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, 1);
  await loadLanguage();
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Where the screen's router is, and a way to move it as the browser's Back does. */
let here: { location: Location; back: () => void } | undefined;

function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  here = { location, back: () => void navigate(-1) };
  return null;
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
  // A data router, as the console's own: forms guard leaving unsaved changes with useBlocker,
  // which needs one. Any other address (where a screen navigates to) renders nothing but is
  // still followed.
  const mount = (entries: string[], index?: number) => {
    const router = createMemoryRouter(
      [
        {
          path,
          element: (
            <>
              <RouterProbe />
              {ui}
            </>
          ),
        },
        { path: '*', element: <RouterProbe /> },
      ],
      { initialEntries: entries, initialIndex: index },
    );
    return render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
  };
  let view = mount([at]);
  return {
    ...api,
    /** The screen's address: path and query, as the browser's address bar would show it. */
    location: () => (here ? `${here.location.pathname}${here.location.search}` : at),
    /** The browser's Back button. */
    back: () => act(() => here?.back()),
    /**
     * A reload (or the same link opened again): the screen mounts afresh at its address, with
     * nothing kept but what the address holds.
     */
    reload: () => {
      const address = here ? `${here.location.pathname}${here.location.search}` : at;
      view.unmount();
      queryClient.clear();
      view = mount([address]);
    },
  };
}

export { screen };
