import { ServerCode } from '@portico/sdk/internal';
import { type KvTranslatesResult } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { resources, userResources, users } from '../../db/schema';
import { hashPassword } from '../../shared/password';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { unitId } from '../../test/admin-test-kit';

/**
 * Translations are scoped to the unit that wrote them (DESIGN.md security model, product.md §6,
 * api-contract.md §7.8): a unit administrator's text reaches that unit and its subtree only;
 * platform-wide text needs a platform administrator with the translator permission. Reads resolve
 * unit -> parent -> platform.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const account of [
    'H002/manager',
    'H002/duty',
    'H001/frontdesk',
    'G001/groupadmin',
    'PLATFORM/translator',
    'PLATFORM/admin',
  ]) {
    const [unit, user] = account.split('/') as [string, string];
    tokens[account] = (await loginAs(t.app, unit, user)).jwtToken;
  }
});
afterAll(async () => {
  await t?.close();
});

const KEY = 'apps.welcome';
const plant = (account: string, value: string, key = KEY) =>
  call(t.app, 'POST', '/translate/kv_translate/batch', {
    token: tokens[account],
    body: { appCode: 'SSO', lang: 'zh-CN', data: [{ key, value, page: 'apps' }] },
  });
async function seen(account: string | null, key = KEY, lastPullDate?: string) {
  const answer = await call<KvTranslatesResult>(
    t.app,
    'GET',
    '/translate/kv_translate/kv_translates',
    {
      headers: {
        appCode: 'SSO',
        language: 'zh-CN',
        ...(account ? { authorization: tokens[account]! } : {}),
      },
      query: lastPullDate ? { lastPullDate } : {},
    },
  );
  expect(answer.result).toBe(0);
  return {
    value: answer.retVal.translatesDTOs.find((r) => r.key === key)?.value,
    date: answer.retVal.lastPullDate!,
  };
}

describe('translations scoped to the unit that wrote them', () => {
  it("a hotel administrator's text reaches its own users, not another hotel's or the login page", async () => {
    const before = await seen('H001/frontdesk');
    expect((await plant('H002/manager', 'Click here to verify your account')).result).toBe(0);
    expect((await seen('H002/duty')).value).toBe('Click here to verify your account');
    expect((await seen('H002/manager')).value).toBe('Click here to verify your account');
    // The attack of the outside probe: another hotel's launcher shows the planted text.
    expect((await seen('H001/frontdesk')).value).toBe(before.value);
    expect((await seen('H001/frontdesk', KEY, before.date ?? undefined)).value).toBeUndefined();
    expect((await seen(null)).value).toBe(before.value);
  });

  it("a group administrator's override reaches its hotels; a newer platform text does not replace it", async () => {
    expect((await plant('G001/groupadmin', 'Harbour welcome', 'apps.group')).result).toBe(0);
    const first = await seen('H001/frontdesk', 'apps.group');
    expect(first.value).toBe('Harbour welcome');
    expect((await seen('H002/duty', 'apps.group')).value).toBe('Harbour welcome');
    expect((await plant('PLATFORM/translator', 'Platform welcome', 'apps.group')).result).toBe(0);
    expect((await seen(null, 'apps.group')).value).toBe('Platform welcome');
    // The incremental pull after the platform change still answers the nearer text.
    const again = await seen('H001/frontdesk', 'apps.group', first.date);
    expect(again.value).toBe('Harbour welcome');
    expect(again.date > first.date).toBe(true);
    expect((await seen('PLATFORM/admin', 'apps.group')).value).toBe('Platform welcome');
  });

  it('platform-wide text needs the translator permission and platform administration', async () => {
    // A platform user holding the translator permission alone (no administration), and a hotel
    // user, are refused.
    const platform = await unitId(t.db, 'PLATFORM');
    const [user] = await t.db
      .insert(users)
      .values({
        unitId: platform,
        userCode: 'opsdesk',
        name: 'Ops desk',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstLogin: 'F',
      })
      .returning();
    const [op] = await t.db.select().from(resources).where(eq(resources.code, 'UC_OP_TRANSLATE'));
    await t.db
      .insert(userResources)
      .values({ userId: user!.id, unitId: platform, resourceId: op!.id });
    tokens['PLATFORM/opsdesk'] = (await loginAs(t.app, 'PLATFORM', 'opsdesk')).jwtToken;
    for (const account of ['PLATFORM/opsdesk', 'H001/frontdesk']) {
      const refused = await plant(account, 'Phishing text', 'apps.refused');
      expect({ account, result: refused.result, retVal: refused.retVal }).toEqual({
        account,
        result: ServerCode.FORBIDDEN,
        retVal: null,
      });
    }
    expect((await seen(null, 'apps.refused')).value).toBeUndefined();
    expect((await plant('PLATFORM/admin', 'Everyone', 'apps.everyone')).result).toBe(0);
    expect((await seen('H002/duty', 'apps.everyone')).value).toBe('Everyone');
  });
});
