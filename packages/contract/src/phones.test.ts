import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phones';

describe('normalizePhone', () => {
  it('drops spaces, dots and dashes and writes +84 and 84 as 0', () => {
    expect(normalizePhone(' +84 912.345-678 ')).toBe('0912345678');
    expect(normalizePhone('84912345678')).toBe('0912345678');
    expect(normalizePhone('0912345678')).toBe('0912345678');
    // 84 inside the number stays.
    expect(normalizePhone('0984123456')).toBe('0984123456');
  });

  it('takes 9 to 12 digits and nothing else', () => {
    expect(normalizePhone('091234567')).toBe('091234567');
    expect(normalizePhone('091234567890')).toBe('091234567890');
    expect(normalizePhone('09123456')).toBeNull();
    expect(normalizePhone('0912345678901')).toBeNull();
    expect(normalizePhone('0912a45678')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });

  it('reads 84 in front as the country code even on a short number', () => {
    // docs/spec/readings.md: 84 in front becomes 0, whatever follows; 849123456 is then 8 digits, too few.
    expect(normalizePhone('849123456')).toBeNull();
  });
});
