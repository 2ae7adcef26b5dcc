import { ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../test/test-app';
import { nulPath } from './input-guard';

describe('NUL in any input is bad input, never a 500 (DESIGN.md "Security model")', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/uc/user/possibleLoginUnits', { search: 'a\u0000b' }],
    ['GET', '/uc/org/listChildNodes', { search: '\u0000' }],
    ['GET', '/uc/gc/backdoor/managedUnits', { search: 'x\u0000' }],
    ['GET', '/uc/pms/listHotels', { search: '\u0000' }],
  ] as const)(
    '%s %s with a NUL in the query → 40001 naming the field',
    async (method, url, query) => {
      const envelope = await call(t.app, method, url, { token, query: { ...query } });
      expect(envelope.result).toBe(ServerCode.INVALID_INPUT);
      expect(envelope.msg).toContain('search');
    },
  );

  it('a NUL in a JSON body is refused before login is even tried', async () => {
    const envelope = await call(t.app, 'POST', '/uc/sso/login', {
      body: { unitCode: 'PLATFORM', userCode: 'ad\u0000min', password: 'x' },
    });
    expect(envelope.result).toBe(ServerCode.INVALID_INPUT);
    expect(envelope.msg).toContain('userCode');
  });

  it('nulPath names nested fields and keys', () => {
    expect(nulPath({ a: [{ ip: '1\u0000' }] })).toBe('a.0.ip');
    expect(nulPath({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulPath({ a: 'fine', b: [1, null] })).toBeNull();
  });
});
