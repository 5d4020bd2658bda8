import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, renderScreen, screen } from '../test/render';
import { SearchBox } from './search-box';

/**
 * A search box's two icon-only buttons (search, and clear once something is typed) are named in
 * the reader's language: antd names them by their icons' English drawings, which the build hides
 * (build/decorative-icons.ts).
 */
const LOADED = { timeout: 15_000 };

describe('the search box', { timeout: 60_000 }, () => {
  it('names its search and clear buttons, and clearing searches for nothing', async () => {
    const onSearch = vi.fn();
    renderScreen(<SearchBox value="" onSearch={onSearch} label="Search by name" />);
    const box = await screen.findByRole('searchbox', { name: 'Search by name' }, LOADED);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    await userEvent.type(box, 'zalo');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('names them in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(<SearchBox value="zalo" onSearch={() => {}} label="Tìm theo tên" />);
    await screen.findByRole('searchbox', { name: 'Tìm theo tên' }, LOADED);
    expect(screen.getByRole('button', { name: 'Tìm kiếm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xóa nội dung' })).toBeTruthy();
  });
});
