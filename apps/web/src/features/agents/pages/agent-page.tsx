import { SettingOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Tabs } from 'antd';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lazyPart } from '../../../components/lazy-part';
import { PageTitle } from '../../../components/page-title';
import { recentDays } from '../../../lib/format/recent-days';
import { linkTo } from '../../../lib/paths';
import type { ReportKey, ReportTabProps } from '../api/report-key';
import { AgentSelect } from '../components/agent-select';
import { ReportDays } from '../components/report-days';
import { useAgentPageParams, type ReportTab } from '../hooks/use-agent-page-params';

/** Each report loads when its tab is first chosen. */
const TABS: [ReportTab, ComponentType<ReportTabProps>][] = [
  ['5', lazyPart(() => import('../components/url-list-tab').then((m) => m.UrlListTab))],
  ['4', lazyPart(() => import('../components/domain-chart-tab').then((m) => m.DomainChartTab))],
  ['1', lazyPart(() => import('../components/app-usage-tab').then((m) => m.AppUsageTab))],
  ['2', lazyPart(() => import('../components/app-chart-tab').then((m) => m.AppChartTab))],
  ['6', lazyPart(() => import('../components/keywords-tab').then((m) => m.KeywordsTab))],
];

/**
 * /agentpage/{agent}/{parent}/tabs/{tab}: one agent's reports for a day of the last seven in the
 * parent's time zone (given by app/agent-page-route.tsx); agent, tab, day and page in the URL.
 */
export function AgentPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { agentId, parentId, tab, date, page, go, setPage } = useAgentPageParams();
  const days = useMemo(() => recentDays(timeZone), [timeZone]);
  if (agentId === null || parentId === null) {
    return <Result status="404" title={t('agents.report.no_agent')} />;
  }
  const day = date && days.includes(date) ? date : days[0]!;
  const report: ReportKey = {
    admin_id: parentId,
    agent_id: agentId,
    date: day,
    timezone: timeZone,
  };
  return (
    <>
      <PageTitle
        title={t('agents.titles.agent_page')}
        extra={
          <Flex gap="small" wrap>
            <AgentSelect
              parentId={parentId}
              value={agentId}
              onChange={(next) => go({ agentId: next })}
            />
            <Button
              icon={<SettingOutlined />}
              onClick={() =>
                void navigate(linkTo('parents.staff', {}, { parent_id: parentId, tab: '5' }))
              }
            >
              {t('agents.report.view_settings')}
            </Button>
          </Flex>
        }
      />
      <Card>
        <ReportDays days={days} value={day} onChange={(next) => go({ date: next })} />
        <Tabs
          // Five tabs do not fit a phone: they wrap (styles.css), as on /children.
          className="wrapping-tabs"
          activeKey={tab}
          onChange={(key) => go({ tab: key as ReportTab })}
          destroyOnHidden
          items={TABS.map(([key, Tab]) => ({
            key,
            label: t(`agents.report.tabs.${key}`),
            children: <Tab report={report} page={page} onPage={setPage} />,
          }))}
        />
      </Card>
    </>
  );
}
