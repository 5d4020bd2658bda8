import { DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Input, type SelectProps } from 'antd';
import { loadOnReach, type Reach } from './load-on-reach';

/**
 * antd's Select, loaded when the user reaches it (`load-on-reach.tsx`): focused, and open when
 * it was clicked or tapped, as the real one opens.
 */
export const Select = loadOnReach<SelectProps>(
  () => import('./select-part').then((part) => part.default),
  SelectStandIn,
  ({ byPointer }) => ({ autoFocus: true, defaultOpen: byPointer }),
);

/** The chosen options' labels, as the Select shows them. */
function shownLabel({ value, options = [] }: SelectProps): string {
  const chosen = Array.isArray(value) ? value : value == null ? [] : [value];
  return chosen
    .map((one) => options.find((option) => option.value === one)?.label ?? one)
    .join(', ');
}

/** A read-only combobox with the Select's value, placeholder and arrow. */
function SelectStandIn(props: SelectProps & Reach) {
  const { id, disabled, loading, placeholder, style, reach, 'aria-label': label } = props;
  return (
    <Input
      id={id}
      aria-label={label}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      readOnly
      disabled={disabled}
      value={shownLabel(props)}
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      suffix={loading ? <LoadingOutlined /> : <DownOutlined style={{ fontSize: 12 }} />}
      style={{ cursor: 'pointer', ...style }}
      {...reach}
    />
  );
}
