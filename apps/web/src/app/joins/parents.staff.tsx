import { lazyPart } from '../../components/lazy-part';
import { StaffPage } from '../../features/parents/pages/staff-page';

const agentTabs = {
  settings: lazyPart(() =>
    import('../../features/agents/staff-tabs').then((m) => m.AgentSettingsTab),
  ),
  software: lazyPart(() =>
    import('../../features/agents/staff-tabs').then((m) => m.AgentSoftwareTab),
  ),
};

/** The staff users' screen with the agents area's two tabs. */
export default function StaffRoute() {
  return <StaffPage agentTabs={agentTabs} />;
}
