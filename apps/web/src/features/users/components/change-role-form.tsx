import { upgradeRequest, type User } from '@console/contract/schemas/users';
import { PROMOTION_PACKAGES, SEARCH_DEBOUNCE_MS } from '@console/contract/constants';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useDebouncedCallback } from '../../../lib/hooks/use-debounced-callback';
import { notifySuccess } from '../../../lib/notify';
import { useQuote, type QuoteParams } from '../api/get-quote';
import { useUpgradeSubscription } from '../api/upgrade-subscription';
import { DowngradeButton } from './downgrade-button';
import { QuoteSummary } from './quote-summary';

/** The package an upgrade gives; the server's call knows standard only. */
const TYPES = ['standard'] as const;

interface Values {
  type: (typeof TYPES)[number];
  count: number;
  package: (typeof PROMOTION_PACKAGES)[number];
  code?: string;
}

export function ChangeRoleForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const upgrade = useUpgradeSubscription();
  // The form opens on one month of standard_vnd; quote that at once, not only after a change.
  const [quoteParams, setQuoteParams] = useState<QuoteParams | null>(() => ({
    username: user.user_name,
    package: 'standard_vnd',
    count: 1,
  }));
  const quote = useQuote(quoteParams);
  // The live quote follows the form, once typing pauses.
  const requote = useDebouncedCallback((_: unknown, all: Values) => {
    if (!all.count || all.count < 1) return;
    const code = all.code?.trim();
    setQuoteParams({
      username: user.user_name,
      package: all.package,
      count: all.count,
      ...(code && { code }),
    });
  }, SEARCH_DEBOUNCE_MS);
  const submit = ({ count, package: pkg, code }: Values) =>
    upgrade.mutate(
      {
        username: user.user_name,
        count,
        type: 'monthly',
        package: pkg,
        ...(code?.trim() && { code: code.trim() }),
      },
      { onSuccess: () => notifySuccess(t('users.messages.upgrade_success', { count })) },
    );

  return (
    <Form<Values>
      layout="inline"
      onFinish={submit}
      disabled={upgrade.isPending}
      initialValues={{ type: 'standard', count: 1, package: 'standard_vnd' }}
      onValuesChange={requote}
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
      <Form.Item name="package" label={t('quote.package')}>
        <Select
          style={{ minWidth: 160 }}
          options={PROMOTION_PACKAGES.map((p) => ({
            value: p,
            label: t(`promotions.packages.${p}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="code" label={t('quote.code')}>
        <Input allowClear style={{ width: 200 }} />
      </Form.Item>
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={upgrade.isPending}>
          {t('buttons.submit')}
        </Button>
        <DowngradeButton user={user} />
      </Flex>
      {quote.data && (
        <div style={{ flexBasis: '100%' }}>
          <QuoteSummary value={quote.data} />
        </div>
      )}
    </Form>
  );
}
