import type { RpaJob, RpaRun } from '@console/contract/schemas/rpa';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '../../../test/fake-server';
import { renderScreen, screen } from '../../../test/render';
import { JobShowPage } from './job-show-page';

/**
 * The job page's "Run now" sends an idempotency key with its call (docs/decisions/idempotency.md):
 * the same for a retry of the click, so a lost answer never starts a second run, and a new one
 * once a run has started. The server's refusal of a second manual run while one runs is shown.
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const job: RpaJob = {
  id: 4,
  admin_id: 7,
  admin_name: 'parent01',
  name: 'Khóa màn hình tối',
  command: 'lockscreen',
  target: 'parent',
  agent_ids: [],
  staff_ids: [],
  schedule: 'daily',
  run_at: '',
  time: '21:30',
  days: [],
  cron: '',
  timezone: 'Asia/Ho_Chi_Minh',
  state: 'active',
  next_run_at: '2030-03-10T14:30:00.000Z',
  last_run_at: null,
  last_run: null,
  created_by: 'parent01',
  created_at: '2030-03-01T00:00:00.000Z',
  updated_at: '2030-03-01T00:00:00.000Z',
};

const run: RpaRun = {
  id: 11,
  job_id: 4,
  command: 'lockscreen',
  scheduled_for: '2030-03-09T12:00:00.000Z',
  started_at: '2030-03-09T12:00:00.000Z',
  finished_at: null,
  state: 'running',
  trigger: 'manual',
  total: 1,
  counts: { queued: 1, delivered: 0, succeeded: 0, failed: 0, expired: 0, offline: 0 },
};

const empty = () => ({ success: true as const, total: 0, list: [] });

describe('the job page’s Run now', { timeout: 120_000 }, () => {
  it('sends one key for a click and its retry, and shows the refusal of a second run', async () => {
    const api = renderScreen(<JobShowPage />, {
      as: 'parent',
      at: '/rpamanage/4',
      path: '/rpamanage/:id',
      server: {
        'rpa.jobGet': () => ({ success: true as const, item: job }),
        'rpa.runList': empty,
        'rpa.jobHistory': empty,
        'rpa.jobRunNow': () => failure(409, 'rpa.run_pending'),
      },
    });
    const button = await screen.findByRole('button', { name: /Run now/ }, LOADED);
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'A run of this job started by hand is still running: wait until it finishes',
        {},
        LOADED,
      ),
    ).toBeTruthy();

    api.answer({ 'rpa.jobRunNow': () => ({ success: true as const, item: run }) });
    await waitFor(() => expect(button.closest('button')?.className).not.toContain('loading'));
    fireEvent.click(button);
    await waitFor(() => expect(api.calls('rpa.jobRunNow')).toHaveLength(2));
    const [first, retry] = api.calls('rpa.jobRunNow').map((call) => call.headers);
    expect(first?.['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(retry?.['idempotency-key']).toBe(first?.['idempotency-key']);
    expect(api.calls('rpa.jobRunNow')[0]?.input).toEqual({ id: 4 });
  });
});
