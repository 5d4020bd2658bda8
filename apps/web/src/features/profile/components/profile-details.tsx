import type { CurrentUser } from '@console/contract/schemas/users';
import { Flex, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItems } from '../../../components/detail-list';

function tags(values: readonly string[], color?: string) {
  return (
    <Flex wrap gap={4}>
      {values.map((value) => (
        <Tag key={value} color={color} style={{ whiteSpace: 'normal' }}>
          {value}
        </Tag>
      ))}
    </Flex>
  );
}

function itemsOf(user: CurrentUser, t: TFunction): DetailItems {
  const text = (value: string) => value || '—';
  return [
    { key: 'name', label: t('profile.fields.name.label'), children: text(user.name) },
    {
      key: 'user_name',
      label: t('profile.fields.user_name.label'),
      children: text(user.user_name),
    },
    { key: 'email', label: t('profile.fields.email.label'), children: text(user.email) },
    { key: 'phone', label: t('profile.fields.phone.label'), children: text(user.phone_number) },
    { key: 'timezone', label: t('profile.fields.timezone.label'), children: text(user.timezone) },
    {
      key: 'roles',
      label: t('profile.fields.roles.label'),
      children: tags(
        user.roles.map((role) => t(`roles.${role}`)),
        'blue',
      ),
    },
    {
      key: 'permissions',
      label: t('profile.fields.permissions.label'),
      // What the user may do, in words (`rights.<permission>`), not the permission keys.
      children: user.permissions.length
        ? tags(user.permissions.map((permission) => t(`rights.${permission}`)))
        : t('profile.messages.no_permissions'),
    },
  ];
}

/** On a phone each label stands above its value, so long rights and addresses keep the width. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return <DetailList items={itemsOf(user, t)} />;
}
