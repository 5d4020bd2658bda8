import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, renderScreen, screen } from '../test/render';
import { LicenceBar } from './licence-bar';

/**
 * The licence bar of the user's page and of /children's Parent tab (spec section 2): the share of
 * the period's whole days gone, with two decimals; an account that never had a licence gets an
 * empty grey bar reading "No licence", not a full one.
 */
const LOADED = { timeout: 15_000 };
const LABEL = 'Licence used';

beforeEach(() => {
  // Only the date: antd's and the query client's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-01-11T12:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const bar = async () =>
  (await screen.findByRole('progressbar', { name: LABEL }, LOADED)).closest('.ant-progress')!;

describe('the licence bar', { timeout: 60_000 }, () => {
  it('reads "No licence", empty and grey, without dates', async () => {
    renderScreen(<LicenceBar begin={null} end={null} label={LABEL} />);
    const progress = await bar();
    expect(progress.textContent).toBe('No licence');
    expect(screen.getByRole('progressbar', { name: LABEL }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(progress.className).not.toMatch(/ant-progress-status-(success|exception)/);
  });

  it('says it in Vietnamese too', async () => {
    await inLanguage('vi');
    renderScreen(<LicenceBar begin={null} end={null} label={LABEL} />);
    expect((await bar()).textContent).toBe('Chưa có giấy phép');
  });

  it('counts whole days gone: 10 of 30 at noon of the eleventh day', async () => {
    renderScreen(
      <LicenceBar begin="2024-01-01T00:00:00.000Z" end="2024-01-31T00:00:00.000Z" label={LABEL} />,
    );
    const progress = await bar();
    expect(progress.textContent).toBe('33.33%');
    expect(progress.className).not.toMatch(/ant-progress-status-(success|exception)/);
  });

  it('writes the share with the Vietnamese decimal mark in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(
      <LicenceBar begin="2024-01-01T00:00:00.000Z" end="2024-01-31T00:00:00.000Z" label={LABEL} />,
    );
    expect((await bar()).textContent).toBe('33,33%');
  });

  it('is full and red once the period is over, never green', async () => {
    renderScreen(
      <LicenceBar begin="2023-01-01T00:00:00.000Z" end="2023-02-01T00:00:00.000Z" label={LABEL} />,
    );
    const progress = await bar();
    expect(progress.textContent).toBe('100.00%');
    expect(progress.className).toMatch(/ant-progress-status-exception/);
  });
});
