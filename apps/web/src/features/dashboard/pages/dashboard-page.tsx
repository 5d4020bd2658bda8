import { canAccessAny, type AnyAccess } from '@console/contract/permissions';
import { Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { AreaCard, type DashboardArea } from '../components/area-card';

interface DashboardPageProps {
  areas: readonly (DashboardArea & { access: AnyAccess })[];
}

export function DashboardPage({ areas }: DashboardPageProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const open = areas.filter((area) => canAccessAny(area.access, user));
  const role = user.roles[0];
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
      {open.length === 0 ? (
        <Empty
          description={
            <>
              <Typography.Text strong>{t('dashboard.messages.nothing_granted')}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                {t('dashboard.messages.ask_admin')}
              </Typography.Text>
            </>
          }
        />
      ) : (
        <Row gutter={[16, 16]}>
          {open.map((area) => (
            <Col key={area.key} xs={24} sm={12} xl={8}>
              <AreaCard area={area} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
