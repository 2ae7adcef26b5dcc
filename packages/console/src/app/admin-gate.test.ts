import type { MenuItem } from '@portico/sdk';
import { ADMIN_ROUTE_FAMILIES, ADMIN_SCREEN_PATHS, screenMenus } from '@portico/sdk/contract';
import { SHELL_ROUTE_PREFIXES } from '../features/shell/shell-apps';
import { describe, expect, it } from 'vitest';
import { mayOpenScreen } from './admin-gate';
import { CONSOLE_SCREENS } from './admin-screens';

const menu = (identity: string, path: string | null, children: MenuItem[] = []): MenuItem => ({
  name: identity,
  title: identity,
  path,
  link: null,
  identity,
  winType: path ? 'ROUTE' : 'CURRENTPAGE',
  stretch: 'F',
  icon: null,
  tip: null,
  children,
});

// Shaped like the demo's hotel user: a help menu, no administration menus.
const FRONT_DESK = [menu('UC_HELP', null, [menu('UC_REPORTS', '/report/list')])];
const GROUP_ADMIN = [
  menu('UC_SYSTEM', null, [
    menu('UC_ORG', null, [menu('UC_UNIT_LIST', '/unit/unitList')]),
    menu('UC_AUTH', null, [menu('UC_ROLE_LIST', '/role/roleList')]),
  ]),
];

describe('admin screen gate (product.md §6 "No permission to view the page.")', () => {
  it('refuses a screen whose menu the user lacks', () => {
    expect(mayOpenScreen(FRONT_DESK, '/unit/unitList')).toBe(false);
    expect(mayOpenScreen(FRONT_DESK, '/role/admin-roles')).toBe(false);
    expect(mayOpenScreen(GROUP_ADMIN, '/role/admin-roles')).toBe(false);
  });

  it('opens a screen by its menu identity at any depth', () => {
    expect(mayOpenScreen(GROUP_ADMIN, '/role/roleList')).toBe(true);
    expect(mayOpenScreen(GROUP_ADMIN, '/unit/unitList')).toBe(true);
  });

  it("opens a screen reached from another screen's menu (a unit's apps from the unit list)", () => {
    expect(mayOpenScreen(GROUP_ADMIN, '/unit/unit-app-list')).toBe(true);
    expect(mayOpenScreen(FRONT_DESK, '/unit/unit-params')).toBe(false);
  });

  it('opens a screen by a ROUTE menu with its path under another identity', () => {
    const renamed = [menu('MY_ROLES', '/role/admin-roles/')];
    expect(mayOpenScreen(renamed, '/role/admin-roles')).toBe(true);
  });

  it("opens My reports, not every report of the unit, for a user's Report centre menu", () => {
    expect(mayOpenScreen(FRONT_DESK, '/report/myReport')).toBe(true);
    expect(mayOpenScreen(FRONT_DESK, '/report/openReport')).toBe(true);
    expect(mayOpenScreen(FRONT_DESK, '/report/reportCenter')).toBe(false);
  });
});

describe('the screen registry (ADMIN_SCREENS with the console half, app/admin-screens.ts)', () => {
  it('gives every shared screen a console line and no other', () => {
    expect(Object.keys(CONSOLE_SCREENS).sort()).toEqual([...ADMIN_SCREEN_PATHS].sort());
  });

  it.each(ADMIN_SCREEN_PATHS)('%s opens for each of its menus and for no other', (path) => {
    const menus = screenMenus(path);
    expect(menus.length).toBeGreaterThan(0);
    for (const identity of menus) expect(mayOpenScreen([menu(identity, null)], path)).toBe(true);
    expect(mayOpenScreen([menu('UC_HELP', null, [menu('UC_ABOUT', null)])], path)).toBe(false);
  });

  it('opens every route family of product.md §2.5 (and the audit trail and announcements) in the shell, with the password page and /gc', () => {
    expect([...ADMIN_ROUTE_FAMILIES].sort()).toEqual([
      '/apply',
      '/audit',
      '/code',
      '/config',
      '/login-limit',
      '/login-log',
      '/message',
      '/report',
      '/role',
      '/safety',
      '/style',
      '/uilib',
      '/unit',
      '/user',
    ]);
    expect(SHELL_ROUTE_PREFIXES).toEqual([...ADMIN_ROUTE_FAMILIES, '/password', '/gc']);
  });
});
