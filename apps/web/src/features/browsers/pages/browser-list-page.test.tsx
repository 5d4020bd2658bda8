import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/fake-server';
import { renderScreen, screen } from '../../../test/render';
import { BrowserListPage } from './browser-list-page';

const opera: BlockedBrowser = {
  id: 1,
  browser_name: 'Opera',
  file_name: 'opera.exe',
  original_name: 'opera.exe',
  file_description: 'Opera Internet Browser',
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
};

const page = (list: BlockedBrowser[]) => () => ({
  success: true as const,
  total: list.length,
  list,
  applied: {
    version: 3,
    applied_at: '2026-11-21T04:00:00.000Z',
    applied_by: 'operator1',
    rule_count: list.length,
  },
  pending_changes: false,
});

describe('blocked browsers list', () => {
  it('shows each browser with its file name', async () => {
    renderScreen(<BrowserListPage />, {
      at: '/browser',
      server: { 'browsers.list': page([opera]) },
    });
    expect(await screen.findByText('Opera')).toBeTruthy();
    expect(screen.getAllByText('opera.exe').length).toBeGreaterThan(0);
  });

  it('says the list is empty and offers the first one', async () => {
    renderScreen(<BrowserListPage />, { at: '/browser', server: { 'browsers.list': page([]) } });
    expect(await screen.findByText('Add the first blocked browser')).toBeTruthy();
  });

  it('says the list could not be loaded, and loads it again on Try again', async () => {
    const api = renderScreen(<BrowserListPage />, {
      at: '/browser',
      server: { 'browsers.list': () => failure(500, 'common.internal') },
    });
    expect(await screen.findByText('The data could not be loaded')).toBeTruthy();
    api.answer({ 'browsers.list': page([opera]) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Opera')).toBeTruthy();
  });

  it('sends the keyword a person searches for', async () => {
    const api = renderScreen(<BrowserListPage />, {
      at: '/browser',
      server: { 'browsers.list': page([opera]) },
    });
    await screen.findByText('Opera');
    const search = screen.getByRole('searchbox', { name: 'Search by browser name or file name' });
    fireEvent.change(search, { target: { value: 'oper' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(api.calls('browsers.list').at(-1)?.input).toMatchObject({ keyword: 'oper' }),
    );
  });

  it('keeps the keyword in the address and says when no browser matches it', async () => {
    const api = renderScreen(<BrowserListPage />, {
      at: '/browser',
      server: { 'browsers.list': (input) => page(input.keyword ? [] : [opera])() },
    });
    await screen.findByText('Opera');
    const search = screen.getByRole('searchbox', { name: 'Search by browser name or file name' });
    fireEvent.change(search, { target: { value: 'k3x9' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('No blocked browser matches “k3x9”')).toBeTruthy();
    expect(screen.queryByText('Opera')).toBeNull();
    expect(api.location()).toMatch(/[?&]keyword=k3x9/);
  });
});
