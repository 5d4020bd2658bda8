import type { User } from '@console/contract/schemas/users';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { LicenceBar } from '../../../components/licence-bar';
import { countryName } from '../../../lib/format/country-name';
import { useDateTime } from '../../../lib/format/use-date-time';
import { AdminRoleTag } from './admin-role-tag';
import { MembershipSwitch } from './membership-switch';

const TEXT_FIELDS = ['user_name', 'email', 'phone', 'full_name'] as const;

export function UserDetails({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const formatTime = useDateTime();
  const time = (iso: string | null) => (iso ? formatTime(iso) : '—');
  const items = [
    ...TEXT_FIELDS.map((field) => ({ key: field, children: user[field] || '—' })),
    { key: 'country', children: countryName(user.country, i18n.language) || '—' },
    { key: 'time_zone', children: user.time_zone || '—' },
    { key: 'super_role', children: t(`roles.${user.super_role}`) },
    { key: 'admin_role', children: <AdminRoleTag role={user.admin_role} /> },
    { key: 'is_member', children: <MembershipSwitch user={user} /> },
    { key: 'license', children: String(user.license) },
    { key: 'subscription_begin', children: time(user.subscription_begin) },
    { key: 'subscription_end', children: time(user.subscription_end) },
    {
      key: 'licence_progress',
      children: (
        <LicenceBar
          begin={user.subscription_begin}
          end={user.subscription_end}
          label={t('users.fields.licence_progress.label')}
        />
      ),
    },
    { key: 'created_at', children: time(user.created_at) },
  ].map((item) => ({ ...item, label: t(`users.fields.${item.key}.label`) }));
  return <DetailList items={items} wideColumns={2} />;
}
