import { ResultCode } from '@portico/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { tokenFromHeader } from '../../http/require-session';
import {
  createTestApp,
  envelopeOf,
  getWithToken,
  loginAs,
  type TestApp,
} from '../../test/test-app';
import { hashToken, SESSION_TTL_MS } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('server-side sessions (DESIGN.md "Security model")', () => {
  it.each([
    ['abc', 'abc'],
    ['Bearer abc', 'abc'],
    ['bearer   abc ', 'abc'],
    ['', null],
    ['Bearer', 'Bearer'],
    ['x'.repeat(600), null],
  ])('reads the Authorization header %j as %j', (header, token) => {
    expect(tokenFromHeader(header)).toBe(token);
  });

  it('expires after 12 hours: an expired session answers 50001', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(jwtToken)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(SESSION_TTL_MS, -4);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(jwtToken)));
    const response = await getWithToken(t.app, '/uc/app/apps', jwtToken);
    expect(envelopeOf(response).result).toBe(ResultCode.LOGOUT);
  });

  it('gives each login its own token', async () => {
    const a = await loginAs(t.app, 'H001', 'frontdesk');
    const b = await loginAs(t.app, 'H001', 'frontdesk');
    expect(a.jwtToken).not.toBe(b.jwtToken);
  });
});
