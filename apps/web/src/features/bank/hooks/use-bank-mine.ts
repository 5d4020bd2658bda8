import { useCan } from '../../../lib/auth/use-can';

/** A salesman works on his own bank details only, through the *_mine calls. */
export function useBankMine(): boolean {
  return useCan('bank.mine');
}
