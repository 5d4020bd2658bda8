import type { RuleGroup } from '@console/contract/schemas/rules';
import { useCan } from '../../../lib/auth/use-can';

/** A global group is changed by employees with `rules.app`; a parent's own by him. */
export function useCanChangeRule(): (group: Pick<RuleGroup, 'type'>) => boolean {
  const global = useCan('rules.app');
  const own = useCan('parents.own');
  return (group) => (group.type === 'global' ? global : own);
}
