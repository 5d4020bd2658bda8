import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off by default and for false, 0 and the like', () => {
    for (const value of [undefined, '', 'false', 'off', '0']) expect(trustProxy(value)).toBe(false);
  });

  it('takes true, a hop count, or a list of addresses and CIDRs', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses what is neither', () => {
    for (const value of ['proxy.local', '10.0.0.0/33', '10.0.0.1,', '-1']) {
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
