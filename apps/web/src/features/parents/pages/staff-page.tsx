import { Card, Empty, Tabs } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { ParentSearch } from '../components/parent-search';
import { useStaffParams, type StaffPageTab } from '../hooks/use-staff-params';

type ParentTabComponent = ComponentType<{ parentId: number }>;

// Each tab loads when it is first chosen.
const ParentTab = lazyPart(() => import('../components/parent-tab').then((m) => m.ParentTab));
const StaffTab = lazyPart(() => import('../components/staff-tab').then((m) => m.StaffTab));
const RuleTab = lazyPart(() => import('../components/rule-tab').then((m) => m.RuleTab));
const TimerTab = lazyPart(() => import('../components/timer-tab').then((m) => m.TimerTab));

const BlacklistTab = ({ parentId }: { parentId: number }) => (
  <RuleTab kind="blacklist" parentId={parentId} />
);
const WhitelistTab = ({ parentId }: { parentId: number }) => (
  <RuleTab kind="whitelist" parentId={parentId} />
);
const BlockAppTab = ({ parentId }: { parentId: number }) => (
  <RuleTab kind="blocklist" parentId={parentId} />
);

export interface AgentTabs {
  settings: ParentTabComponent;
  software: ParentTabComponent;
  /** A staff user's agents, in a column of the Children tab. */
  staffAgents: ComponentType<{ parentId: number; staffId: number }>;
}

/**
 * The staff users' screen: a parent's details, staff users, rules, timer and agents in the spec's
 * tabs. Employees with `parents.any` find a parent first; a parent sees himself, without the search.
 * The agents' two tabs and the Children tab's agents come from their own area
 * (app/joins/parents.staff.tsx).
 */
export function StaffPage({ agentTabs }: { agentTabs: AgentTabs }) {
  const { t } = useTranslation();
  const anyParent = useCan('parents.any');
  const me = useCurrentUser().data;
  const params = useStaffParams();
  const parentId = anyParent ? params.parentId : (me?.id ?? null);
  // Until a parent is chosen the tabs are shown disabled, and the first says what to do.
  const pickFirst = <Empty description={t('parents.messages.pick_parent')} />;
  const tabOf = (key: StaffPageTab, render: (parentId: number) => ReactNode) => ({
    key,
    label: t(`parents.tabs.${key}`),
    disabled: parentId === null,
    children: parentId !== null ? render(parentId) : key === '1' ? pickFirst : null,
  });
  const tab = (key: StaffPageTab, Tab: ParentTabComponent) =>
    tabOf(key, (id) => <Tab parentId={id} />);
  const items = [
    tab('1', ParentTab),
    tabOf('7', (id) => <StaffTab parentId={id} agentsCell={agentTabs.staffAgents} />),
    tab('2', BlacklistTab),
    tab('3', WhitelistTab),
    tab('4', BlockAppTab),
    tab('8', TimerTab),
    tab('5', agentTabs.settings),
    tab('6', agentTabs.software),
  ];
  return (
    <>
      <PageTitle title={t('parents.titles.staff')} />
      <Card>
        {anyParent && <ParentSearch onChoose={(id) => params.go({ parentId: id, tab: '1' })} />}
        <Tabs
          // Eight tabs do not fit a phone or a tablet: they wrap (styles.css) instead of hiding
          // behind antd's overflow button, which sits inside the tab list where a tab list may hold
          // only tabs.
          className="wrapping-tabs"
          activeKey={parentId === null ? '1' : params.tab}
          onChange={(key) => params.go({ parentId, tab: key as StaffPageTab })}
          items={items}
          destroyOnHidden
        />
      </Card>
    </>
  );
}
