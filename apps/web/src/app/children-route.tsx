import { AgentSettingsTab, AgentSoftwareTab } from '../features/agents/children-tabs';
import { ChildrenPage } from '../features/parents/pages/children-page';

const agentTabs = { settings: AgentSettingsTab, software: AgentSoftwareTab };

/** The children screen with the agents area's two tabs, joined here (features stay apart). */
export function ChildrenRoute() {
  return <ChildrenPage agentTabs={agentTabs} />;
}
