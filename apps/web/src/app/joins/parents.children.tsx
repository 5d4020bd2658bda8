import { lazyPart } from '../../components/lazy-part';
import { ChildrenPage } from '../../features/parents/pages/children-page';

const agentTabs = {
  settings: lazyPart(() =>
    import('../../features/agents/children-tabs').then((m) => m.AgentSettingsTab),
  ),
  software: lazyPart(() =>
    import('../../features/agents/children-tabs').then((m) => m.AgentSoftwareTab),
  ),
};

/** The children screen with the agents area's two tabs. */
export default function ChildrenRoute() {
  return <ChildrenPage agentTabs={agentTabs} />;
}
