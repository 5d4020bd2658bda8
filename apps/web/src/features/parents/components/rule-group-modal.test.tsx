import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { RuleGroupModal } from './rule-group-modal';

/** The app names the blocklist's picker offers; the web lists' form asks for them too. */
const server = { 'rules.appNames': () => ({ success: true as const, list: ['Zalo'] }) };

const open = (kind: 'blacklist' | 'whitelist') =>
  renderScreen(<RuleGroupModal kind={kind} parentId={3} open onClose={() => {}} />, {
    as: 'parent',
    at: '/children?tab=2',
    server,
  });

describe('a new web list of a parent', () => {
  it("asks a blacklist's name with the spec's own words", async () => {
    open('blacklist');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input your blacklist name!')).toBeTruthy();
  });

  it('asks it in Vietnamese too', async () => {
    await inLanguage('vi');
    open('blacklist');
    fireEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập tên danh sách đen!')).toBeTruthy();
  });

  it("asks a whitelist's name as every group's: 'Please input name!'", async () => {
    open('whitelist');
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name!')).toBeTruthy();
  });
});
