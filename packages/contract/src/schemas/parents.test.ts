import { describe, expect, it } from 'vitest';
import { timerSetRequest, timerWindow } from './parents';

type Window = { weekday: string; start: string; end: string };
const w = (weekday: string, start: string, end: string): Window => ({ weekday, start, end });

/** The refusals of a timer, as `path: message key`. */
function refusals(windows: Window[]): string[] {
  const result = timerSetRequest.safeParse({ staff_id: 4, windows });
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a timer window', () => {
  it('ends after it starts; 24:00 ends the day', () => {
    expect(timerWindow.parse(w('mon', '08:00', '08:01'))).toEqual(w('mon', '08:00', '08:01'));
    expect(timerWindow.safeParse(w('mon', '00:00', '24:00')).success).toBe(true);
    expect(timerWindow.safeParse(w('mon', '23:59', '24:00')).success).toBe(true);
  });

  it('refuses an end at or before the start, on the end', () => {
    const order = (window: Window) =>
      timerWindow.safeParse(window).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(order(w('mon', '08:00', '08:00'))).toEqual(['end: validation.window_order']);
    expect(order(w('mon', '09:00', '08:59'))).toEqual(['end: validation.window_order']);
    expect(order(w('mon', '24:00', '08:00'))).toEqual(['end: validation.window_order']);
  });
});

describe('a timer’s windows', () => {
  it('take windows that touch, or overlap on other days', () => {
    expect(
      refusals([
        w('mon', '08:00', '12:00'),
        w('mon', '12:00', '13:00'),
        w('mon', '06:00', '08:00'),
        w('tue', '08:00', '12:00'),
        w('wed', '00:00', '24:00'),
      ]),
    ).toEqual([]);
    expect(refusals([])).toEqual([]);
  });

  it('refuse a window that overlaps an earlier one of its day, on the later one’s start', () => {
    expect(refusals([w('mon', '08:00', '12:00'), w('mon', '11:59', '13:00')])).toEqual([
      'windows.1.start: validation.window_overlap',
    ]);
    // Inside, around, and the same window again.
    expect(refusals([w('fri', '08:00', '12:00'), w('fri', '09:00', '10:00')])).toEqual([
      'windows.1.start: validation.window_overlap',
    ]);
    expect(refusals([w('fri', '09:00', '10:00'), w('fri', '08:00', '12:00')])).toEqual([
      'windows.1.start: validation.window_overlap',
    ]);
    expect(refusals([w('sun', '09:00', '10:00'), w('sun', '09:00', '10:00')])).toEqual([
      'windows.1.start: validation.window_overlap',
    ]);
    // One that ends a minute into the earlier window.
    expect(refusals([w('mon', '08:00', '12:00'), w('mon', '07:00', '08:01')])).toEqual([
      'windows.1.start: validation.window_overlap',
    ]);
  });

  it('flag each later window once, whatever it overlaps', () => {
    expect(
      refusals([
        w('sat', '08:00', '12:00'),
        w('sat', '10:00', '14:00'),
        w('sun', '10:00', '14:00'),
        w('sat', '07:00', '15:00'),
      ]),
    ).toEqual([
      'windows.1.start: validation.window_overlap',
      'windows.3.start: validation.window_overlap',
    ]);
  });
});
