import { upgradeRequest, type User } from '@console/contract/schemas/users';
import { PROMOTION_PACKAGES, SEARCH_DEBOUNCE_MS } from '@console/contract/constants';
import { Button, Flex, Form, Input, Select } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useSubmitGuard } from '../../../lib/forms/use-submit-guard';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useDebouncedCallback } from '../../../lib/hooks/use-debounced-callback';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { fetchQuote, useQuote, type QuoteParams } from '../api/get-quote';
import { useUpgradeSubscription } from '../api/upgrade-subscription';
import { DowngradeButton } from './downgrade-button';
import { QuoteSummary } from './quote-summary';
import { useClearable } from '../../../components/clearable';

/** The package an upgrade gives; the server's call knows standard only. */
const TYPES = ['standard'] as const;

interface Values {
  type: (typeof TYPES)[number];
  count: number;
  package: (typeof PROMOTION_PACKAGES)[number];
  code?: string;
}

const INITIAL: Omit<Values, 'code'> = { type: 'standard', count: 1, package: 'standard_vnd' };

export function ChangeRoleForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const numbers = useNumbers();
  const [form] = Form.useForm<Values>();
  const upgrade = useUpgradeSubscription();
  const confirm = useConfirm();
  const guard = useSubmitGuard();
  // The form opens on one month of standard_vnd; quote that at once, not only after a change.
  const initialQuote: QuoteParams = {
    username: user.user_name,
    package: INITIAL.package,
    count: INITIAL.count,
  };
  const [quoteParams, setQuoteParams] = useState<QuoteParams | null>(initialQuote);
  const quote = useQuote(quoteParams);
  // The live quote follows the form, once typing pauses, and only a count the contract takes: a
  // refused one (999999 months) is said under the field and quotes nothing.
  const requote = useDebouncedCallback((_: unknown, all: Values) => {
    if (!upgradeRequest.shape.count.safeParse(all.count).success) {
      setQuoteParams(null);
      return;
    }
    const code = all.code?.trim();
    setQuoteParams({
      username: user.user_name,
      package: all.package,
      count: all.count,
      ...(code && { code }),
    });
  }, SEARCH_DEBOUNCE_MS);
  // Money changes hands: say exactly what will be charged (a fresh quote) and ask first. One
  // submission at a time; the form starts over once it succeeded.
  const submit = guard(async ({ count, package: pkg, code }: Values) => {
    const trimmed = code?.trim();
    const params = {
      username: user.user_name,
      package: pkg,
      count,
      ...(trimmed && { code: trimmed }),
    };
    const price = await fetchQuote(params).catch(() => null);
    if (!price) return;
    if (price.reason) {
      notifyError(t(`errors.${price.reason}`));
      return;
    }
    const agreed = await confirm({
      title: t('users.messages.upgrade_confirm', {
        name: user.user_name,
        count,
        amount: numbers.amount(price.amount_due, price.currency),
      }),
      okText: t('users.actions.upgrade'),
    });
    if (!agreed) return;
    const done = await upgrade
      .mutateAsync({ ...params, type: 'monthly' })
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    notifySuccess(t('users.messages.upgrade_success', { count }));
    form.resetFields();
    setQuoteParams(initialQuote);
  });

  return (
    <Form<Values>
      form={form}
      layout="inline"
      onFinish={submit}
      disabled={upgrade.isPending}
      initialValues={INITIAL}
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
        {/* Kept as typed: no min, max or precision, which made antd turn 999999 into 120 and
            quote that; the contract's rule says what is wrong (docs/decisions/forms.md). */}
        <NumberInput style={{ width: 120 }} autoFocus />
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
        <Input allowClear={clearable} style={{ width: 200 }} />
      </Form.Item>
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={upgrade.isPending}>
          {t('buttons.submit')}
        </Button>
        <DowngradeButton user={user} />
      </Flex>
      {quote.data && quoteParams && (
        <div style={{ flexBasis: '100%' }}>
          <QuoteSummary value={quote.data} />
        </div>
      )}
    </Form>
  );
}
