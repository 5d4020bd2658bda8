import { describe, expect, it } from 'vitest';
import { jobFields, RPA_DEFAULT_TIME_ZONE } from './rpa';

/** A job run now on one chosen agent; each test changes what it is about. */
const job = (over: Record<string, unknown> = {}) => ({
  admin_id: 7,
  name: 'Restart the shop',
  command: 'restart_now',
  target: 'agents',
  agent_ids: [11],
  schedule: 'now',
  ...over,
});

/** The refusals of a job, as `path: message key`. */
function refusals(input: unknown): string[] {
  const result = jobFields.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a remote automation job', () => {
  it('is taken run now on chosen agents, with the default zone and empty schedule fields', () => {
    expect(jobFields.parse(job())).toEqual({
      ...job(),
      staff_ids: [],
      run_at: '',
      time: '',
      days: [],
      cron: '',
      timezone: RPA_DEFAULT_TIME_ZONE,
    });
  });

  describe('targets', () => {
    it('needs an agent for target agents, a staff user for target staff, neither for the parent', () => {
      expect(refusals(job({ agent_ids: [] }))).toEqual([
        'agent_ids: validation.rpa_agents_required',
      ]);
      expect(refusals(job({ agent_ids: undefined }))).toEqual([
        'agent_ids: validation.rpa_agents_required',
      ]);
      expect(refusals(job({ target: 'staff', agent_ids: [] }))).toEqual([
        'staff_ids: validation.rpa_staff_required',
      ]);
      expect(refusals(job({ target: 'staff', agent_ids: [], staff_ids: [3] }))).toEqual([]);
      expect(refusals(job({ target: 'parent', agent_ids: [] }))).toEqual([]);
    });

    it('does not ask for the other kind of pick', () => {
      // Target agents with no staff users, target staff with no agents: each only its own.
      expect(refusals(job({ target: 'agents', staff_ids: [] }))).toEqual([]);
      expect(refusals(job({ target: 'staff', staff_ids: [3], agent_ids: [] }))).toEqual([]);
    });
  });

  describe('at a time', () => {
    const at = (run_at: unknown, over: Record<string, unknown> = {}) =>
      job({ schedule: 'at', run_at, ...over });

    it('needs run_at', () => {
      expect(refusals(job({ schedule: 'at' }))).toEqual(['run_at: validation.rpa_at_required']);
      expect(refusals(at('  '))).toEqual(['run_at: validation.rpa_at_required']);
    });

    it.each([
      '2030-01-02T08:30',
      '2030-01-02T08:30:15',
      '2030-01-02T08:30:15.250',
      '2030-01-02T08:30Z',
      '2030-01-02T08:30+07:00',
      '2030-01-02T08:30-0330',
    ])('takes %s', (runAt) => {
      expect(refusals(at(runAt))).toEqual([]);
    });

    it.each([
      ['a day alone', '2030-01-02'],
      ['no minutes', '2030-01-02T08'],
      ['words', 'tomorrow at eight'],
      ['text before the time', 'x2030-01-02T08:30'],
      ['text after the time', '2030-01-02T08:30 please'],
      ['a fourth decimal', '2030-01-02T08:30:15.2500'],
      ['an hour that does not exist', '2030-01-02T25:30'],
      ['a month that does not exist', '2030-13-02T08:30'],
    ])('refuses %s as invalid', (_, runAt) => {
      expect(refusals(at(runAt))).toEqual(['run_at: validation.invalid']);
    });

    it('refuses a day the calendar does not have, and takes the 29th of February of a leap year', () => {
      expect(refusals(at('2030-02-30T08:30'))).toEqual(['run_at: validation.no_such_day']);
      expect(refusals(at('2031-02-29T08:30Z'))).toEqual(['run_at: validation.no_such_day']);
      expect(refusals(at('2032-02-29T08:30Z'))).toEqual([]);
    });

    it('reads run_at only for a job at a time', () => {
      expect(refusals(job({ run_at: 'whenever' }))).toEqual([]);
      expect(refusals(job({ schedule: 'daily', time: '08:00', run_at: 'whenever' }))).toEqual([]);
    });
  });

  describe('daily and weekly', () => {
    it('needs a time of day, HH:mm', () => {
      expect(refusals(job({ schedule: 'daily' }))).toEqual(['time: validation.rpa_time_required']);
      expect(refusals(job({ schedule: 'weekly', days: [1] }))).toEqual([
        'time: validation.rpa_time_required',
      ]);
      expect(refusals(job({ schedule: 'daily', time: '00:00' }))).toEqual([]);
      expect(refusals(job({ schedule: 'daily', time: '23:59' }))).toEqual([]);
      expect(refusals(job({ schedule: 'weekly', time: '19:05', days: [7] }))).toEqual([]);
    });

    it.each(['24:00', '8:30', '08:60', '0830', 'x8:30'])('refuses the time %s', (time) => {
      expect(refusals(job({ schedule: 'daily', time }))).toEqual([
        'time: validation.rpa_time_format',
      ]);
      expect(refusals(job({ schedule: 'weekly', time, days: [2] }))).toEqual([
        'time: validation.rpa_time_format',
      ]);
    });

    it('needs days for a weekly job only', () => {
      expect(refusals(job({ schedule: 'weekly', time: '08:00' }))).toEqual([
        'days: validation.rpa_days_required',
      ]);
      expect(refusals(job({ schedule: 'weekly', time: '08:00', days: [1, 3, 5] }))).toEqual([]);
      expect(refusals(job({ schedule: 'daily', time: '08:00', days: [] }))).toEqual([]);
    });

    it('reads time only for daily and weekly jobs', () => {
      expect(refusals(job({ time: 'noon' }))).toEqual([]);
      expect(refusals(job({ schedule: 'cron', cron: '0 8 * * *', time: 'noon' }))).toEqual([]);
    });

    it('gives each missing field of a weekly job its own issue', () => {
      expect(refusals(job({ schedule: 'weekly', agent_ids: [] }))).toEqual([
        'agent_ids: validation.rpa_agents_required',
        'time: validation.rpa_time_required',
        'days: validation.rpa_days_required',
      ]);
    });
  });

  describe('by cron', () => {
    it('needs the expression, for a cron job only', () => {
      expect(refusals(job({ schedule: 'cron' }))).toEqual(['cron: validation.rpa_cron_required']);
      expect(refusals(job({ schedule: 'cron', cron: '   ' }))).toEqual([
        'cron: validation.rpa_cron_required',
      ]);
      expect(refusals(job({ schedule: 'cron', cron: '*/5 * * * *' }))).toEqual([]);
      expect(refusals(job({ schedule: 'now', cron: '' }))).toEqual([]);
    });
  });

  describe('the time zone', () => {
    it('takes an IANA zone, trimmed', () => {
      expect(jobFields.parse(job({ timezone: ' Europe/Paris ' })).timezone).toBe('Europe/Paris');
      expect(jobFields.parse(job({ timezone: 'UTC' })).timezone).toBe('UTC');
    });

    it('refuses an empty or unknown zone', () => {
      expect(refusals(job({ timezone: '' }))).toEqual(['timezone: validation.rpa_timezone']);
      expect(refusals(job({ timezone: 'Mars/Olympus_Mons' }))).toEqual([
        'timezone: validation.rpa_timezone',
      ]);
    });
  });
});
