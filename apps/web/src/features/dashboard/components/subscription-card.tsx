import { AGENTS_FREE, AGENTS_PAID, daysLeft, licenceRunning } from '@console/contract/licence';
import type { CurrentUser } from '@console/contract/schemas/users';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { useDateTime } from '../../../lib/format/use-date-time';

/** A customer's own package: what he has, until when, and how to get more (no self-service payment yet). */
export function SubscriptionCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const formatDate = useDateTime();
  const { package: plan, end, license } = user.subscription;
  const running = licenceRunning({ package: plan, end });
  const endText =
    end === null || plan === 'free'
      ? t('dashboard.subscription.no_end')
      : running
        ? formatDate(end)
        : t('dashboard.subscription.expired', { date: formatDate(end) });
  const items = [
    {
      key: 'package',
      label: t('dashboard.subscription.package'),
      children: <Tag color={running ? 'green' : undefined}>{t(`users.admin_roles.${plan}`)}</Tag>,
    },
    { key: 'end', label: t('dashboard.subscription.end'), children: endText },
    ...(running && end
      ? [{ key: 'days', label: t('dashboard.subscription.days_left'), children: daysLeft(end) }]
      : []),
    // The server's number (contract/licence.ts), as the user's page and /children show it.
    { key: 'agents', label: t('dashboard.subscription.agents'), children: license },
  ];
  const upgrade = plan === 'free' || !running ? 'free' : 'paid';
  return (
    <Card
      style={{ height: '100%' }}
      title={<CardTitle>{t('dashboard.subscription.title')}</CardTitle>}
    >
      <Descriptions column={1} size="small" items={items} />
      <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
        {t(`dashboard.upgrade.title_${upgrade}`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(`dashboard.upgrade.body_${upgrade}`, {
          free: AGENTS_FREE,
          agents: AGENTS_PAID,
          user: user.user_name,
        })}
      </Typography.Paragraph>
    </Card>
  );
}
