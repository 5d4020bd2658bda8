import { describe, expect, it } from 'vitest';
import { reportItem, reportsRequest } from './reports';

/** The refusals of one report item, as `path: message key`. */
function refusals(item: unknown): string[] {
  const result = reportItem.safeParse(item);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const url = (over: Record<string, unknown> = {}) => ({
  type: 'url',
  user_id: 5,
  url: 'https://example.com/a',
  start_time: '2027-03-01T08:00:00+07:00',
  ...over,
});
const app = (start_time: string, stop_time: string) => ({
  type: 'app',
  user_id: null,
  app_name: 'Zalo',
  start_time,
  stop_time,
});

describe('a report item’s time', () => {
  it('takes an ISO 8601 time with a date and a time', () => {
    expect(refusals(url())).toEqual([]);
    expect(refusals(url({ start_time: '2027-03-01T01:00:00Z' }))).toEqual([]);
    expect(refusals(url({ start_time: '2027-03-01T01:00:00.123Z' }))).toEqual([]);
  });

  it.each([
    ['a day alone', '2027-03-01'],
    ['a time before the day', 'T08:00 2027-03-01'],
    ['words', 'yesterday'],
    ['a time that does not exist', '2027-03-01T25:00:00Z'],
    ['a date in another order', '01-03-2027T08:00:00Z'],
  ])('refuses %s', (_, time) => {
    expect(refusals(url({ start_time: time }))).toEqual([
      'start_time: validation.campaign_time_format',
    ]);
  });
});

describe('a URL item', () => {
  it('takes http and https addresses, in any case, and counts one request by default', () => {
    expect(reportItem.parse(url())).toMatchObject({ request_count: 1, title: '' });
    expect(refusals(url({ url: 'HTTP://EXAMPLE.COM' }))).toEqual([]);
  });

  it.each([
    ['another scheme', 'ftp://example.com'],
    ['no scheme', 'example.com/a'],
    ['a space inside', 'https://example.com/a b'],
    ['a scheme alone', 'https://'],
    ['text before the scheme', 'see https://example.com'],
  ])('refuses %s', (_, address) => {
    expect(refusals(url({ url: address }))).toEqual(['url: validation.agent_url']);
  });
});

describe('an app session', () => {
  it('stops at or after its start, at most 48 hours later', () => {
    expect(refusals(app('2027-03-01T08:00:00Z', '2027-03-01T08:00:00Z'))).toEqual([]);
    expect(refusals(app('2027-03-01T08:00:00Z', '2027-03-03T08:00:00Z'))).toEqual([]);
    // The same instant written in two zones.
    expect(refusals(app('2027-03-01T15:00:00+07:00', '2027-03-01T08:00:00Z'))).toEqual([]);
  });

  it('refuses a stop before its start, on the stop', () => {
    expect(refusals(app('2027-03-01T08:00:00Z', '2027-03-01T07:59:59Z'))).toEqual([
      'stop_time: validation.window_order',
    ]);
    expect(refusals(app('2027-03-01T08:00:00+07:00', '2027-03-01T07:00:00+07:00'))).toEqual([
      'stop_time: validation.window_order',
    ]);
  });

  it('refuses a session over 48 hours, by a second, on the stop', () => {
    expect(refusals(app('2027-03-01T08:00:00Z', '2027-03-03T08:00:01Z'))).toEqual([
      'stop_time: validation.report_session_too_long',
    ]);
  });
});

describe('a batch', () => {
  it('names itself with up to 64 letters, digits and . _ : -', () => {
    const batch = (batch_id: string) => reportsRequest.safeParse({ batch_id, items: [] }).success;
    expect(batch('agent-7:2027.03.01_1')).toBe(true);
    expect(batch('a'.repeat(64))).toBe(true);
    expect(batch('a'.repeat(65))).toBe(false);
    expect(batch('')).toBe(false);
    expect(batch('batch 1')).toBe(false);
  });
});
