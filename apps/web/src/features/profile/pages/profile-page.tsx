import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { ChangePasswordForm } from '../components/change-password-form';
import { LanguageChoice } from '../components/language-choice';
import { ProfileDetails } from '../components/profile-details';

export function ProfilePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <PageTitle title={t('profile.titles.show')} />
      <Flex vertical gap="middle">
        <Card>
          <ProfileDetails user={user} />
        </Card>
        <Card id="language" title={<CardTitle>{t('profile.titles.language')}</CardTitle>}>
          <LanguageChoice />
        </Card>
        <Card id="password" title={<CardTitle>{t('profile.titles.password')}</CardTitle>}>
          <ChangePasswordForm />
        </Card>
      </Flex>
    </>
  );
}
