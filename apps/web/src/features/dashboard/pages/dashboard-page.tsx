import { canAccessAny, type AnyAccess } from '@console/contract/permissions';
import { Alert, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { AccountCard } from '../components/account-card';
import { AreaCard, type DashboardArea } from '../components/area-card';
import { SubscriptionCard } from '../components/subscription-card';
import { SummaryCards } from '../components/summary-cards';

interface DashboardPageProps {
  areas: readonly (DashboardArea & { access: AnyAccess })[];
}

const COLUMN = { xs: 24, sm: 12, xl: 8 } as const;

/**
 * What the signed-in person can do today: the live figures of the areas he may read, his
 * subscription when he is a customer, his own account, and the areas his role opens. No one
 * lands on an empty page.
 */
export function DashboardPage({ areas }: DashboardPageProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const open = areas.filter((area) => canAccessAny(area.access, user));
  const role = user.roles[0];
  const customer = role === 'parent';
  return (
    <>
      <Typography.Title level={1} className="console-page-title">
        {t('dashboard.messages.greeting', { name: user.name || user.user_name })}
      </Typography.Title>
      {role && (
        <Typography.Paragraph type="secondary">
          {t('dashboard.messages.signed_in_as', { role: t(`roles.${role}`) })}
        </Typography.Paragraph>
      )}
      {open.length === 0 && !customer && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('dashboard.messages.nothing_granted')}
          description={t('dashboard.messages.ask_admin')}
        />
      )}
      <Row gutter={[16, 16]}>
        <SummaryCards />
        {customer && (
          <Col {...COLUMN}>
            <SubscriptionCard user={user} />
          </Col>
        )}
        {open.map((area) => (
          <Col key={area.key} {...COLUMN}>
            <AreaCard area={area} />
          </Col>
        ))}
        <Col {...COLUMN}>
          <AccountCard />
        </Col>
      </Row>
    </>
  );
}
