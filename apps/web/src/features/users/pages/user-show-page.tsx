import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { SubscriptionChange } from '../components/subscription-change';
import { SubscriptionHistory } from '../components/subscription-history';
import { UserDetails } from '../components/user-details';
import { UserLoader } from '../components/user-loader';

export function UserShowPage() {
  const { t } = useTranslation();
  const canEdit = useCan('users.update');
  const canChangeRole = useCan('users.subscription');

  return (
    <UserLoader>
      {(user) => (
        <Flex vertical gap="middle">
          <PageTitle
            title={t('users.titles.show', { name: user.user_name })}
            extra={
              <DetailActions
                backPath={linkTo('users.manager')}
                editPath={canEdit ? linkTo('users.edit', { id: user.id }) : undefined}
              />
            }
          />
          <Card>
            <UserDetails user={user} />
          </Card>
          {canChangeRole && (
            <Card title={t('users.titles.change_subscription')}>
              <SubscriptionChange user={user} />
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
