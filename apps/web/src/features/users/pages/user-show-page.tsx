import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { ChangeRoleForm } from '../components/change-role-form';
import { SubscriptionHistory } from '../components/subscription-history';
import { UserDetails } from '../components/user-details';
import { UserLoader } from '../components/user-loader';

export function UserShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('user.update');
  const canChangeRole = useCan('subscription.change');

  return (
    <UserLoader>
      {(user) => (
        <Flex vertical gap="middle">
          <PageTitle
            title={t('users.titles.show', { name: user.user_name })}
            extra={
              <Flex gap="small" wrap>
                <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/usermanager')}>
                  {t('buttons.back')}
                </Button>
                {canEdit && (
                  <Button
                    type="primary"
                    icon={<EditOutlined />}
                    onClick={() => void navigate(`/usermanager/${user.id}/edit`)}
                  >
                    {t('buttons.edit')}
                  </Button>
                )}
              </Flex>
            }
          />
          <Card>
            <UserDetails user={user} />
          </Card>
          {canChangeRole && (
            <Card title={t('users.titles.change_role')}>
              <ChangeRoleForm user={user} />
            </Card>
          )}
          <Card title={t('users.titles.history')}>
            <SubscriptionHistory userId={user.id} />
          </Card>
        </Flex>
      )}
    </UserLoader>
  );
}
