import { describe, expect, it } from 'vitest';
import { totalFromPage } from './paging';

describe('totalFromPage', () => {
  it('reads the total off a short page', () => {
    expect(totalFromPage(0, 10, 5)).toBe(5);
    expect(totalFromPage(20, 10, 5)).toBe(25);
    expect(totalFromPage(0, 10, 0)).toBe(0);
  });

  it('leaves a full page and an empty later page to the count', () => {
    expect(totalFromPage(0, 10, 10)).toBeUndefined();
    expect(totalFromPage(10, 10, 10)).toBeUndefined();
    expect(totalFromPage(30, 10, 0)).toBeUndefined();
  });
});
