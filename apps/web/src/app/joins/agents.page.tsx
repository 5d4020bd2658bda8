import { LoadError } from '../../components/load-error';
import { Placeholder } from '../../components/placeholder';
import { AgentPage } from '../../features/agents/pages/agent-page';
import { useAgentPageParams } from '../../features/agents/hooks/use-agent-page-params';
import { useParent } from '../../features/parents/api/get-parent';

/**
 * The agent page with its parent's time zone from the parents area: the report days are the
 * parent's local days, so the page waits for the zone rather than guess the reader's.
 */
export default function AgentPageRoute() {
  const { parentId } = useAgentPageParams();
  const parent = useParent(parentId);
  if (parentId !== null && parent.isError)
    return <LoadError onRetry={() => void parent.refetch()} />;
  if (parentId !== null && parent.isPending) return <Placeholder />;
  return <AgentPage timeZone={parent.data?.time_zone ?? 'UTC'} />;
}
