import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refused } from '../../../test/refused';
import { renderScreen, screen } from '../../../test/render';
import { IntegrationsPage } from './integrations-page';

/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const server = {
  'redemption.clients.list': () => ({ success: true as const, total: 0, list: [] }),
  'campaigns.list': () => ({ success: true as const, total: 0, list: [] }),
};

const nameField = () => screen.getByLabelText('Name').closest('.ant-form-item');
/**
 * The notices on screen (antd renders them outside the screen's own tree), less those on their
 * way out: happy-dom runs no animation, so a closed notice would stay in its leave motion.
 */
const notices = () =>
  Array.from(
    document.querySelectorAll('.ant-notification-notice:not(.ant-notification-fade-leave)'),
  );
/** Past the moment the web caller would show its own notice for a failure nobody claimed. */
const settle = () => new Promise((done) => setTimeout(done, 50));

describe('a new integration client refused by the server', { timeout: 120_000 }, () => {
  it('shows the field error under its field only, and takes it away once the field changes', async () => {
    const api = renderScreen(<IntegrationsPage />, { at: '/integrations', server });
    api.answer({
      'redemption.clients.create': () =>
        refused('common.invalid_input', [
          { path: 'name', message: 'validation.too_long', params: { max: 100 } },
        ]),
    });
    fireEvent.change(await screen.findByLabelText('Name', {}, LOADED), {
      target: { value: 'Kiosk' },
    });
    fireEvent.click(screen.getByLabelText('Merchant'));
    fireEvent.click(screen.getByRole('button', { name: 'New client' }));

    await waitFor(() =>
      expect(nameField()?.textContent).toContain('Must be at most 100 characters'),
    );
    await settle();
    expect(screen.queryByText('Invalid input')).toBeNull();
    expect(notices()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kiosk 2' } });
    await waitFor(() =>
      expect(nameField()?.textContent).not.toContain('Must be at most 100 characters'),
    );
  });

  it('puts in a notice only what has no field to sit under, and the next notice replaces it', async () => {
    const api = renderScreen(<IntegrationsPage />, { at: '/integrations', server });
    api.answer({
      'redemption.clients.create': () =>
        refused('common.invalid_input', [
          { path: 'secret', message: 'validation.too_long', params: { max: 100 } },
        ]),
    });
    fireEvent.change(await screen.findByLabelText('Name', {}, LOADED), {
      target: { value: 'Kiosk' },
    });
    fireEvent.click(screen.getByLabelText('Merchant'));
    fireEvent.click(screen.getByRole('button', { name: 'New client' }));
    await waitFor(() =>
      expect(notices().map((notice) => notice.textContent)).toEqual([
        expect.stringContaining('Must be at most 100 characters'),
      ]),
    );
    await settle();
    expect(screen.queryByText('Invalid input')).toBeNull();

    api.answer({
      'redemption.clients.create': () => ({
        success: true as const,
        item: {
          id: 3,
          name: 'Kiosk',
          campaignTypes: ['merchant' as const],
          campaignIds: [],
          createdBy: 'admin01',
          createdAt: '2026-11-29T02:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
        },
        key: 'k'.repeat(40),
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'New client' }));
    // The failure's notice goes when the success's comes: they do not stack.
    await waitFor(() =>
      expect(notices().map((notice) => notice.textContent)).toEqual([
        expect.stringContaining('Integration client created'),
      ]),
    );
  });
});
