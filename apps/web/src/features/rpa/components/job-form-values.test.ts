import type { RpaJob } from '@console/contract/schemas/rpa';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldIssues, fromJob, toInput, type JobFormValues } from './job-form-values';

const base: JobFormValues = {
  admin_id: 7,
  name: 'Bedtime',
  command: 'lockscreen',
  target: 'parent',
  agent_ids: [],
  staff_ids: [],
  schedule: 'now',
  days: [],
  cron: '',
  timezone: 'Asia/Ho_Chi_Minh',
};

describe('the job form', () => {
  it('sends a picked time as the instant it is in the job’s zone', () => {
    const input = toInput({
      ...base,
      schedule: 'at',
      run_at: dayjs('2026-11-27T10:30', 'YYYY-MM-DDTHH:mm'),
    });
    expect(input.run_at).toBe('2026-11-27T03:30:00.000Z');
    expect(input.time).toBe('');
  });

  it('sends the time of day of a weekly job as HH:mm, and no instant', () => {
    const input = toInput({
      ...base,
      schedule: 'weekly',
      days: [1, 3],
      time: dayjs('07:05', 'HH:mm'),
      run_at: dayjs(),
    });
    expect(input).toMatchObject({ time: '07:05', run_at: '', days: [1, 3] });
    expect(fieldIssues(input)).toEqual([]);
  });

  it('shows a saved job’s time on the wall clock of its zone, and sends it back unchanged', () => {
    const job = {
      ...base,
      id: 1,
      schedule: 'at',
      run_at: '2026-11-27T03:30:00.000Z',
      time: '',
      timezone: 'America/New_York',
    } as unknown as RpaJob;
    const values = fromJob(job);
    expect(values.run_at?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-26 22:30');
    expect(toInput(values).run_at).toBe('2026-11-27T03:30:00.000Z');
  });

  it('names the field the contract refuses: weekly needs days, chosen agents need agents', () => {
    const weekly = toInput({ ...base, schedule: 'weekly', time: dayjs('07:00', 'HH:mm') });
    expect(fieldIssues(weekly)).toEqual([
      { name: 'days', message: 'validation.rpa_days_required' },
    ]);
    const agents = toInput({ ...base, target: 'agents' });
    expect(fieldIssues(agents)).toEqual([
      { name: 'agent_ids', message: 'validation.rpa_agents_required' },
    ]);
  });
});
