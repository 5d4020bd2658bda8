import { isMachineAccess } from './access';
import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  canAccess,
  permissionsOf,
  roleHas,
  type Permission,
} from './permissions';
import { routes } from './routes';

const BROWSER_PERMISSIONS = PERMISSIONS.filter((p) => p.startsWith('browsers.'));
const MINE_PERMISSIONS = PERMISSIONS.filter((p) => p.endsWith('.mine'));

describe('canAccess', () => {
  it('lets anyone call a public route, signed in or not', () => {
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('public', { permissions: [] })).toBe(true);
  });

  it('lets any signed-in user, and only them, call an authenticated route', () => {
    expect(canAccess('authenticated', null)).toBe(false);
    expect(canAccess('authenticated', { permissions: [] })).toBe(true);
  });

  it('lets only holders of the permission call a permission route', () => {
    expect(canAccess('browsers.list', null)).toBe(false);
    expect(canAccess('browsers.list', { permissions: [] })).toBe(false);
    expect(canAccess('browsers.list', { permissions: ['browsers.get'] })).toBe(false);
    expect(canAccess('browsers.list', { permissions: ['browsers.get', 'browsers.list'] })).toBe(
      true,
    );
  });
});

describe('ROLE_PERMISSIONS', () => {
  it('has a bundle for every role and no other', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES)('%s holds only declared permissions, each once', (role) => {
    const held = ROLE_PERMISSIONS[role];
    for (const p of held) expect(PERMISSIONS).toContain(p);
    expect(new Set(held).size).toBe(held.length);
  });

  it('declares each permission once', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('gives operator and admin every blocked-browser permission', () => {
    expect(BROWSER_PERMISSIONS).toHaveLength(6);
    for (const role of ['operator', 'admin'] as const) {
      for (const p of BROWSER_PERMISSIONS) expect(roleHas(role, p), `${role} ${p}`).toBe(true);
    }
  });

  it('gives salesman, parent and guest no blocked-browser permission', () => {
    for (const role of ['salesman', 'parent', 'guest'] as const) {
      for (const p of BROWSER_PERMISSIONS) expect(roleHas(role, p), `${role} ${p}`).toBe(false);
    }
  });

  it('grants a guest nothing', () => {
    expect(permissionsOf('guest')).toEqual([]);
  });

  it("gives a salesman the 'mine' permissions and nothing general", () => {
    expect(MINE_PERMISSIONS.length).toBeGreaterThan(0);
    for (const p of MINE_PERMISSIONS) expect(roleHas('salesman', p)).toBe(true);
    const general: Permission[] = ['promotions.list', 'sales.list', 'bank.list', 'users.list'];
    for (const p of general) expect(roleHas('salesman', p)).toBe(false);
  });

  it("gives the 'mine' permissions to no employee role but the salesman", () => {
    for (const role of ROLES.filter((r) => r !== 'salesman')) {
      for (const p of MINE_PERMISSIONS) expect(roleHas(role, p), `${role} ${p}`).toBe(false);
    }
  });

  it('gives an admin everything but the own-records permissions', () => {
    const own = new Set<Permission>([...MINE_PERMISSIONS, 'parents.own']);
    for (const p of PERMISSIONS) expect(roleHas('admin', p), p).toBe(!own.has(p));
  });

  it('keeps the risk role read-only', () => {
    const held = permissionsOf('risk');
    expect(held.length).toBeGreaterThan(0);
    for (const p of held) expect(p).toMatch(/\.read$/);
    expect(held).toEqual(expect.arrayContaining(['campaigns.read', 'blocklists.read']));
  });

  it('lets a manager approve, reject, lock, unlock and stop campaigns, and a supporter not', () => {
    const lead: Permission[] = [
      'campaigns.approve',
      'campaigns.reject',
      'campaigns.lock',
      'campaigns.unlock',
      'campaigns.stop',
    ];
    for (const p of lead) {
      expect(roleHas('manager', p), p).toBe(true);
      expect(roleHas('supporter', p), p).toBe(false);
    }
  });

  it('lets a supporter create, edit, submit and sync campaigns and upload mer-ter files', () => {
    const work: Permission[] = [
      'campaigns.create',
      'campaigns.edit',
      'campaigns.submit',
      'campaigns.sync',
      'campaigns.upload',
    ];
    for (const p of work) expect(roleHas('supporter', p), p).toBe(true);
  });

  it('gives the operator rules and bank info, and no campaigns', () => {
    const held = permissionsOf('operator');
    expect(held).toEqual(expect.arrayContaining(['rules.app', 'rules.web', 'bank.list']));
    for (const p of held) expect(p).not.toMatch(/^(campaigns|blocklists|merchants)\./);
  });

  it('confines a parent to their own records', () => {
    // The staff users' screen, rule-group, agent, /policy and remote-automation calls, each checked
    // against his own id by the server.
    expect([...permissionsOf('parent')].sort()).toEqual(
      [
        'parents.staff',
        'parents.own',
        'rules.groups',
        'agents.read',
        'agents.manage',
        'agents.command',
        'overview.policy',
        'rpa.read',
        'rpa.manage',
      ].sort(),
    );
  });

  it('names only declared permissions in the route table', () => {
    for (const [id, def] of Object.entries(routes)) {
      if (def.access === 'public' || def.access === 'authenticated' || isMachineAccess(def.access))
        continue;
      expect(PERMISSIONS, id).toContain(def.access);
    }
  });
});
