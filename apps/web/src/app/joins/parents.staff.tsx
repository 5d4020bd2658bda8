import { lazyPart } from '../../components/lazy-part';
import { StaffPage } from '../../features/parents/pages/staff-page';

const agentTabs = {
  settings: lazyPart(() =>
    import('../../features/agents/staff-tabs').then((m) => m.AgentSettingsTab),
  ),
  software: lazyPart(() =>
    import('../../features/agents/staff-tabs').then((m) => m.AgentSoftwareTab),
  ),
  // One small part for every row's cell: no skeleton each while it loads.
  staffAgents: lazyPart(
    () =>
      import('../../features/agents/components/staff-agents-cell').then((m) => m.StaffAgentsCell),
    null,
  ),
};

/** The staff users' screen with the agents area's two tabs and its staff users' agents. */
export default function StaffRoute() {
  return <StaffPage agentTabs={agentTabs} />;
}
