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

/**
 * A combobox with the Select's value, placeholder and arrow; read-only, but for a Select that
 * takes a search, where what is typed before the real one comes is its search text.
 */
function SelectStandIn(props: SelectProps & Reach) {
  const { id, disabled, loading, placeholder, style, reach, typed, onType } = props;
  const searches = Boolean(props.showSearch) || props.mode === 'tags';
  return (
    <Input
      id={id}
      aria-label={props['aria-label']}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      readOnly={!searches}
      disabled={disabled}
      value={typed ?? shownLabel(props)}
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      suffix={loading ? <LoadingOutlined /> : <DownOutlined style={{ fontSize: 12 }} />}
      style={{ cursor: 'pointer', ...style }}
      {...reach}
      onFocus={(event) => {
        reach.onFocus();
        // The first key typed replaces the value shown, as it starts the real one's search.
        if (searches) event.target.select();
      }}
      onChange={(event) => onType(event.target.value)}
    />
  );
}
