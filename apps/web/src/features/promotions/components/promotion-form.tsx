import {
  PROMOTION_PACKAGES,
  PROMOTION_STATUSES,
  PROMOTION_TYPES,
  REWARD_TYPES,
} from '@console/contract/constants';
import { CURRENCY_OF } from '@console/contract/pricing';
import {
  fitsMoneyStep,
  promotionShape,
  PROMOTION_TYPE_FIELDS,
  typeFieldSchemas,
  type Promotion,
} from '@console/contract/schemas/promotions';
import { Col, Form, Input, Row } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { MoneyInput } from '../../../components/money-input';
import { Select } from '../../../components/select';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';
import type { PromotionInput } from '../api/create-promotion';
import {
  formValuesOf,
  inputOf,
  NEW_PROMOTION,
  type PromotionFormValues,
} from '../utils/form-values';

interface Props {
  /** The stored code, when editing. */
  promotion?: Promotion;
  pending: boolean;
  onSubmit: (values: PromotionInput) => Promise<unknown>;
  onCancel: () => void;
}

const half = { xs: 24, md: 12 };
/** Typed numbers are kept as typed: no min, max or rounding; the schema's rule says what is wrong. */
const number = <NumberInput style={{ width: '100%' }} />;

/** A code's form: the fields of its type only (a percent code asks for no money), then the rest. */
export function PromotionForm({ promotion, onSubmit, ...props }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PromotionFormValues>();
  const item = useFieldItem('promotions', { ...promotionShape.shape, ...typeFieldSchemas });
  const options = (values: readonly string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`promotions.${prefix}.${v}`) }));
  const type = Form.useWatch('type', form) ?? promotion?.type ?? 'percent';
  const currency = CURRENCY_OF[Form.useWatch('package', form) ?? 'standard_vnd'];
  const uses = (field: string) =>
    (PROMOTION_TYPE_FIELDS[type] as readonly string[]).includes(field);
  const moneyItem = item('money');
  const moneyStep = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === 'string' && /^\d+$/.test(value) && !fitsMoneyStep(value, currency)) {
        throw new Error(t('validation.money_step'));
      }
    },
  };
  const rewardItem = item('reward');
  const percentReward = {
    validator: async (_rule: unknown, value: unknown) => {
      if (form.getFieldValue('reward_type') === 'percent' && Number(value) > 100) {
        throw new Error(t('validation.too_big', { max: 100 }));
      }
    },
  };

  return (
    <EntityForm<PromotionFormValues>
      form={form}
      errorFields={{ 'promotions.duplicate_code': 'code' }}
      maxWidth={800}
      {...props}
      onSubmit={(values) => onSubmit(inputOf(values))}
      initialValues={promotion ? formValuesOf(promotion) : NEW_PROMOTION}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item {...item('code')}>
            <Input disabled={!!promotion} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('expire')}>
            <DateField />
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
        {uses('min') && (
          <Col {...half}>
            <Form.Item {...item('min')}>{number}</Form.Item>
          </Col>
        )}
        {uses('percent') && (
          <Col {...half}>
            <Form.Item {...item('percent')}>{number}</Form.Item>
          </Col>
        )}
        {uses('money') && (
          <Col {...half}>
            <Form.Item
              {...moneyItem}
              rules={[...moneyItem.rules, moneyStep]}
              dependencies={['package']}
              extra={t('promotions.fields.money.help')}
            >
              <MoneyInput />
            </Form.Item>
          </Col>
        )}
        {uses('month') && (
          <Col {...half}>
            <Form.Item {...item('month')}>{number}</Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item
            {...rewardItem}
            rules={[...rewardItem.rules, percentReward]}
            dependencies={['reward_type']}
          >
            {number}
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('reward_type')}>
            <Select options={options(REWARD_TYPES, 'reward_types')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item {...item('email')}>
            <Input type="email" autoComplete="off" />
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
