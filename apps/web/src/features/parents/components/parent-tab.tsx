import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { LicenceBar } from '../../../components/licence-bar';
import { LoadError } from '../../../components/load-error';
import { FullPageSpin } from '../../../components/full-page-spin';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useParent } from '../api/get-parent';

const FIELDS = ['user_name', 'email', 'phone', 'full_name', 'country', 'time_zone'] as const;

/**
 * The parent's details and a licence card with its begin and end (spec section 2): his package,
 * the agents it lets him link (the server's `license`, contract/licence.ts, as the dashboard and
 * the user's page show it) and the licence bar.
 */
export function ParentTab({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const parent = useParent(parentId);
  if (parent.isPending) return <FullPageSpin />;
  if (parent.isError) return <LoadError onRetry={() => void parent.refetch()} />;
  const p = parent.data;
  const items = FIELDS.map((key) => ({
    key,
    label: t(`parents.fields.${key}.label`),
    children: p[key] || '—',
  }));
  return (
    <Flex vertical gap="middle">
      <DetailList items={items} />
      <Card title={t('parents.titles.license')} size="small" style={{ maxWidth: 480 }}>
        <Typography.Paragraph>
          {t('parents.fields.package.label')}: {t(`parents.packages.${p.admin_role}`)} ·{' '}
          {t('parents.fields.license.label')}: {p.license}
        </Typography.Paragraph>
        <Typography.Paragraph>
          {t('parents.fields.subscription_begin.label')}:{' '}
          {p.subscription_begin ? formatTime(p.subscription_begin) : '—'}
          <br />
          {t('parents.fields.subscription_end.label')}:{' '}
          {p.subscription_end ? formatTime(p.subscription_end) : '—'}
        </Typography.Paragraph>
        <LicenceBar
          begin={p.subscription_begin}
          end={p.subscription_end}
          label={t('parents.fields.license_elapsed.label')}
        />
      </Card>
    </Flex>
  );
}
