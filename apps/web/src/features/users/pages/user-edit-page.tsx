import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useUpdateUser } from '../api/update-user';
import { UserForm, type UserFormValues } from '../components/user-form';
import { UserLoader } from '../components/user-loader';

export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateUser();

  return (
    <UserLoader>
      {(user) => {
        const detail = linkTo('users.show', { id: user.id });
        const submit = (values: UserFormValues) =>
          update.mutateAsync({ ...values, id: user.id }).then(() => {
            notifySuccess(t('users.messages.update_success'));
            void navigate(detail);
          });
        return (
          <>
            <PageTitle title={t('users.titles.edit', { name: user.user_name })} />
            <Card>
              <UserForm
                user={user}
                pending={update.isPending}
                onSubmit={submit}
                onCancel={() => void navigate(detail)}
              />
            </Card>
          </>
        );
      }}
    </UserLoader>
  );
}
