import { upgradeRequest, type User } from '@console/contract/schemas/users';
import { Button, Flex, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/forms/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { useUpgradeSubscription } from '../api/upgrade-subscription';
import { DowngradeButton } from './downgrade-button';

/** The package an upgrade gives; the server's call knows standard only. */
const TYPES = ['standard'] as const;

interface Values {
  type: (typeof TYPES)[number];
  count: number;
}

export function ChangeRoleForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const upgrade = useUpgradeSubscription();
  const submit = ({ count }: Values) =>
    upgrade.mutate(
      { username: user.user_name, count, type: 'monthly' },
      { onSuccess: () => notifySuccess(t('users.messages.upgrade_success', { count })) },
    );

  return (
    <Form<Values>
      layout="inline"
      onFinish={submit}
      disabled={upgrade.isPending}
      initialValues={{ type: 'standard', count: 1 }}
      style={{ rowGap: 16 }}
    >
      <Form.Item
        name="type"
        label={t('users.fields.type.label')}
        rules={[{ required: true, message: t('users.messages.type_required') }]}
      >
        <Select
          style={{ minWidth: 160 }}
          options={TYPES.map((type) => ({ value: type, label: t(`users.admin_roles.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="count"
        label={t('users.fields.count.label')}
        required
        rules={[zodRule(upgradeRequest.shape.count)]}
      >
        <InputNumber min={1} max={120} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={upgrade.isPending}>
          {t('buttons.submit')}
        </Button>
        <DowngradeButton user={user} />
      </Flex>
    </Form>
  );
}
