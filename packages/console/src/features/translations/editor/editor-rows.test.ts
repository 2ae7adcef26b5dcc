import type { MenuItem } from '@portico/sdk';
import { describe, expect, it } from 'vitest';
import {
  buildGroups,
  editCount,
  filterGroups,
  MENU_PAGE,
  pendingEdits,
  type EditorGroup,
} from './editor-rows';
import { areasForPage, showsSessionMenus } from './page-areas';

const menu = (identity: string, title: string, children: MenuItem[] = []): MenuItem => ({
  identity,
  title,
  name: identity,
  path: null,
  link: null,
  winType: 'ROUTE',
  stretch: 'F',
  icon: null,
  tip: null,
  children,
});
const MENUS = [menu('UC_SYSTEM', 'System management', [menu('UC_ORG', 'Organisation')])];

const GROUPS: EditorGroup[] = [
  {
    page: 'menu',
    appCode: 'UC',
    rows: [
      { key: 'menu.UC_SYSTEM', defaultText: 'System management', override: '' },
      { key: 'menu.UC_ORG', defaultText: 'Organisation', override: 'Org chart' },
    ],
  },
  {
    page: 'shell',
    appCode: 'SSO',
    rows: [{ key: 'shell.refresh', defaultText: 'Refresh', override: '' }],
  },
  {
    page: 'common',
    appCode: 'SSO',
    rows: [{ key: 'common.save', defaultText: 'Save', override: '' }],
  },
];

describe('the editor lists the texts of this page, grouped by page (product.md §3 "Translation", §2.9)', () => {
  it('a shell page: its menu titles (as `menu.<identity>`) first, then the shell and its surroundings', () => {
    const groups = buildGroups({
      pathname: '/blank',
      locale: 'en-US',
      appCode: 'SSO',
      overrides: { 'menu.UC_ORG': 'Org chart', 'shell.refresh': 'Reload' },
      menus: MENUS,
    });
    expect(groups.map((g) => g.page)).toEqual([MENU_PAGE, ...areasForPage('/blank')]);
    // Menu titles belong to the user centre's translations, the rest to the console's app.
    expect(groups.map((g) => g.appCode)).toEqual([
      'UC',
      ...areasForPage('/blank').map(() => 'SSO'),
    ]);
    expect(groups[0]!.rows).toEqual([
      { key: 'menu.UC_SYSTEM', defaultText: 'System management', override: '' },
      { key: 'menu.UC_ORG', defaultText: 'Organisation', override: 'Org chart' },
    ]);
    const shell = groups.find((g) => g.page === 'shell')!;
    expect(shell.rows.find((r) => r.key === 'shell.refresh')).toEqual({
      key: 'shell.refresh',
      defaultText: 'Refresh',
      override: 'Reload',
    });
  });

  it('default texts are those of the current locale', () => {
    const [, shell] = buildGroups({
      pathname: '/index',
      locale: 'zh-CN',
      appCode: 'SSO',
      overrides: {},
      menus: MENUS,
    });
    expect(shell!.rows.find((r) => r.key === 'shell.refresh')?.defaultText).toBe('刷新');
  });

  it('the launcher shows no menus; /gc shows another app’s; the admin screens add their areas', () => {
    expect(showsSessionMenus('/apps')).toBe(false);
    expect(showsSessionMenus('/gc')).toBe(false);
    expect(showsSessionMenus('/user/user-list')).toBe(true);
    expect(areasForPage('/apps')[0]).toBe('apps');
    expect(areasForPage('/user/user-list')).toContain('adminFields');
    expect(areasForPage('/blank')).not.toContain('adminFields');
  });

  it('search matches key, default text, override or the value being typed, trimmed and in any case', () => {
    const keys = (groups: EditorGroup[]) => groups.flatMap((g) => g.rows.map((r) => r.key));
    expect(keys(filterGroups(GROUPS, '  ORG ', {}))).toEqual(['menu.UC_ORG']);
    expect(keys(filterGroups(GROUPS, 'refresh', {}))).toEqual(['shell.refresh']);
    expect(keys(filterGroups(GROUPS, 'chart', {}))).toEqual(['menu.UC_ORG']);
    expect(keys(filterGroups(GROUPS, 'settings', { 'menu.UC_SYSTEM': 'Settings' }))).toEqual([
      'menu.UC_SYSTEM',
    ]);
    expect(filterGroups(GROUPS, 'nothing like it', {})).toEqual([]);
    expect(filterGroups(GROUPS, '   ', {})).toEqual(GROUPS);
  });
});

describe('Save posts only the changed rows (api-contract.md §7.8 batch; product.md §4)', () => {
  it('nothing typed, or a value typed back to what it was, is no change', () => {
    expect(pendingEdits(GROUPS, {})).toEqual([]);
    expect(pendingEdits(GROUPS, { 'menu.UC_ORG': 'Org chart', 'shell.refresh': '' })).toEqual([]);
  });

  it('each changed row carries its group as `page`, one batch per app; an emptied override is sent to remove it', () => {
    const batches = pendingEdits(GROUPS, {
      'menu.UC_SYSTEM': 'Settings',
      'menu.UC_ORG': '',
      'shell.refresh': 'Reload',
      'common.save': 'Store',
    });
    expect(batches).toEqual([
      {
        appCode: 'UC',
        data: [
          { key: 'menu.UC_SYSTEM', value: 'Settings', page: 'menu' },
          { key: 'menu.UC_ORG', value: '', page: 'menu' },
        ],
      },
      {
        appCode: 'SSO',
        data: [
          { key: 'shell.refresh', value: 'Reload', page: 'shell' },
          { key: 'common.save', value: 'Store', page: 'common' },
        ],
      },
    ]);
    expect(editCount(batches)).toBe(4);
  });
});
