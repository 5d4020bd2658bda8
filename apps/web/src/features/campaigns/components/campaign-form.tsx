import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { BANKS, bankLabel } from '@console/contract/banks';
import {
  CAMPAIGN_PERIOD_TYPES,
  CAMPAIGN_QR_TYPES,
  CAMPAIGN_USAGE_CYCLES,
  SPECIAL_CONDITIONS_MAX,
  type CampaignType,
} from '@console/contract/constants';
import {
  campaignCostCeiling,
  campaignInputOf,
  campaignRuleIssues,
  type CampaignInput,
  type CampaignItem,
} from '@console/contract/schemas/campaigns';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, Input, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../components/range-picker';
import { Select } from '../../../components/select';
import { useDateTimeInputFormat } from '../../../lib/format/use-date-input-format';
import { showFieldErrors } from '../../../lib/api/form-errors';
import { matchesSearch } from '../../../lib/format/fold';
import { formatMoney } from '../../../lib/format/money';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { useSubmitGuard } from '../../../lib/forms/use-submit-guard';
import { i18n } from '../../../lib/i18n/i18n';
import { useMerchants } from '../api/get-merchants';
import { MoneyInput } from './amount-input';

type Range = [Dayjs | null, Dayjs | null] | null;

/** What the form holds: the campaign, with times as pickers' values. */
interface FormValues extends Omit<
  Partial<CampaignInput>,
  'startTime' | 'endTime' | 'specialConditions' | 'type'
> {
  time?: Range;
  specialConditions?: (Partial<CampaignInput['defaultCondition']> & { time?: Range })[];
}

type Path = (string | number)[];

const iso = (d: Dayjs | null | undefined) => (d ? d.toISOString() : undefined);

/** The campaign the form's values make, as the contract checks it. */
function inputOf(type: CampaignType, v: FormValues): Record<string, unknown> {
  const { time, specialConditions = [], ...rest } = v;
  return {
    ...rest,
    type,
    startTime: iso(time?.[0]),
    endTime: iso(time?.[1]),
    banks: rest.banks ?? [],
    merchantCode: rest.merchantCode ?? '',
    specialConditions: specialConditions.map(({ time: span, ...s }) => ({
      ...s,
      startTime: iso(span?.[0]),
      endTime: iso(span?.[1]),
    })),
  };
}

/** A path of the contract's campaign as a path of the form's fields (times are one range). */
function formPath(path: Path): Path {
  const last = path[path.length - 1];
  if (last === 'startTime' || last === 'endTime') return [...path.slice(0, -1), 'time'];
  return path;
}

const message = (key: string, params?: Record<string, unknown>) =>
  i18n.t(i18n.exists(key) ? key : 'validation.invalid', params);

/** Every refusal of a filled-in form: each field's own rules, then the rules between fields. */
function issuesOf(type: CampaignType, values: FormValues) {
  const input = inputOf(type, values);
  const parsed = campaignInputOf[type].safeParse(input);
  const issues = parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        path: formPath(i.path as Path),
        text: message(i.message, {
          ...('minimum' in i && { min: Number(i.minimum) }),
          ...('maximum' in i && { max: Number(i.maximum) }),
          ...((i as { params?: object }).params ?? {}),
        }),
      }));
  // The rules between fields also for a half-filled form, and the clock's.
  for (const rule of campaignRuleIssues(input, new Date())) {
    const path = formPath(rule.path);
    const text = message(rule.message, rule.params);
    if (!issues.some((i) => i.text === text && i.path.join('.') === path.join('.'))) {
      issues.push({ path, text });
    }
  }
  return issues;
}

/** A campaign's or a special condition's time: two pickers with the hour. */
function TimeRange(props: { id?: string; value?: Range; onChange?: (range: Range) => void }) {
  // The console's one date format per language, with the time (components/date-field.tsx).
  const format = useDateTimeInputFormat();
  return (
    <RangePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format={format}
      style={{ width: '100%' }}
    />
  );
}

/** A discount's rate, maximum and minimum transaction: the default's, or a special one's. */
function DiscountFields({
  prefix,
  spans,
  required = false,
}: {
  prefix: (string | number)[];
  /** The columns each takes from md up (rate, maximum, minimum). */
  spans: [number, number, number];
  required?: boolean;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`campaigns.fields.${key}.label`);
  return (
    <>
      <Col xs={required ? 24 : 8} md={spans[0]}>
        <Form.Item
          name={[...prefix, 'discountRate']}
          label={label('discountRate')}
          required={required}
        >
          <InputNumber style={{ width: '100%' }} min={0} max={100} step={0.5} />
        </Form.Item>
      </Col>
      <Col xs={required ? 24 : 16} md={spans[1]}>
        <Form.Item
          name={[...prefix, 'maxDiscountAmount']}
          label={label('maxDiscountAmount')}
          required={required}
        >
          <MoneyInput />
        </Form.Item>
      </Col>
      <Col xs={required ? 24 : 16} md={spans[2]}>
        <Form.Item name={[...prefix, 'minTransactionAmount']} label={label('minTransactionAmount')}>
          <MoneyInput />
        </Form.Item>
      </Col>
    </>
  );
}

interface CampaignFormProps {
  type: CampaignType;
  initial?: CampaignItem;
  pending: boolean;
  onSubmit: (input: CampaignInput) => Promise<unknown>;
  onCancel: () => void;
}

function valuesOf(item: CampaignItem): FormValues {
  const { startTime, endTime, specialConditions, maxBudget, defaultCondition, ...rest } = item;
  return {
    ...rest,
    ...(defaultCondition && { defaultCondition }),
    ...(maxBudget !== null && { maxBudget }),
    usesPerCycle: rest.usesPerCycle ?? undefined,
    usesPerCampaign: rest.usesPerCampaign ?? undefined,
    totalUsageLimit: rest.totalUsageLimit ?? undefined,
    time: [dayjs(startTime), dayjs(endTime)],
    specialConditions: specialConditions.map(({ startTime: s, endTime: e, ...c }) => ({
      ...c,
      time: [dayjs(s), dayjs(e)],
    })),
  };
}

/**
 * The whole campaign in sections. Each field is checked as the user types with the contract's
 * schema of the type and the rules between fields (spec section 5), so a 12-hour campaign or two
 * overlapping special times are refused here before the server is asked.
 */
export function CampaignForm({ type, initial, pending, onSubmit, onCancel }: CampaignFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const merchants = useMerchants();
  const shown = useRef<string[]>([]);
  // Asks before a changed form is left; a save lets the page go to the campaign.
  const leave = useLeaveGuard();
  const label = (key: string) => t(`campaigns.fields.${key}.label`);

  /** Shows the refusals of the fields the user has touched, and clears the ones now fixed. */
  const check = (all: boolean) => {
    const values = form.getFieldsValue(true) as FormValues;
    const issues = issuesOf(type, values);
    const byPath = new Map<string, { path: Path; errors: string[] }>();
    for (const issue of issues) {
      const key = issue.path.join('.');
      if (!all && !form.isFieldTouched(issue.path as never)) continue;
      const entry = byPath.get(key) ?? { path: issue.path, errors: [] };
      entry.errors.push(issue.text);
      byPath.set(key, entry);
    }
    const cleared = shown.current
      .filter((key) => !byPath.has(key))
      .map((key) => ({
        name: key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
        errors: [],
      }));
    form.setFields([
      ...cleared,
      ...[...byPath.values()].map((e) => ({ name: e.path as never, errors: e.errors })),
    ]);
    shown.current = [...byPath.keys()];
    return issues.length === 0;
  };

  const submit = useSubmitGuard()(async () => {
    if (!check(true)) return;
    const input = campaignInputOf[type].parse(inputOf(type, form.getFieldsValue(true)));
    leave.saved();
    await onSubmit(input).catch((error: unknown) => {
      leave.changed();
      showFieldErrors(form, error);
    });
  });

  const values = Form.useWatch([], form) as FormValues | undefined;
  const ceiling =
    values?.defaultCondition?.maxDiscountAmount && values.totalUsageLimit
      ? campaignCostCeiling({
          maxBudget: values.maxBudget ?? undefined,
          totalUsageLimit: values.totalUsageLimit,
          defaultCondition: { maxDiscountAmount: values.defaultCondition.maxDiscountAmount },
          specialConditions: (values.specialConditions ?? []).map((s) => ({
            maxDiscountAmount: s?.maxDiscountAmount ?? 0,
          })),
        })
      : null;

  const optionsOf = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`campaigns.${group}.${value}`) }));

  const number = (props: { min?: number; max?: number; step?: number }) => (
    <InputNumber style={{ width: '100%' }} {...props} />
  );

  return (
    <Form<FormValues>
      form={form}
      name="campaign"
      layout="vertical"
      noValidate
      initialValues={
        initial
          ? valuesOf(initial)
          : {
              qrTypes: [],
              specialConditions: [],
              usageCycle: 'daily',
              periodType: 'both',
              sponsorshipRate: 0,
              merTerSharedFee: 0,
              maxFundingPerTransaction: 0,
              defaultCondition: { minTransactionAmount: 0 } as never,
            }
      }
      onValuesChange={() => {
        leave.changed();
        check(false);
      }}
      onFinish={() => void submit()}
      disabled={pending}
    >
      <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
        <Card title={t('campaigns.sections.general')}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="name" label={label('name')} required>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="code" label={label('code')} required>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="time" label={label('time')} required>
                <TimeRange />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="description" label={label('description')}>
                <Input.TextArea rows={2} maxLength={2000} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        {type !== 'private' && (
          <Card title={t('campaigns.sections.partner')}>
            {type === 'bank' ? (
              <Form.Item
                name="banks"
                label={label('banks')}
                required
                getValueProps={(v: string[] | undefined) => ({ value: v?.[0] })}
                getValueFromEvent={(v: string | undefined) => (v ? [v] : [])}
              >
                <Select
                  showSearch
                  allowClear
                  filterOption={(typed, option) =>
                    matchesSearch(String(option?.label ?? ''), typed)
                  }
                  options={BANKS.map((b) => ({ value: b.bankId, label: bankLabel(b) }))}
                />
              </Form.Item>
            ) : (
              <Form.Item name="merchantCode" label={label('merchantCode')} required>
                <Select
                  showSearch
                  allowClear
                  loading={merchants.isPending}
                  filterOption={(typed, option) =>
                    matchesSearch(String(option?.label ?? ''), typed)
                  }
                  options={(merchants.data?.list ?? []).map((m) => ({
                    value: m.code,
                    label: `${m.name} (${m.code})`,
                  }))}
                />
              </Form.Item>
            )}
          </Card>
        )}

        <Card title={t('campaigns.sections.discount')}>
          <Row gutter={16}>
            <DiscountFields prefix={['defaultCondition']} spans={[8, 8, 8]} required />
          </Row>
        </Card>

        <Card title={t('campaigns.sections.special')}>
          <Form.List name="specialConditions">
            {(fields, { add, remove }, { errors }) => (
              <Flex vertical gap="small">
                <Form.ErrorList errors={errors} />
                {fields.map((field, index) => (
                  <Row gutter={16} key={field.key} align="bottom">
                    <Col xs={24} md={9}>
                      <Form.Item
                        name={[field.name, 'time']}
                        label={`${label('specialTime')} ${index + 1}`}
                      >
                        <TimeRange />
                      </Form.Item>
                    </Col>
                    <DiscountFields prefix={[field.name]} spans={[4, 5, 4]} />
                    <Col xs={8} md={2}>
                      <Form.Item>
                        <Button
                          aria-label={t('campaigns.actions.remove_special')}
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= SPECIAL_CONDITIONS_MAX}
                  onClick={() => add({ minTransactionAmount: 0 })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('campaigns.actions.add_special')}
                </Button>
              </Flex>
            )}
          </Form.List>
        </Card>

        <Card title={t('campaigns.sections.usage')}>
          {/* No required mark: antd would put aria-required on the group, which a group may not
              carry; an empty choice is refused with its own message all the same. */}
          <Form.Item name="qrTypes" label={label('qrTypes')}>
            <Checkbox.Group options={optionsOf(CAMPAIGN_QR_TYPES, 'qr_types')} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={6}>
              <Form.Item name="usageCycle" label={label('usageCycle')}>
                <Select options={optionsOf(CAMPAIGN_USAGE_CYCLES, 'cycles')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="usesPerCycle" label={label('usesPerCycle')} required>
                {number({ min: 1, max: 1000 })}
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="usesPerCampaign" label={label('usesPerCampaign')} required>
                {number({ min: 1, max: 1000 })}
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="totalUsageLimit" label={label('totalUsageLimit')} required>
                {number({ min: 1 })}
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('campaigns.sections.budget')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="maxBudget" label={label('maxBudget')} required={type === 'private'}>
                <MoneyInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="merTerSharedFee" label={label('merTerSharedFee')}>
                <MoneyInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="maxFundingPerTransaction" label={label('maxFundingPerTransaction')}>
                <MoneyInput />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="sponsorshipRate" label={label('sponsorshipRate')}>
                {number({ min: 0, max: 100 })}
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="periodType" label={label('periodType')}>
                <Select options={optionsOf(CAMPAIGN_PERIOD_TYPES, 'period_types')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="voucherCode" label={label('voucherCode')}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
          </Row>
          {ceiling !== null && (
            <Alert
              type="info"
              showIcon
              message={t('campaigns.messages.cost_ceiling', {
                amount: formatMoney(ceiling.toString()),
              })}
            />
          )}
        </Card>

        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('buttons.save')}
          </Button>
          <Button onClick={onCancel} disabled={false}>
            {t('buttons.cancel')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
