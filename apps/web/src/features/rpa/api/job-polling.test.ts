import type { RpaJob } from '@console/contract/schemas/rpa';
import { describe, expect, it } from 'vitest';
import { pollDelay } from './job-polling';

const now = Date.parse('2026-11-27T06:00:00Z');
const job = (fields: Partial<RpaJob>) =>
  ({ state: 'active', next_run_at: null, last_run: null, ...fields }) as RpaJob;
const inMs = (ms: number) => new Date(now + ms).toISOString();

describe('pollDelay', () => {
  it('reads a job due within the minute, or running, every 5 s', () => {
    expect(pollDelay(job({ next_run_at: inMs(30_000) }), now)).toBe(5_000);
    expect(pollDelay(job({ next_run_at: inMs(-10_000) }), now)).toBe(5_000);
    expect(
      pollDelay(job({ state: 'done', last_run: { state: 'running' } as RpaJob['last_run'] }), now),
    ).toBe(5_000);
  });

  it('wakes an active job due later when it comes within the minute, at most 5 minutes on', () => {
    expect(pollDelay(job({ next_run_at: inMs(75_000) }), now)).toBe(15_000);
    expect(pollDelay(job({ next_run_at: inMs(62_000) }), now)).toBe(5_000);
    expect(pollDelay(job({ next_run_at: inMs(3_600_000) }), now)).toBe(300_000);
  });

  it('does not poll a paused or finished job', () => {
    expect(pollDelay(job({ state: 'paused', next_run_at: inMs(30_000) }), now)).toBe(false);
    expect(pollDelay(job({ state: 'done' }), now)).toBe(false);
    expect(pollDelay(undefined, now)).toBe(false);
  });
});
