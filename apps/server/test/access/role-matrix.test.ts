import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLES, roleHas, type Permission } from '@console/contract/permissions';
import { EXPECTED_PERMISSIONS } from './expected-roles';

/**
 * The contract's role × permission table against the one written by hand from DESIGN.md
 * (expected-roles.ts): every cell must agree, so a permission given to or taken from a role by
 * mistake fails here, named.
 */
describe('the role × permission table', () => {
  it('names the same roles as DESIGN.md', () => {
    expect([...ROLES].sort()).toEqual(Object.keys(EXPECTED_PERMISSIONS).sort());
  });

  it('declares exactly the permissions the hand-written table knows', () => {
    const written = new Set(Object.values(EXPECTED_PERMISSIONS).flat());
    const unwritten = PERMISSIONS.filter((p) => !written.has(p));
    expect(unwritten, 'permissions missing from expected-roles.ts: write them there').toEqual([]);
    expect([...written].filter((p) => !PERMISSIONS.includes(p as Permission))).toEqual([]);
  });

  it.each(ROLES)('gives %s what DESIGN.md gives it, no more, no less', (role) => {
    const expected = new Set(EXPECTED_PERMISSIONS[role]);
    const wrong = PERMISSIONS.filter((p) => roleHas(role, p) !== expected.has(p)).map(
      (p) => `${roleHas(role, p) ? 'has' : 'lacks'} ${p}`,
    );
    expect(wrong).toEqual([]);
    expect(new Set(EXPECTED_PERMISSIONS[role]).size).toBe(EXPECTED_PERMISSIONS[role].length);
  });
});
