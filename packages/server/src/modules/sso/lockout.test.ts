import { type Envelope } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { units, users } from '../../db/schema';
import { lastCodeTo, lastMessageTo } from '../../test/outbox';
import {
  call,
  createTestApp,
  envelopeOf,
  loginAs,
  postLogin,
  type TestApp,
} from '../../test/test-app';

/**
 * Enumeration and lockout from outside (DESIGN.md security model "lockout after repeated
 * failures"; product.md §2.6 login, §4 lock status): wrong credentials answer the same whether
 * the account exists, is unknown or is locked; failures lock with a growing delay that pauses
 * guessing, the holder is told by e-mail, and can still get in: after the delay, or at once with
 * the mailed code.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const EMAIL = 'frontdesk@harbour.example';
const attempt = async (unitCode: string, userCode: string, password: string) => {
  const response = await postLogin(t.app, { unitCode, userCode, password }, { language: 'en-US' });
  // Nothing in the answer but the envelope may differ between accounts.
  expect(response.statusCode).toBe(200);
  return envelopeOf(response);
};
async function frontdesk() {
  const [h001] = await t.db.select().from(units).where(eq(units.code, 'H001'));
  const [row] = await t.db
    .select()
    .from(users)
    .where(and(eq(users.unitId, h001!.id), eq(users.userCode, 'frontdesk')));
  return row!;
}
const setFrontdesk = async (values: Partial<typeof users.$inferInsert>) =>
  t.db
    .update(users)
    .set(values)
    .where(eq(users.id, (await frontdesk()).id));

const WRONG: Envelope<unknown> = {
  result: ServerCode.BAD_CREDENTIALS,
  msg: 'Unit, account or password is wrong',
  retVal: null,
};

describe('one answer for wrong credentials (no account enumeration)', () => {
  it('unknown unit, unknown account, known account and locked account answer identically', async () => {
    const answers = [
      await attempt('NOPE', 'frontdesk', 'guess-1'),
      await attempt('H001', 'nobody', 'guess-1'),
      await attempt('H001', 'frontdesk', 'guess-1'),
    ];
    // Lock the account the way an attacker would, then ask again, with a wrong and the right password.
    for (let i = 0; i < 4; i += 1) answers.push(await attempt('H001', 'frontdesk', `guess-${i}`));
    expect((await frontdesk()).lockedUntil).not.toBeNull();
    answers.push(await attempt('H001', 'frontdesk', 'guess-9'));
    answers.push(await attempt('H001', 'frontdesk', DEMO_PASSWORD));
    for (const answer of answers) expect(answer).toEqual(WRONG);
    await setFrontdesk({ locked: 'F', lockedUntil: null, failedAttempts: 0 });
  });
});

describe('lockout that slows an attacker without locking the holder out for good', () => {
  it('locks after 5 failures, pauses counting meanwhile, and tells the holder by e-mail', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('H001', 'frontdesk', `spray-${i}`);
    const locked = await frontdesk();
    expect(locked.locked).toBe('T');
    const minutes = (locked.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const mail = await lastMessageTo(t.db, EMAIL);
    expect(mail.body).toContain('5 failed sign-ins');
    expect(mail.body).toMatch(/unlock now with the code \d{6}/);
    // Attempts during the lock neither count nor extend it.
    for (let i = 0; i < 10; i += 1) await attempt('H001', 'frontdesk', `more-${i}`);
    const still = await frontdesk();
    expect(still.lockedUntil).toEqual(locked.lockedUntil);
    expect(still.failedAttempts).toBe(5);

    // The holder, after the delay: the right password signs in and the series ends.
    await setFrontdesk({ lockedUntil: new Date(Date.now() - 1000) });
    await loginAs(t.app, 'H001', 'frontdesk');
    expect(await frontdesk()).toMatchObject({ failedAttempts: 0, locked: 'F', lockedUntil: null });
  });

  it('each further lock of a series lasts twice as long (15, 30, 60… minutes, at most a day)', async () => {
    const lockMinutes = async () => {
      for (let i = 0; i < 5; i += 1) await attempt('H001', 'frontdesk', `series-${i}`);
      const row = await frontdesk();
      const minutes = Math.round((row.lockedUntil!.getTime() - Date.now()) / 60_000);
      await setFrontdesk({ lockedUntil: new Date(Date.now() - 1000) });
      return minutes;
    };
    expect([await lockMinutes(), await lockMinutes(), await lockMinutes()]).toEqual([15, 30, 60]);
    await loginAs(t.app, 'H001', 'frontdesk');
  });

  it('the holder unlocks at once with the mailed code; a wrong code does not', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('H001', 'frontdesk', `again-${i}`);
    expect(await attempt('H001', 'frontdesk', DEMO_PASSWORD)).toEqual(WRONG);
    const unlock = (validateCode: string) =>
      call(t.app, 'POST', '/uc/sso/unlockAccount', {
        body: { unitCode: 'H001', userCode: 'frontdesk', validateCode },
      });
    const code = await lastCodeTo(t.db, EMAIL);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await unlock(wrong)).result).not.toBe(0);
    expect((await unlock(code)).result).toBe(0);
    await loginAs(t.app, 'H001', 'frontdesk');
    // Spent: the same code does nothing twice.
    expect((await unlock(code)).result).not.toBe(0);
  });

  it("an administrator's lock stays until an unlock; failures do not turn it into a timed lock", async () => {
    const wrong = await attempt('H002', 'lockedout', 'guess');
    expect(wrong).toEqual(WRONG);
    for (let i = 0; i < 6; i += 1) await attempt('H002', 'lockedout', `guess-${i}`);
    const [row] = await t.db.select().from(users).where(eq(users.userCode, 'lockedout'));
    expect(row).toMatchObject({ locked: 'T', lockedUntil: null });
    // Told only to someone who knows the password, as a disabled account is.
    expect((await attempt('H002', 'lockedout', DEMO_PASSWORD)).result).toBe(
      ServerCode.ACCOUNT_LOCKED,
    );
  });
});
