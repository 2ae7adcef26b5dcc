import {
  ADMIN_SCREEN_PATHS,
  ADMIN_SCREENS,
  CALL_FAMILIES,
  screenMenus,
  type AdminScreen,
} from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_MENUS, type DemoMenu } from '../../db/demo/menus';
import { FAMILY_MENUS } from './admin-access';

/**
 * The console's menu gate (console app/admin-gate.ts reads `screenMenus`) and the server's call
 * authorization (FAMILY_MENUS) come from one table, `ADMIN_SCREENS`; these checks keep the two
 * from disagreeing (product.md §6 "No permission to view the page." and 40301).
 */
describe('screens and call families agree (product.md §6, README "Administration")', () => {
  it.each(ADMIN_SCREEN_PATHS)('whoever opens %s may make its calls', (path) => {
    const screen: AdminScreen = ADMIN_SCREENS[path];
    for (const family of screen.families) {
      for (const menu of screenMenus(path)) expect(FAMILY_MENUS[family]).toContain(menu);
    }
  });

  it('grants each family only to menus that open a screen using it', () => {
    for (const family of CALL_FAMILIES) {
      expect(FAMILY_MENUS[family].length, family).toBeGreaterThan(0);
      for (const menu of FAMILY_MENUS[family]) {
        const opens = ADMIN_SCREEN_PATHS.some(
          (path) =>
            (ADMIN_SCREENS[path] as AdminScreen).families.includes(family) &&
            screenMenus(path).includes(menu),
        );
        expect(opens, `${family} ${menu}`).toBe(true);
      }
    }
  });

  it('keeps the menus of each family the administration rules name', () => {
    const sorted = Object.fromEntries(
      Object.entries(FAMILY_MENUS).map(([family, menus]) => [family, [...menus].sort()]),
    );
    expect(sorted).toEqual({
      units: ['UC_UNIT_LIST'],
      unitApps: ['UC_OPEN_LIST', 'UC_UNIT_LIST'],
      parameters: ['UC_PARAMETER_CONFIG', 'UC_UNIT_LIST'],
      departments: ['UC_ADMIN_DEPARTS', 'UC_MANAGE_UNIT'],
      users: ['UC_UNIT_USER_LIST', 'UC_USER_LIST'],
      roles: ['UC_ADMIN_ROLES', 'UC_ROLE_LIST'],
      loginLogs: ['UC_ADMIN_LOGIN_LOG', 'UC_AUDIT_TRAIL', 'UC_LOGIN_LOG'],
      security: ['UC_IP_WHITE', 'UC_LOCK_SCREEN', 'UC_LOGIN_LIMIT', 'UC_REPEAT_LOGIN', 'UC_SMS'],
      styles: [
        'UC_STYLE_CSS',
        'UC_STYLE_FILE',
        'UC_STYLE_HTML',
        'UC_STYLE_JAVASCRIPT',
        'UC_STYLE_VUE',
      ],
      apps: [
        'UC_APPLY_LIST',
        'UC_APP_LINKS',
        'UC_MENU_LIST',
        'UC_OPEN_LIST',
        'UC_OPEN_TASKS',
        'UC_RESOURCE_LIST',
        'UC_VERIFICATION',
      ],
      // The UC_REPORTS menu (a user's Report centre) is not an administrator's menu.
      reports: ['UC_APPLY_LIST', 'UC_REPORT_CENTRE_ALL', 'UC_RESOURCE_LIST'],
      tags: ['UC_UNIT_LIST', 'UC_UNIT_USER_LIST', 'UC_USER_LIST'],
      config: ['UC_BRANDS', 'UC_DOMAIN_LIST', 'UC_PARAMETER_CONFIG', 'UC_PROJECT_CONFIG'],
      translations: ['UC_KV_TRANSLATIONS'],
      // Publishing needs the compose screen's menu; the read reports either Messages menu.
      messages: ['UC_MESSAGE_PUBLISH'],
      messageReports: ['UC_MESSAGE_PUBLISH', 'UC_MESSAGE_PUBLISHED'],
    });
  });
});

function flatten(menus: readonly DemoMenu[]): DemoMenu[] {
  return menus.flatMap((menu) => [menu, ...flatten(menu.children ?? [])]);
}

describe('every administration screen is reachable from the seeded menus (product.md §2.5, §2.8)', () => {
  const seeded = flatten(DEMO_MENUS.UC!);

  it.each(ADMIN_SCREEN_PATHS)('%s opens from a seeded UC menu', (path) => {
    const screen: AdminScreen = ADMIN_SCREENS[path];
    if (screen.menu) {
      const own = seeded.filter((menu) => menu.identity === screen.menu);
      expect(own).toEqual([
        expect.objectContaining({ winType: 'ROUTE', path: screen.seedPath ?? path }),
      ]);
    } else {
      // Opened from another screen: one of those screens' menus is seeded.
      const ids = seeded.map((menu) => menu.identity);
      expect(screenMenus(path).filter((menu) => ids.includes(menu))).not.toEqual([]);
    }
  });
});
