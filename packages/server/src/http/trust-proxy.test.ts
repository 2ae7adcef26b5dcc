import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from './trust-proxy';

// README "Production": TRUST_PROXY.
describe('TRUST_PROXY', () => {
  it('is off unset or false, every hop with true', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('')).toBe(false);
    expect(trustProxyFromEnv('false')).toBe(false);
    expect(trustProxyFromEnv('true')).toBe(true);
  });

  it('takes the proxies as addresses, CIDR ranges or range names', () => {
    expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1 ::1 fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops the start on anything else, a hop count included', () => {
    for (const value of [
      '1',
      'yes',
      '10.0.0.0/33',
      '10.0.0/8',
      '::1/129',
      'proxy.local',
      '1.2.3.4/8/8',
    ]) {
      expect(() => trustProxyFromEnv(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
