import {
  MAX_NUMBER,
  MONEY_STEP,
  PROMOTION_PACKAGES,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  REWARD_TYPES,
} from '@console/contract/constants';
import { CURRENCY_OF } from '@console/contract/pricing';
import { fitsMoneyStep, promotionShape } from '@console/contract/schemas/promotions';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseMoney } from '../../../lib/format/money';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';
import type { PromotionInput } from '../api/create-promotion';

interface Props {
  initialValues?: Partial<PromotionInput>;
  editing?: boolean;
  pending: boolean;
  onSubmit: (values: PromotionInput) => Promise<unknown>;
  onCancel: () => void;
}

export function PromotionForm({ initialValues, editing, ...props }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PromotionInput>();
  const item = useFieldItem('promotions', promotionShape.shape);
  const options = (values: readonly string[], prefix?: string) =>
    values.map((v) => ({ value: v, label: prefix ? t(`promotions.${prefix}.${v}`) : v }));
  const number = (min: number, max = 120) => (
    <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
  );
  const half = { xs: 24, md: 12 };
  const currency = CURRENCY_OF[Form.useWatch('package', form) ?? 'standard_vnd'];
  const moneyItem = item('money');
  const moneyStep = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === 'string' && /^\d+$/.test(value) && !fitsMoneyStep(value, currency)) {
        throw new Error(t('validation.money_step'));
      }
    },
  };

  return (
    <EntityForm<PromotionInput>
      form={form}
      errorFields={{ 'promotions.duplicate_code': 'code' }}
      maxWidth={800}
      {...props}
      initialValues={{
        package: 'standard_vnd',
        type: 'percent',
        min: 0,
        percent: 0,
        money: '0',
        month: 1,
        reward_type: 'percent',
        status: 'run',
        ...initialValues,
      }}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('code')}>
            <Input disabled={editing} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('expire')}>
            <Input type="date" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('package')}>
            <Select options={options(PROMOTION_PACKAGES, 'packages')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('type')}>
            <Select options={options(PROMOTION_TYPES, 'types')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('min')}>{number(0)}</Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('percent')}>{number(0, 100)}</Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            {...moneyItem}
            rules={[...moneyItem.rules, moneyStep]}
            dependencies={['package']}
            extra={t('promotions.fields.money.help')}
          >
            <InputNumber<string>
              stringMode
              min="0"
              max={String(MAX_NUMBER)}
              step={MONEY_STEP[currency]}
              formatter={(v) => formatMoney(parseMoney(v))}
              parser={(v) => parseMoney(v)}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('month')}>{number(1)}</Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('reward')}>{number(0, MAX_NUMBER)}</Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('reward_type')}>
            <Select options={options(REWARD_TYPES, 'reward_types')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('email')}>
            <Input type="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('status')}>
            <Select options={options(PROMOTION_STATUSES, 'statuses')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('note')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
      </Row>
    </EntityForm>
  );
}
