import { fireEvent, waitFor } from '@testing-library/react';

/**
 * Picks an option of one of the console's Selects (components/select.tsx) as a person does: the
 * pointer presses the field, which loads antd's Select open in its place, and the option is
 * clicked. `search` is typed first, for a Select that searches (on the server, say).
 */
export async function chooseOption(
  field: HTMLElement,
  option: string | RegExp,
  { search }: { search?: string } = {},
): Promise<void> {
  const label = field.getAttribute('aria-label');
  const id = field.id;
  fireEvent.pointerDown(field);
  fireEvent.mouseDown(field);
  fireEvent.focus(field);
  // The real Select takes the stand-in's place: an open list of options.
  const list = await waitFor(
    () => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].filter(
        (dropdown) => !dropdown.className.includes('ant-select-dropdown-hidden'),
      );
      if (open.length === 0) throw new Error(`The Select ${label ?? id} did not open`);
      return open.at(-1)!;
    },
    { timeout: 5_000 },
  );
  if (search !== undefined) {
    const input = (id ? document.getElementById(id) : null) ?? document.activeElement;
    if (input instanceof HTMLInputElement) fireEvent.change(input, { target: { value: search } });
  }
  const item = await waitFor(
    () => {
      const options = [...list.querySelectorAll<HTMLElement>('.ant-select-item-option')];
      const found = options.find((each) =>
        typeof option === 'string'
          ? each.textContent === option
          : option.test(each.textContent ?? ''),
      );
      if (!found) {
        throw new Error(
          `No option ${String(option)} among ${options.map((o) => o.textContent).join(', ')}`,
        );
      }
      return found;
    },
    { timeout: 5_000 },
  );
  fireEvent.click(item);
}

/** The options an open Select lists, as their texts. */
export function shownOptions(): string[] {
  return [...document.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.textContent ?? '',
  );
}
