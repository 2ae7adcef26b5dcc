import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyFromEnv } from './trust-proxy';

/** The client address and scheme Fastify derives with TRUST_PROXY, for a request from the proxy. */
async function seen(trustProxy: string | undefined, forwardedFor: string) {
  const app = Fastify({ trustProxy: trustProxyFromEnv(trustProxy) });
  app.get('/', async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const answer = await app.inject({
    url: '/',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
  });
  await app.close();
  return answer.json<{ ip: string; protocol: string }>();
}

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

  // What the README's "Production" says of each value, seen through Fastify itself: the client
  // 203.0.113.9 wrote a forged address, and an appending proxy at 10.0.0.2 added the real one.
  it('reads X-Forwarded-For from the right through the listed proxies only', async () => {
    const forged = '198.51.100.66, 203.0.113.9';
    expect(await seen(undefined, forged)).toEqual({ ip: '10.0.0.2', protocol: 'http' });
    expect(await seen('10.0.0.0/8', forged)).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    // `true` believes every hop: the forged left-most address wins.
    expect(await seen('true', forged)).toEqual({ ip: '198.51.100.66', protocol: 'https' });
    // A request that did not come through a listed proxy is taken as it is.
    expect(await seen('192.168.0.1', forged)).toEqual({ ip: '10.0.0.2', protocol: 'http' });
  });
});
