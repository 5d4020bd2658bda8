import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from './fold';
import { currentZoneName, timeZoneNames } from './time-zones';

describe('foldText', () => {
  it('ignores accents, case and đ', () => {
    expect(foldText('Nguyễn Thị Đào')).toBe('nguyen thi dao');
    expect(matchesSearch('Nguyễn Thanh Hà', 'nguyen')).toBe(true);
    expect(matchesSearch('Việt Nam', 'Viet')).toBe(true);
    expect(matchesSearch('Việt Nam', 'Laos')).toBe(false);
  });

  it('treats spaces and underscores alike', () => {
    expect(matchesSearch('Asia/Ho_Chi_Minh', 'ho chi')).toBe(true);
  });
});

describe('time zones', () => {
  it('list Asia/Ho_Chi_Minh where the browser says Asia/Saigon', () => {
    const names = timeZoneNames(['Asia/Saigon', 'Europe/Paris', 'Asia/Calcutta']);
    expect(names).toEqual(['Asia/Ho_Chi_Minh', 'Asia/Kolkata', 'Europe/Paris', 'UTC']);
    expect(currentZoneName('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(currentZoneName('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('include the server’s name for Vietnam in this runtime', () => {
    expect(timeZoneNames()).toContain('Asia/Ho_Chi_Minh');
  });
});
