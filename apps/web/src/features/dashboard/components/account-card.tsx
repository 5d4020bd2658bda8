import { IdcardOutlined, LockOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardTitle } from '../../../components/card-title';
import { linkTo } from '../../../lib/paths';

/** Everyone has an account to look after, whatever else his role grants. */
export function AccountCard() {
  const { t } = useTranslation();
  const profile = linkTo('users.profile');
  return (
    <Card style={{ height: '100%' }} title={<CardTitle>{t('dashboard.account.title')}</CardTitle>}>
      <Typography.Paragraph type="secondary">
        {t('dashboard.account.description')}
      </Typography.Paragraph>
      <Flex gap="middle" wrap>
        <Link to={profile}>
          <IdcardOutlined /> {t('dashboard.account.show')}
        </Link>
        <Link to={`${profile}#password`}>
          <LockOutlined /> {t('dashboard.account.password')}
        </Link>
      </Flex>
    </Card>
  );
}
