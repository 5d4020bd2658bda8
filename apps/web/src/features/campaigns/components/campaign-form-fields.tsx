import { Col, Form } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '../../../components/range-picker';
import { useDateTimeInputFormat } from '../../../lib/format/use-date-input-format';
import { MoneyInput } from './amount-input';
import type { Range } from './campaign-form-values';

/** A campaign's or a special condition's time: two pickers with the hour. */
export function TimeRange(props: {
  id?: string;
  value?: Range;
  onChange?: (range: Range) => void;
}) {
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
export function DiscountFields({
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
          {/* Kept as typed: no min, max or step, which made antd rewrite 150 as 100.0; the
              contract's rule says what is wrong (docs/decisions/forms.md). */}
          <NumberInput style={{ width: '100%' }} />
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
