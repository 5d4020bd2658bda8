import { Checkbox, type GetProps } from 'antd';

type CheckboxGroupProps = GetProps<typeof Checkbox.Group> & {
  /** The id of the element that names the group: its form label. */
  labelId: string;
};

/**
 * A choice of several boxes in a form, named by its label. A required one keeps its mark on the
 * label only: antd's Form.Item hands `aria-required` to its field, and a group (role "group")
 * may not carry it (axe: aria-allowed-attr); the form's rule still refuses an empty choice.
 */
export function CheckboxGroup({
  labelId,
  'aria-required': _required,
  ...props
}: CheckboxGroupProps & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} aria-labelledby={labelId} />;
}
