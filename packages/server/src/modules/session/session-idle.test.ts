import { ResultCode, type LoginResult } from '@portico/sdk';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { securityExceptions, securitySettings, sessions } from '../../db/schema';
import { hashToken } from './session';
import { forgetCachedSessions } from './session-sync';
import { appTokenFor, call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { unitId, userId } from '../../test/admin-test-kit';

/**
 * The lock-screen window on the server (product.md §2.5 /safety/lockScreen, DESIGN.md "Security
 * model"): a session family unused for longer than its unit's window is ended and answers 50001.
 * Time passes by moving the stored last-use back, which is what the clock would do.
 */
let t: TestApp;
let H001: string;
beforeAll(async () => {
  t = await createTestApp();
  H001 = await unitId(t.db, 'H001');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(securityExceptions).where(eq(securityExceptions.unitId, H001));
  await t.db
    .insert(securitySettings)
    .values({ unitId: H001, lockScreenMinutes: 10 })
    .onConflictDoUpdate({ target: securitySettings.unitId, set: { lockScreenMinutes: 10 } });
});

const MINUTE = 60_000;
const info = (token: string) => call(t.app, 'GET', '/uc/user/getBackgroundUnit', { token });
async function rowOf(token: string) {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!;
}
/** Moves a session's last use (and creation) `minutes` into the past. */
async function age(ids: string[], minutes: number) {
  const then = new Date(Date.now() - minutes * MINUTE);
  await t.db
    .update(sessions)
    .set({ lastSeenAt: then, createdAt: then })
    .where(inArray(sessions.id, ids));
  // Rows rewritten by hand stand for time passing: the node's cache learns of it like this.
  forgetCachedSessions(t.db);
}

describe('idle sessions end after the lock-screen window (product.md §2.5 /safety/lockScreen)', () => {
  it('a session used within the window stays; past it, the family ends with 50001', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const row = await rowOf(jwtToken);
    expect(row.idleMinutes).toBe(10);
    await age([row.id], 9);
    expect((await info(jwtToken)).result).toBe(0);
    // That request counted as use: nine more minutes are still inside the window.
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 18 * MINUTE) })
      .where(eq(sessions.id, row.id));
    expect((await info(jwtToken)).result).toBe(0);
    await age([row.id], 11);
    expect((await info(jwtToken)).result).toBe(ResultCode.LOGOUT);
    expect(await rowOf(jwtToken)).toMatchObject({ revokeReason: 'idle' });
  });

  it("a child app's requests keep the hub session alive, and idleness ends both", async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const child = await appTokenFor(t.app, hub.jwtToken, 'GC');
    const hubRow = await rowOf(hub.jwtToken);
    const childRow = await rowOf(child);
    expect(childRow.idleMinutes).toBe(10);
    await age([hubRow.id, childRow.id], 8);
    expect((await info(child)).result).toBe(0);
    // The hub was idle 8 minutes, but its family was used just now.
    await t.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 30 * MINUTE) })
      .where(eq(sessions.id, hubRow.id));
    expect((await rowOf(hub.jwtToken)).lastSeenAt!.getTime()).toBeGreaterThan(Date.now() - MINUTE);
    expect((await info(hub.jwtToken)).result).toBe(0);
    await age([hubRow.id, childRow.id], 12);
    expect((await info(child)).result).toBe(ResultCode.LOGOUT);
    expect((await info(hub.jwtToken)).result).toBe(ResultCode.LOGOUT);
  });

  it('no window when the unit has none or the user is an exception of ALL', async () => {
    await t.db
      .update(securitySettings)
      .set({ lockScreenMinutes: null })
      .where(eq(securitySettings.unitId, H001));
    const open = await loginAs(t.app, 'H001', 'frontdesk');
    expect((await rowOf(open.jwtToken)).idleMinutes).toBeNull();
    await age([(await rowOf(open.jwtToken)).id], 600);
    expect((await info(open.jwtToken)).result).toBe(0);

    await t.db
      .update(securitySettings)
      .set({ lockScreenMinutes: 10 })
      .where(eq(securitySettings.unitId, H001));
    await t.db.insert(securityExceptions).values({
      unitId: H001,
      userId: await userId(t.db, 'H001', 'frontdesk'),
      kind: 'ALL',
    });
    const exempt = await loginAs(t.app, 'H001', 'frontdesk');
    expect(exempt.lockScreenMinutes).toBeNull();
    await age([(await rowOf(exempt.jwtToken)).id], 600);
    expect((await info(exempt.jwtToken)).result).toBe(0);
  });

  it('records use at most once a minute (no write on every request)', async () => {
    const { jwtToken }: Pick<LoginResult, 'jwtToken'> = await loginAs(t.app, 'H001', 'frontdesk');
    const first = await rowOf(jwtToken);
    await info(jwtToken);
    await info(jwtToken);
    expect((await rowOf(jwtToken)).lastSeenAt).toEqual(first.lastSeenAt);
  });
});
