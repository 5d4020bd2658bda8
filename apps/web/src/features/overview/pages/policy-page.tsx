import { pathId } from '../../../lib/path-id';
import { Card, Empty, Flex, Form, Spin, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { useParentAgents, useParentStaffLinks } from '../../../lib/parents/parent-options';
import { usePolicyView } from '../api/policy';
import { PolicyDetails } from '../components/policy-details';
import { Select } from '../../../components/select';

/** The parent search of the staff users' screen, for employees (joined in app/). */
export type ParentSearchComponent = ComponentType<{ onChoose: (parentId: number) => void }>;

const KEYS = ['parent_id', 'staff_id', 'agent_id'] as const;
type Key = (typeof KEYS)[number];

/** The chosen parent, staff user and agent, kept in the URL so a link shows the same policy. */
function usePolicyParams() {
  const [search, setSearch] = useSearchParams();
  const read = (key: Key) => {
    const parsed = pathId.safeParse(search.get(key) ?? undefined);
    return parsed.success ? parsed.data : null;
  };
  const set = (patch: Partial<Record<Key, number | null>>) => {
    const next = new URLSearchParams();
    for (const key of KEYS) {
      const value = key in patch ? patch[key] : read(key);
      if (value !== null && value !== undefined) next.set(key, String(value));
    }
    setSearch(next);
  };
  return { parentId: read('parent_id'), staffId: read('staff_id'), agentId: read('agent_id'), set };
}

/**
 * /policy: employees find a parent (a parent sees his own), pick a staff user and one of the agents,
 * and see the policy that agent receives, built by the agent's own policy call, its version and
 * when the agent last fetched it.
 */
export function PolicyPage({
  parentSearch: ParentSearch,
}: {
  parentSearch: ParentSearchComponent;
}) {
  const { t } = useTranslation();
  const anyParent = useCan('parents.any');
  const me = useCurrentUser().data;
  const params = usePolicyParams();
  const parentId = anyParent ? params.parentId : (me?.id ?? null);
  const agents = useParentAgents(parentId);
  const links = useParentStaffLinks(parentId);
  const staffList = links.data?.staff ?? [];
  const linked = new Set(
    (links.data?.list ?? []).filter((l) => l.staff_id === params.staffId).map((l) => l.agent_id),
  );
  const agentList = (agents.data ?? []).filter(
    (agent) => params.staffId === null || linked.has(agent.agent_id),
  );
  // The agent in the address, else the first of the list: a parent's agents are few, and the
  // page shows a policy at once instead of asking (docs/decisions/overview-pages.md).
  const agentId = agentList.some((a) => a.agent_id === params.agentId)
    ? params.agentId
    : (agentList[0]?.agent_id ?? null);
  const view = usePolicyView(parentId, agentId);
  const picked = staffList.find((s) => s.id === params.staffId);
  const label = (key: string) => t(`overview.fields.${key}`);

  const body = () => {
    if (parentId === null) return <Empty description={t('overview.messages.pick_parent')} />;
    if (agents.isError || links.isError) {
      return (
        <LoadError
          onRetry={() => {
            void agents.refetch();
            void links.refetch();
          }}
        />
      );
    }
    if (agents.isPending || links.isPending) return <Spin />;
    if (agentList.length === 0) {
      return (
        <Empty
          description={t(
            params.staffId === null
              ? 'overview.messages.no_agents'
              : 'overview.messages.no_staff_agents',
          )}
        />
      );
    }
    if (agentId === null) return <Empty description={t('overview.messages.pick_agent')} />;
    if (view.isError) return <LoadError onRetry={() => void view.refetch()} />;
    if (!view.data) return <Spin />;
    return (
      <PolicyDetails
        view={view.data}
        pickedStaff={picked && { id: picked.id, name: picked.full_name || picked.user_name }}
      />
    );
  };

  return (
    <>
      <PageTitle title={t('overview.policy.title')} />
      <Card>
        {anyParent && (
          <ParentSearch
            onChoose={(id) => params.set({ parent_id: id, staff_id: null, agent_id: null })}
          />
        )}
        {parentId !== null && (
          <Flex vertical gap="small" style={{ marginBottom: 16 }}>
            {anyParent && (
              <Typography.Text type="secondary">
                {t('overview.messages.parent_chosen', { id: parentId })}
              </Typography.Text>
            )}
            <Form layout="inline" component="div">
              <Form.Item label={label('staff_user')} htmlFor="policy-staff">
                <Select
                  id="policy-staff"
                  allowClear
                  style={{ minWidth: 220 }}
                  placeholder={t('overview.messages.all_staff')}
                  value={picked?.id}
                  loading={links.isFetching}
                  onChange={(id?: number) => params.set({ staff_id: id ?? null })}
                  options={staffList.map((s) => ({
                    value: s.id,
                    label: `${s.full_name} (${s.user_name})`,
                  }))}
                />
              </Form.Item>
              <Form.Item label={label('agent')} htmlFor="policy-agent">
                <Select
                  id="policy-agent"
                  style={{ minWidth: 220 }}
                  placeholder={t('overview.messages.pick_agent')}
                  value={agentId ?? undefined}
                  loading={agents.isFetching}
                  onChange={(id: number) => params.set({ agent_id: id })}
                  options={agentList.map((a) => ({
                    value: a.agent_id,
                    label: `${a.name} (#${a.agent_id})`,
                  }))}
                />
              </Form.Item>
            </Form>
          </Flex>
        )}
        {body()}
      </Card>
    </>
  );
}
