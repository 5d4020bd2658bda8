import { describe, expect, it } from 'vitest';
import { listSearch, parseListParams, parsePage } from './list-params';

const FIELDS = ['at', 'amount_paid'] as const;

describe('a list whose default order is descending', () => {
  it('reads no order as descending, and an explicit one as given', () => {
    expect(parseListParams(new URLSearchParams(''), FIELDS, 'at', 'desc').order).toBe('desc');
    expect(parseListParams(new URLSearchParams('order=asc'), FIELDS, 'at', 'desc').order).toBe(
      'asc',
    );
    // Other lists keep ascending as their default.
    expect(parseListParams(new URLSearchParams(''), FIELDS, 'at').order).toBe('asc');
  });

  it('writes only a departure from its default order into the URL', () => {
    const params = parseListParams(new URLSearchParams(''), FIELDS, 'at', 'desc');
    expect(listSearch(params, 'at', 'desc').toString()).toBe('');
    expect(listSearch({ ...params, order: 'asc' }, 'at', 'desc').toString()).toBe('order=asc');
    expect(listSearch({ ...params, sort: 'amount_paid' }, 'at', 'desc').toString()).toBe(
      'sort=amount_paid',
    );
    expect(listSearch({ ...params, order: 'desc' }, 'at').toString()).toBe('order=desc');
  });
});

describe('the page of a list that sorts nothing', () => {
  it('reads its own default size, and refuses a page or a size out of the spec', () => {
    expect(parsePage(new URLSearchParams(''), 20)).toEqual({ page: 1, page_size: 20 });
    expect(parsePage(new URLSearchParams('page=3&page_size=50'), 20)).toEqual({
      page: 3,
      page_size: 50,
    });
    expect(parsePage(new URLSearchParams('page=0&page_size=7'))).toEqual({
      page: 1,
      page_size: 10,
    });
  });
});
