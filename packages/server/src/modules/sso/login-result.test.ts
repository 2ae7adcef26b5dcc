import { ResultCode, type LoginResult, type MenuItem } from '@portico/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Portico#2026';
const identities = (menus: MenuItem[]): string[] =>
  menus.flatMap((m) => [m.identity, ...identities(m.children)]);

describe('repeat-login policy (api-contract.md §4 and §8: 52100)', () => {
  it('ends older sessions of H002 users at a new sign-in; they answer 52100 with time and IP', async () => {
    const older = await loginAs(t.app, 'H002', 'manager');
    const newer = await loginAs(t.app, 'H002', 'manager');
    const stale = await call(t.app, 'GET', '/uc/app/apps', {
      token: older.jwtToken,
      headers: { language: 'en-US' },
    });
    expect(stale.result).toBe(ResultCode.REPEAT_LOGIN);
    expect(stale.msg).toContain('127.0.0.1');
    expect((await call(t.app, 'GET', '/uc/app/apps', { token: newer.jwtToken })).result).toBe(0);
  });

  it('spares exception users (duty) and units without the policy (H001)', async () => {
    for (const [unit, user] of [
      ['H002', 'duty'],
      ['H001', 'frontdesk'],
    ] as const) {
      const a = await loginAs(t.app, unit, user);
      await loginAs(t.app, unit, user);
      expect((await call(t.app, 'GET', '/uc/app/apps', { token: a.jwtToken })).result).toBe(0);
    }
  });
});

describe('login result menus and pwdChange (product.md §3, §4)', () => {
  it('carries the UC menu tree of the user: roles, child roles and direct grants, no buttons', async () => {
    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    const ids = identities(admin.menus);
    expect(ids).toContain('UC_USER_LIST');
    expect(ids).not.toContain('UC_USER_ADD');
    const levels = admin.menus.find((m) => m.identity === 'UC_SYSTEM')!;
    expect(levels.children[0]!.children.length).toBeGreaterThan(0);
    const winTypes = new Set(ids.map((id) => findMenu(admin.menus, id)!.winType));
    expect([...winTypes].sort()).toEqual(['ALERT', 'CURRENTPAGE', 'NEWBLANK', 'NEWPAGE', 'ROUTE']);

    const frontdesk = await loginAs(t.app, 'H001', 'frontdesk');
    expect(identities(frontdesk.menus)).toEqual(
      expect.arrayContaining(['UC_HELP', 'UC_HELP_DOCS', 'UC_ABOUT', 'UC_REPORTS']),
    );
    expect(identities(frontdesk.menus)).not.toContain('UC_SYSTEM');
  });

  it('carries the menus of the appCode asked for, and department roles for use-department-role users', async () => {
    const body = { unitCode: 'H001', userCode: 'nightaudit', password: PASSWORD, appCode: 'GC' };
    const night = await call<LoginResult>(t.app, 'POST', '/uc/sso/login', { body });
    expect(identities(night.retVal.menus)).toEqual([
      'GC_OPS',
      'GC_BACK',
      'GC_NIGHT_AUDIT',
      'GC_REPORTS',
      'GC_DAILY',
      'GC_REVENUE',
      'GC_OCCUPANCY',
    ]);
    const newhire = await call<LoginResult>(t.app, 'POST', '/uc/sso/login', {
      body: { ...body, userCode: 'newhire' },
    });
    // HOTEL_STAFF gives the front office; its child role REPORT_VIEWER the reports.
    expect(identities(newhire.retVal.menus)).toEqual(
      expect.arrayContaining(['GC_FRONT', 'GC_POS', 'GC_DAILY']),
    );
  });

  it('sets pwdChange when the password is older than the PASSWORD_STRATEGY allows (G001: 90 days)', async () => {
    const old = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
    await t.db.update(users).set({ pwdChangedAt: old }).where(eq(users.userCode, 'summitadmin'));
    await t.db.update(users).set({ pwdChangedAt: old }).where(eq(users.userCode, 'manager'));
    expect((await loginAs(t.app, 'G002', 'summitadmin')).pwdChange).toBe(false);
    expect((await loginAs(t.app, 'H002', 'manager')).pwdChange).toBe(true);
  });
});

function findMenu(menus: MenuItem[], identity: string): MenuItem | undefined {
  for (const menu of menus) {
    if (menu.identity === identity) return menu;
    const found = findMenu(menu.children, identity);
    if (found) return found;
  }
  return undefined;
}
