import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CAMPAIGN_PERIOD_TYPES,
  CAMPAIGN_QR_TYPES,
  CAMPAIGN_USAGE_CYCLES,
  SPECIAL_CONDITIONS_MAX,
  type CampaignType,
} from '@console/contract/constants';
import { Alert, Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { NumberInput } from '../../../components/number-input';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { BANK_ID_OPTIONS, BANK_SEARCH } from '../../../lib/format/bank-search';
import { matchesSearch } from '../../../lib/format/fold';
import { useMerchants } from '../api/get-merchants';
import { MoneyInput } from './amount-input';
import { DiscountFields, TimeRange } from './campaign-form-fields';
import { costCeilingOf, type FormValues } from './campaign-form-values';

// The sections of the campaign form (campaign-form.tsx), each a card of its fields.

/** The section's texts: the fields' labels and a choice's options. */
function useLabels() {
  const { t } = useTranslation();
  return {
    t,
    label: (key: string) => t(`campaigns.fields.${key}.label`),
    optionsOf: (values: readonly string[], group: string) =>
      values.map((value) => ({ value, label: t(`campaigns.${group}.${value}`) })),
  };
}

/** Typed numbers are kept as typed: no min, max or rounding; the contract's rule says what is wrong. */
const number = () => <NumberInput style={{ width: '100%' }} />;

/** Name, code, the campaign's time and its description. */
export function GeneralSection() {
  const { t, label } = useLabels();
  return (
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
  );
}

/** A bank campaign's bank, or a merchant campaign's merchant (a private one has neither). */
export function PartnerSection({ type }: { type: Exclude<CampaignType, 'private'> }) {
  const { t, label } = useLabels();
  return (
    <Card title={t('campaigns.sections.partner')}>
      {type === 'bank' ? (
        <Form.Item
          name="banks"
          label={label('banks')}
          required
          getValueProps={(v: string[] | undefined) => ({ value: v?.[0] })}
          getValueFromEvent={(v: string | undefined) => (v ? [v] : [])}
        >
          <Select showSearch={BANK_SEARCH} allowClear options={BANK_ID_OPTIONS} />
        </Form.Item>
      ) : (
        <Form.Item name="merchantCode" label={label('merchantCode')} required>
          <MerchantSelect />
        </Form.Item>
      )}
    </Card>
  );
}

/** The merchants to choose from, read when the field is shown. */
function MerchantSelect(props: { id?: string; value?: string; onChange?: (code: string) => void }) {
  const merchants = useMerchants();
  return (
    <Select
      {...props}
      showSearch
      allowClear
      loading={merchants.isPending}
      filterOption={(typed, option) => matchesSearch(String(option?.label ?? ''), typed)}
      options={(merchants.data?.list ?? []).map((m) => ({
        value: m.code,
        label: `${m.name} (${m.code})`,
      }))}
    />
  );
}

/** The discount of every transaction outside the special times. */
export function DiscountSection() {
  const { t } = useLabels();
  return (
    <Card title={t('campaigns.sections.discount')}>
      <Row gutter={16}>
        <DiscountFields prefix={['defaultCondition']} spans={[8, 8, 8]} required />
      </Row>
    </Card>
  );
}

/** Special times with their own discount, up to SPECIAL_CONDITIONS_MAX. */
export function SpecialSection() {
  const { t, label } = useLabels();
  return (
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
  );
}

/** Which QR codes it takes, and how often a customer and everyone may use it. */
export function UsageSection() {
  const { t, label, optionsOf } = useLabels();
  return (
    <Card title={t('campaigns.sections.usage')}>
      <Form.Item
        name="qrTypes"
        label={<span id="campaign-qr-types-label">{label('qrTypes')}</span>}
        required
      >
        <CheckboxGroup
          labelId="campaign-qr-types-label"
          options={optionsOf(CAMPAIGN_QR_TYPES, 'qr_types')}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="usageCycle" label={label('usageCycle')}>
            <Select options={optionsOf(CAMPAIGN_USAGE_CYCLES, 'cycles')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="usesPerCycle" label={label('usesPerCycle')} required>
            {number()}
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="usesPerCampaign" label={label('usesPerCampaign')} required>
            {number()}
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="totalUsageLimit" label={label('totalUsageLimit')} required>
            {number()}
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The budget and who funds what, and the most the campaign can cost as it is filled in. */
export function BudgetSection({ type }: { type: CampaignType }) {
  const { t, label, optionsOf } = useLabels();
  const values = Form.useWatch([], Form.useFormInstance<FormValues>()) as FormValues | undefined;
  const ceiling = costCeilingOf(values);
  return (
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
            {number()}
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="periodType" label={label('periodType')}>
            <Select options={optionsOf(CAMPAIGN_PERIOD_TYPES, 'period_types')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="voucherCode"
            label={label('voucherCode')}
            extra={t('campaigns.fields.voucherCode.help')}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      {ceiling !== null && (
        <Alert
          type="info"
          showIcon
          message={t('campaigns.messages.cost_ceiling', {
            amount: ceiling.toString(),
          })}
        />
      )}
    </Card>
  );
}
