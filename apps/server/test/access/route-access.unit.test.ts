import { describe, expect, it } from 'vitest';
import { routes, screens } from '@console/contract/routes';
import { ROUTE_ACCESS, SCREEN_ACCESS } from './route-access';

/**
 * The contract's access rules against the ones written by hand (route-access.ts): a call or a
 * screen whose rule was changed, one declared without an entry there, or an entry left behind
 * by a removed one fails here, named with both values. Pure (no server, no database), so it runs
 * in the unit project (vitest.config.ts).
 */

type Rule = string | readonly string[];

const show = (rule: Rule): string => JSON.stringify(rule);

/** Several rules of which any one opens: their order does not matter, nor one rule in a list. */
const normalised = (rule: Rule): string =>
  JSON.stringify(typeof rule === 'string' ? [rule] : [...rule].sort());

/** One line for each id on which the contract and the hand-written table disagree. */
function disagreements(
  kind: 'route' | 'screen',
  contract: Record<string, Rule>,
  written: Record<string, Rule>,
): string[] {
  const ids = [...new Set([...Object.keys(contract), ...Object.keys(written)])];
  return ids.flatMap((id) => {
    const declared = contract[id];
    const expected = written[id];
    if (expected === undefined) {
      return [`${kind} ${id}: the contract requires ${show(declared!)}, route-access.ts has none`];
    }
    if (declared === undefined) {
      return [`${kind} ${id}: route-access.ts expects ${show(expected)}, the contract has none`];
    }
    if (normalised(declared) !== normalised(expected)) {
      return [
        `${kind} ${id}: the contract requires ${show(declared)}, route-access.ts expects ${show(expected)}`,
      ];
    }
    return [];
  });
}

const contractRoutes = Object.fromEntries(
  Object.entries(routes).map(([id, def]) => [id, def.access as string]),
);
const contractScreens = Object.fromEntries(
  Object.entries(screens).map(([id, def]) => [id, def.access as Rule]),
);

describe('the access rules written by hand', () => {
  it('match every route of the contract: none changed, missing or left over', () => {
    expect(Object.keys(contractRoutes).length).toBeGreaterThan(0);
    expect(disagreements('route', contractRoutes, ROUTE_ACCESS)).toEqual([]);
  });

  it('match every screen of the contract: none changed, missing or left over', () => {
    expect(Object.keys(contractScreens).length).toBeGreaterThan(0);
    expect(disagreements('screen', contractScreens, SCREEN_ACCESS)).toEqual([]);
  });

  it('tell a changed, a missing and a left-over entry apart, naming both values', () => {
    const contract = { 'a.changed': 'a.read', 'a.new': 'a.write', 'a.same': ['x', 'y'] };
    const written = { 'a.changed': 'a.write', 'a.gone': 'public', 'a.same': ['y', 'x'] };
    expect(disagreements('route', contract, written)).toEqual([
      'route a.changed: the contract requires "a.read", route-access.ts expects "a.write"',
      'route a.new: the contract requires "a.write", route-access.ts has none',
      'route a.gone: route-access.ts expects "public", the contract has none',
    ]);
  });
});
