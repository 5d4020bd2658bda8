import type { Summary } from '@console/contract/schemas/dashboard';
import { Card, Col, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardTitle } from '../../../components/card-title';
import { LoadError } from '../../../components/load-error';
import { Placeholder } from '../../../components/placeholder';
import { formatDuration } from '../../../lib/format/duration';
import { useNumbers } from '../../../lib/format/use-numbers';
import { linkTo } from '../../../lib/paths';
import { useSummary } from '../api/get-summary';
import './summary-cards.css';

const COLUMN = { xs: 24, sm: 12, xl: 8 } as const;

/** One figure, with its label under it; a link to the list it counts when there is one. */
function Figure({ value, label, to }: { value: ReactNode; label: string; to?: string }) {
  const numbers = useNumbers();
  const figure = (
    <>
      <span className="summary-figure-value">
        {typeof value === 'number' ? numbers.count(value) : value}
      </span>
      <span className="summary-figure-label">{label}</span>
    </>
  );
  return to ? (
    <Link className="summary-figure" to={to}>
      {figure}
    </Link>
  ) : (
    <span className="summary-figure">{figure}</span>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Col {...COLUMN}>
      <Card style={{ height: '100%' }} title={<CardTitle>{title}</CardTitle>}>
        {children}
      </Card>
    </Col>
  );
}

/** The states a campaign waits or runs in, each a figure that opens the list filtered to it. */
const SHOWN_STATES = ['running', 'pending', 'waiting', 'locked'] as const;

function CampaignsCard({ campaigns }: { campaigns: NonNullable<Summary['campaigns']> }) {
  const { t } = useTranslation();
  const { by_state: states, budget_used: used, budget_max: max } = campaigns;
  const share = max > 0 ? Math.min(100, Math.round((used / max) * 100)) : 0;
  return (
    <SummaryCard title={t('dashboard.summary.campaigns')}>
      <Flex gap="large" wrap>
        {SHOWN_STATES.map((state) => (
          <Figure
            key={state}
            value={states[state]}
            label={t(`campaigns.states.${state}`)}
            to={linkTo('campaigns.list', {}, { state })}
          />
        ))}
      </Flex>
      <div className="summary-budget">
        <Typography.Text type="secondary">
          {t('dashboard.summary.budget', {
            used,
            max,
            share,
          })}
        </Typography.Text>
        <div
          className="summary-bar"
          role="meter"
          aria-label={t('dashboard.summary.budget_burn')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
        >
          <div className="summary-bar-fill" style={{ width: `${share}%` }} />
        </div>
      </div>
    </SummaryCard>
  );
}

/** Day labels as the reports show them: DD/M. */
const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

function RedemptionsCard({ redemptions }: { redemptions: NonNullable<Summary['redemptions']> }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const { days } = redemptions;
  const today = days.at(-1);
  const most = Math.max(1, ...days.map((d) => d.applied));
  return (
    <SummaryCard title={t('dashboard.summary.redemptions')}>
      <Flex gap="large" wrap>
        <Figure value={today?.applied ?? 0} label={t('dashboard.summary.applied_today')} />
        <Figure
          value={numbers.amount(today?.discount ?? 0, 'VND')}
          label={t('dashboard.summary.discount_today')}
        />
      </Flex>
      <figure className="summary-days" aria-label={t('dashboard.summary.last_7_days')}>
        {days.map((d) => (
          <div
            key={d.day}
            className="summary-day"
            title={t('dashboard.summary.day_applied', { day: shortDay(d.day), count: d.applied })}
          >
            <div className="summary-day-track">
              <div
                className="summary-day-fill"
                style={{ height: `${Math.round((d.applied / most) * 100)}%` }}
              />
            </div>
            <span className="summary-day-label">{shortDay(d.day)}</span>
          </div>
        ))}
        <figcaption className="summary-days-caption">
          {t('dashboard.summary.last_7_days')}
        </figcaption>
      </figure>
    </SummaryCard>
  );
}

function AgentsCard({ agents }: { agents: NonNullable<Summary['agents']> }) {
  const { t } = useTranslation();
  return (
    <SummaryCard title={t('dashboard.summary.agents')}>
      <Flex gap="large" wrap>
        <Figure
          value={agents.online}
          label={t('dashboard.summary.online')}
          to={linkTo('parents.staff')}
        />
        <Figure
          value={agents.total}
          label={t('dashboard.summary.total_agents')}
          to={linkTo('parents.staff')}
        />
      </Flex>
    </SummaryCard>
  );
}

function FilesCard({ files }: { files: NonNullable<Summary['files']> }) {
  const { t } = useTranslation();
  return (
    <SummaryCard title={t('dashboard.summary.files')}>
      <Flex gap="large" wrap>
        <Figure value={files.processing} label={t('dashboard.summary.processing')} />
        <Figure value={files.pending} label={t('dashboard.summary.waiting')} />
        <Figure value={files.failed_today} label={t('dashboard.summary.failed_today')} />
      </Flex>
    </SummaryCard>
  );
}

/** A short ranked list: a name and its figure on one line each. */
function TopList({ title, rows }: { title: string; rows: { name: string; value: string }[] }) {
  return (
    <div className="summary-top">
      <Typography.Text strong>{title}</Typography.Text>
      <ol>
        {rows.map((row) => (
          <li key={row.name}>
            <span className="summary-top-name" title={row.name}>
              {row.name}
            </span>
            <span className="summary-top-value">{row.value}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function ActivityCard({ activity }: { activity: NonNullable<Summary['activity']> }) {
  const { t } = useTranslation();
  const { domains, apps } = activity;
  return (
    <SummaryCard title={t('dashboard.summary.activity')}>
      {domains.length === 0 && apps.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('dashboard.summary.no_activity')}
        </Typography.Paragraph>
      ) : (
        <Flex gap="large" wrap>
          {domains.length > 0 && (
            <TopList
              title={t('dashboard.summary.top_domains')}
              rows={domains.map((d) => ({
                name: d.domain,
                value: t('dashboard.summary.clicks', { count: d.count }),
              }))}
            />
          )}
          {apps.length > 0 && (
            <TopList
              title={t('dashboard.summary.top_apps')}
              rows={apps.map((a) => ({ name: a.app_name, value: formatDuration(a.seconds) }))}
            />
          )}
        </Flex>
      )}
      <Link to={linkTo('agents.reports')}>{t('dashboard.summary.open_history')}</Link>
    </SummaryCard>
  );
}

/** The live figures of each area the signed-in person may read, first on the dashboard. */
export function SummaryCards() {
  const { t } = useTranslation();
  const summary = useSummary();
  if (summary.isPending) {
    return (
      <Col span={24}>
        <Card aria-busy="true" aria-label={t('dashboard.summary.loading')}>
          <Placeholder rows={2} />
        </Card>
      </Col>
    );
  }
  if (summary.isError) {
    return (
      <Col span={24}>
        <LoadError onRetry={() => void summary.refetch()} />
      </Col>
    );
  }
  const { campaigns, redemptions, agents, files, activity } = summary.data;
  return (
    <>
      {campaigns && <CampaignsCard campaigns={campaigns} />}
      {redemptions && <RedemptionsCard redemptions={redemptions} />}
      {agents && <AgentsCard agents={agents} />}
      {files && <FilesCard files={files} />}
      {activity && <ActivityCard activity={activity} />}
    </>
  );
}
