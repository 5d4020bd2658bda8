import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker as AntdDatePicker, Form, Input, TimePicker as AntdTimePicker } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { heldModule, holdParts, release } from '../test/held-part';
import { renderScreen, screen } from '../test/render';
import { DateField } from './date-field';
import { DateRangeFilter } from './date-range-filter';

// antd's pickers come as a chunk of their own when a date field is reached: here it is held
// back, as a slow network holds it, so the stand-in is what the person types into.
vi.mock('./date-picker-part', () =>
  heldModule({
    default: AntdDatePicker,
    RangePicker: AntdDatePicker.RangePicker,
    TimePicker: AntdTimePicker,
  }),
);

holdParts();

/** A promotion's form in short: its expiry day, then its percent. */
function ExpiryForm({ onValues }: { onValues: (values: { expires?: string }) => void }) {
  return (
    <Form onValuesChange={(_, values) => onValues(values as { expires?: string })}>
      <Form.Item name="expires" label="Expires">
        <DateField />
      </Form.Item>
      <Form.Item name="percent" label="Percent">
        <Input />
      </Form.Item>
    </Form>
  );
}

/** A limit, not a goal: antd's picker takes a while to render on a busy machine. */
const LOADED = { timeout: 15_000 };

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('a date field before its picker has loaded', () => {
  it('keeps a day typed into it, and the picker starts with that day', async () => {
    const values = vi.fn();
    renderScreen(<ExpiryForm onValues={values} />, { as: null });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Expires'));
    await user.keyboard('12/31/2030');
    expect(valueOf(screen.getByLabelText('Expires'))).toBe('12/31/2030');

    release();
    // The real picker takes the field's place, focused, with what was typed as its text.
    await waitFor(() => expect(document.querySelector('.ant-picker input')).toBeTruthy(), LOADED);
    const picker = document.querySelector<HTMLInputElement>('.ant-picker input')!;
    await waitFor(() => expect(picker.value).toBe('12/31/2030'));
    expect(document.activeElement).toBe(picker);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(picker.value).toBe('12/31/2030');
    expect(values).toHaveBeenLastCalledWith(expect.objectContaining({ expires: '2030-12-31' }));
  });

  it('keeps a day typed into it and left, and the picker comes with it as its value', async () => {
    const values = vi.fn();
    renderScreen(<ExpiryForm onValues={values} />, { as: null });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Expires'));
    await user.keyboard('12/31/2030');
    await user.click(screen.getByLabelText('Percent'));
    expect(valueOf(screen.getByLabelText('Expires'))).toBe('12/31/2030');
    expect(values).toHaveBeenLastCalledWith(expect.objectContaining({ expires: '2030-12-31' }));

    release();
    // The real picker takes the field's place with the day as its value, and leaves the focus.
    await waitFor(() => expect(document.querySelector('.ant-picker input')).toBeTruthy(), LOADED);
    const picker = document.querySelector<HTMLInputElement>('.ant-picker input')!;
    expect(picker.value).toBe('12/31/2030');
    expect(document.activeElement).toBe(screen.getByLabelText('Percent'));
  });
});

describe('a period before its picker has loaded', () => {
  it('starts the picker with a day typed into its start, open and focused there', async () => {
    renderScreen(<DateRangeFilter onChange={() => {}} />, { as: null });
    const user = userEvent.setup();
    const start = screen.getByPlaceholderText('Start date');
    await user.click(start);
    await user.keyboard('11/01/2026');
    expect(valueOf(screen.getByPlaceholderText('Start date'))).toBe('11/01/2026');

    release();
    // The real picker takes the period's place, open, its start focused with what was typed.
    await waitFor(
      () => expect(document.querySelector('.ant-picker-range input')).toBeTruthy(),
      LOADED,
    );
    const realStart = document.querySelector<HTMLInputElement>('.ant-picker-range input')!;
    await waitFor(() => expect(realStart.value).toBe('11/01/2026'));
    expect(document.activeElement).toBe(realStart);
    expect(document.querySelector('.ant-picker-dropdown')).toBeTruthy();
  });
});
