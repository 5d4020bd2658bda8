import type { RuleGroup } from '@console/contract/schemas/rules';
import type { ReactNode } from 'react';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { useAppRule } from '../api/get-app-rule';
import { useRuleId } from '../hooks/use-rule-id';
import { RuleNotFound } from './rule-not-found';

/** Loads the app blocklist named by the URL and shows the loading, missing and failed states. */
export function AppRuleLoader({ children }: { children: (group: RuleGroup) => ReactNode }) {
  const id = useRuleId();
  const group = useAppRule(id);
  if (id === null) return <RuleNotFound />;
  if (group.isPending) return <FullPageSpin />;
  if (group.isError) {
    const missing = isApiError(group.error) && group.error.status === 404;
    return missing ? <RuleNotFound /> : <LoadError onRetry={() => void group.refetch()} />;
  }
  return children(group.data);
}
