import { describe, expect, it } from 'vitest';
import { SEARCH_FIELD_SEPARATOR, foldSearch, searchTextOf } from './search';

describe('foldSearch', () => {
  it('drops accents and case, and reads đ as d', () => {
    expect(foldSearch('Nguyễn Thị Đào')).toBe('nguyen thi dao');
    expect(foldSearch('NGUYỄN')).toBe('nguyen');
    expect(foldSearch('Phạm Văn Đức')).toBe('pham van duc');
    expect(foldSearch('Việt Nam')).toBe('viet nam');
  });

  it('keeps % and _ as they are and collapses white space', () => {
    expect(foldSearch('  50%_off\t Tết  ')).toBe('50%_off tet');
  });

  it('answers no keyword for none, or only white space', () => {
    expect(foldSearch('')).toBe('');
    expect(foldSearch(' \t\n ')).toBe('');
  });

  it('leaves no field separator in a keyword', () => {
    expect(foldSearch(`a${SEARCH_FIELD_SEPARATOR}b`)).toBe('a b');
    expect(searchTextOf(['Nguyễn', null, 'A@B.vn'])).toBe(
      ['nguyen', '', 'a@b.vn'].join(SEARCH_FIELD_SEPARATOR),
    );
  });
});
