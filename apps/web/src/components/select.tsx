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

/** The chosen values, one or many. */
function chosenOf({ value }: SelectProps): unknown[] {
  return Array.isArray(value) ? value : value == null ? [] : [value];
}

/** The chosen options' labels, as the Select shows them. */
function chosenLabels(props: SelectProps): ReactNode[] {
  const { options = [], labelRender } = props;
  return chosenOf(props).map((one) => {
    const label = options.find((option) => option.value === one)?.label ?? String(one);
    return labelRender ? labelRender({ value: one as string, label }) : label;
  });
}

/**
 * A multiple Select's chosen options as its tags, each with its remove mark, which removes the
 * option as the real one's does, without opening the list or loading the Select.
 */
function Tags({ labels, onRemove }: { labels: ReactNode[]; onRemove?: (index: number) => void }) {
  return labels.map((label, index) => (
    <span key={index} className="console-select-tag">
      {label}
      <CloseOutlined
        aria-hidden
        className="console-select-tag-remove"
        // The focus stays where it was, and the field is not reached: nothing opens.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.stopPropagation();
          onRemove?.(index);
        }}
      />
    </span>
  ));
}

/** What a multiple Select tells its form when one of its chosen options is removed. */
function removeChosen(props: SelectProps, index: number) {
  const chosen = chosenOf(props);
  const removed = chosen[index];
  const rest = chosen.filter((_, i) => i !== index);
  const options = props.options ?? [];
  const optionOf = (one: unknown) => options.find((option) => option.value === one);
  props.onDeselect?.(removed, optionOf(removed) ?? { value: removed as string });
  props.onChange?.(
    rest,
    rest.map((one) => optionOf(one) ?? { value: one as string }),
  );
}

const placeholderText = (placeholder: ReactNode) =>
  typeof placeholder === 'string' ? placeholder : '';

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
      prefix={
        tags && labels.length > 0 ? (
          <Tags
            labels={labels}
            onRemove={disabled ? undefined : (index) => removeChosen(props, index)}
          />
        ) : undefined
      }
      // Sized as antd's Select: to what it shows outside a form (styles.css), the field in one.
      htmlSize={Math.max(String(typed ?? shown).length, placeholderText(placeholder).length, 4)}
      className={['console-select-stand-in', props.className].filter(Boolean).join(' ')}
      classNames={tags ? { root: 'console-select-tags' } : undefined}
      suffix={
        loading ? (
          <LoadingOutlined className="console-stand-in-icon" />
        ) : (
          <DownOutlined className="console-stand-in-icon" style={{ fontSize: 12 }} />
        )
      }
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
