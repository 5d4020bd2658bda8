import type { BankInfo } from '@console/contract/schemas/bank';
import type { ReactNode } from 'react';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { useBank } from '../api/get-bank';
import { useBankId } from '../hooks/use-bank-id';
import { useBankMine } from '../hooks/use-bank-mine';
import { BankNotFound } from './bank-not-found';

/** Loads the bank details named by the URL and shows the loading, missing and failed states. */
export function BankLoader({ children }: { children: (bank: BankInfo) => ReactNode }) {
  const id = useBankId();
  const bank = useBank(useBankMine(), id);
  if (id === null) return <BankNotFound />;
  if (bank.isPending) return <FullPageSpin />;
  if (bank.isError) {
    const missing = isApiError(bank.error) && bank.error.status === 404;
    return missing ? <BankNotFound /> : <LoadError onRetry={() => void bank.refetch()} />;
  }
  return children(bank.data);
}
