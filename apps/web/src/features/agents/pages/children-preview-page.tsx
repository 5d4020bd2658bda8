import { Alert, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { AgentSettingsTab, AgentSoftwareTab } from '../children-tabs';

/**
 * TEMPORARY: the agents' two tabs of /children (Settings 5, Softwares 6) on their own, read from
 * `?parent_id=&tab=`, until the parents area's real /children page hosts them. Dropped at merge
 * with app/children-route.tsx.
 */
export function ChildrenPreviewPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isParent = user.data?.roles.includes('parent') ?? false;
  const parentId =
    Number(params.get('parent_id')) || (isParent ? Number(user.data?.sub) : undefined);
  const tab = params.get('tab') === '6' ? '6' : '5';
  return (
    <>
      <PageTitle title={t('agents.titles.children')} />
      {parentId === undefined ? (
        <Alert type="info" showIcon message={t('agents.messages.pick_agent')} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            const next = new URLSearchParams(params);
            next.set('tab', key);
            next.set('parent_id', String(parentId));
            setParams(next);
          }}
          items={[
            {
              key: '5',
              label: t('agents.tabs.settings'),
              children: <AgentSettingsTab parentId={parentId} />,
            },
            {
              key: '6',
              label: t('agents.tabs.software'),
              children: <AgentSoftwareTab parentId={parentId} />,
            },
          ]}
        />
      )}
    </>
  );
}
