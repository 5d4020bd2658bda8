import { describe, expect, it } from 'vitest';
import { buildPath, isAudited } from './index';

describe('buildPath', () => {
  it('fills each :name parameter, encoded', () => {
    expect(buildPath('/api/v1/manager/user/:id', { id: 42 })).toBe('/api/v1/manager/user/42');
    expect(buildPath('/a/:first/b/:second_id', { first: 'x y', second_id: 'ä/b' })).toBe(
      '/a/x%20y/b/%C3%A4%2Fb',
    );
    expect(buildPath('/no/params', { id: 1 })).toBe('/no/params');
  });
});

describe('isAudited', () => {
  it('audits a write unless it says no, and a read only when it says so', () => {
    expect(isAudited({ write: true })).toBe(true);
    expect(isAudited({ write: true, audit: false })).toBe(false);
    expect(isAudited({ write: false })).toBe(false);
    expect(isAudited({ write: false, audit: true })).toBe(true);
  });
});
