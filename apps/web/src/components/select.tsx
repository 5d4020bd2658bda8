import { CloseOutlined, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Input, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
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
function chosenLabels({ value, options = [], labelRender }: SelectProps): ReactNode[] {
  const chosen: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value];
  return chosen.map((one) => {
    const label = options.find((option) => option.value === one)?.label ?? String(one);
    return labelRender ? labelRender({ value: one as string, label }) : label;
  });
}

/** A multiple Select's chosen options as its tags, each with its (here idle) remove mark. */
function Tags({ labels }: { labels: ReactNode[] }) {
  return labels.map((label, index) => (
    <span key={index} className="console-select-tag">
      {label}
      <CloseOutlined aria-hidden style={{ fontSize: 10, color: 'rgba(0, 0, 0, 0.45)' }} />
    </span>
  ));
}

/**
 * A combobox with the Select's value (a multiple one's as tags), placeholder and arrow;
 * read-only, but for a Select that takes a search, where what is typed before the real one
 * comes is its search text.
 */
function SelectStandIn(props: SelectProps & Reach) {
  const { id, disabled, loading, placeholder, style, reach, typed, onType } = props;
  const searches = Boolean(props.showSearch) || props.mode === 'tags';
  const labels = chosenLabels(props);
  const tags = props.mode === 'multiple' || props.mode === 'tags';
  const shown = tags || labels.some((label) => typeof label !== 'string') ? '' : labels.join(', ');
  return (
    <Input
      id={id}
      aria-label={props['aria-label']}
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      readOnly={!searches}
      disabled={disabled}
      value={typed ?? shown}
      placeholder={typeof placeholder === 'string' && !labels.length ? placeholder : undefined}
      prefix={tags && labels.length > 0 ? <Tags labels={labels} /> : undefined}
      classNames={tags ? { root: 'console-select-tags' } : undefined}
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
