import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface DashboardArea {
  key: string;
  path: string;
  icon: ReactNode;
  labelKey: string;
  descriptionKey: string;
}

export function AreaCard({ area }: { area: DashboardArea }) {
  const { t } = useTranslation();
  return (
    <Card
      style={{ height: '100%' }}
      title={
        <Link to={area.path}>
          {area.icon} {t(area.labelKey)}
        </Link>
      }
    >
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(area.descriptionKey)}
      </Typography.Paragraph>
    </Card>
  );
}
