import type { User } from '@console/contract/schemas/users';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';
import { DowngradeButton } from './downgrade-button';

/** The upgrade form (antd's Form, Select, InputNumber and zod: 66 KB gzip) loads when asked for. */
const ChangeRoleForm = lazyPart(() =>
  import('./change-role-form').then((module) => module.ChangeRoleForm),
);

/** Upgrade, which opens the form with its live quote, or downgrade to free. */
export function SubscriptionChange({ user }: { user: User }) {
  const { t } = useTranslation();
  const [upgrading, setUpgrading] = useState(false);
  if (upgrading) return <ChangeRoleForm user={user} />;
  return (
    <Flex gap="small" wrap>
      <Button type="primary" onClick={() => setUpgrading(true)}>
        {t('users.actions.upgrade')}
      </Button>
      <DowngradeButton user={user} />
    </Flex>
  );
}
