import { describe, expect, it } from 'vitest';
import { MACHINE_ACCESS, canAccess, canAccessAny, isMachineAccess, isUserAccess } from './access';

const holder = (...permissions: string[]) => ({ permissions });

describe('canAccessAny', () => {
  it('opens when the user may call any one of the rules, not only all of them', () => {
    const user = holder('sales.mine');
    expect(canAccessAny(['sales.list', 'sales.mine'], user)).toBe(true);
    expect(canAccessAny(['sales.mine', 'sales.list'], user)).toBe(true);
  });

  it('opens when the user may call every rule', () => {
    expect(canAccessAny(['sales.list', 'sales.mine'], holder('sales.list', 'sales.mine'))).toBe(
      true,
    );
  });

  it('stays shut when the user may call none of them', () => {
    expect(canAccessAny(['sales.list', 'sales.mine'], holder('bank.mine'))).toBe(false);
    expect(canAccessAny(['sales.list', 'sales.mine'], null)).toBe(false);
  });

  it('stays shut for an empty list of rules', () => {
    expect(canAccessAny([], holder('sales.list'))).toBe(false);
  });

  it('takes a single rule as that rule', () => {
    expect(canAccessAny('sales.list', holder('sales.list'))).toBe(true);
    expect(canAccessAny('sales.list', holder('sales.mine'))).toBe(false);
    expect(canAccessAny('public', null)).toBe(true);
    expect(canAccessAny('authenticated', null)).toBe(false);
  });

  it('mixes rule kinds: public opens for anyone, authenticated for any signed-in user', () => {
    expect(canAccessAny(['sales.list', 'public'], null)).toBe(true);
    expect(canAccessAny(['sales.list', 'authenticated'], holder())).toBe(true);
    expect(canAccessAny(['sales.list', 'authenticated'], null)).toBe(false);
  });
});

describe('machine access', () => {
  it('names exactly the agent and integration credentials', () => {
    expect([...MACHINE_ACCESS].sort()).toEqual(['agent', 'integration']);
    expect(isMachineAccess('agent')).toBe(true);
    expect(isMachineAccess('integration')).toBe(true);
    for (const other of ['public', 'authenticated', 'sales.list', '', 'Agent']) {
      expect(isMachineAccess(other), other).toBe(false);
    }
  });

  it('never lets a user call a machine route, whatever the user holds', () => {
    for (const kind of MACHINE_ACCESS) {
      expect(canAccess(kind, null)).toBe(false);
      expect(canAccess(kind, holder(kind))).toBe(false);
      expect(canAccessAny([kind], holder(kind))).toBe(false);
    }
  });

  it('tells user routes from public and machine ones', () => {
    expect(isUserAccess('authenticated')).toBe(true);
    expect(isUserAccess('sales.list')).toBe(true);
    expect(isUserAccess('public')).toBe(false);
    expect(isUserAccess('agent')).toBe(false);
    expect(isUserAccess('integration')).toBe(false);
  });
});
