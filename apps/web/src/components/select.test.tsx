import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Select as AntdSelect } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { heldModule, holdParts } from '../test/held-part';
import { renderScreen, screen } from '../test/render';
import { Select } from './select';

// antd's Select comes as a chunk of its own when a Select is reached: here it is held back, as
// a slow network holds it, so the stand-in is what the person types into and clicks.
vi.mock('./select-part', () => heldModule({ default: AntdSelect }));

holdParts();

const banks = [
  { value: 'ABB', label: 'ABBank' },
  { value: 'ACB', label: 'Ngân hàng Á Châu (ACB)' },
];

const staff = [
  { value: 'lan.nguyen', label: 'Nguyễn Thị Lan (lan.nguyen)' },
  { value: 'minh.tran', label: 'Trần Văn Minh (minh.tran)' },
];

describe('a Select before antd’s has loaded', () => {
  it('drops a search that was typed and left, showing no choice it does not hold', async () => {
    renderScreen(
      <>
        <Select aria-label="Bank" showSearch optionFilterProp="label" options={banks} />
        <input aria-label="Next field" />
      </>,
      { as: null },
    );
    const user = userEvent.setup();
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    await user.click(bank);
    await user.keyboard('ACB');
    expect((bank as HTMLInputElement).value).toBe('ACB');
    // Left, as the real Select drops its search on blur.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Next field' })).toBe(document.activeElement);
    expect((screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement).value).toBe('');
  });

  it('shows a multiple Select’s chosen options as tags, each removable, and the form saves so', async () => {
    const saved = vi.fn();
    renderScreen(
      <Form initialValues={{ staff: staff.map((one) => one.value) }} onFinish={saved}>
        <Form.Item name="staff" label="Staff users">
          <Select mode="multiple" options={staff} />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>,
      { as: null },
    );
    for (const { label } of staff) expect(screen.getByText(label)).toBeTruthy();
    // The tags are the choice; the field itself holds no text.
    expect((screen.getByRole('combobox', { name: 'Staff users' }) as HTMLInputElement).value).toBe(
      '',
    );

    const user = userEvent.setup();
    const [removed, kept] = staff as [(typeof staff)[0], (typeof staff)[0]];
    const tag = screen.getByText(removed.label).closest('.console-select-tag');
    const mark = tag?.querySelector('.console-select-tag-remove');
    expect(mark).toBeTruthy();
    await user.click(mark as Element);
    expect(screen.queryByText(removed.label)).toBeNull();
    expect(screen.getByText(kept.label)).toBeTruthy();
    // Removing a tag opens no list, so antd's Select is not needed for it.
    expect(document.querySelector('.ant-select-dropdown')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ staff: [kept.value] }));
  });
});
