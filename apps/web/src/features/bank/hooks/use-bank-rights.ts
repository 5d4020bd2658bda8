import { useCan } from '../../../lib/auth/use-can';
import { useBankMine } from './use-bank-mine';

/** What the reader may do with bank details: a salesman everything, on his own only. */
export function useBankRights() {
  const mine = useBankMine();
  const canWrite = useCan('bank.write');
  const canGet = useCan('bank.get');
  return { mine, canWrite: mine || canWrite, canView: mine || canGet };
}
