import { describe, expect, it } from 'vitest';
import { menu, TREE } from './fixtures';
import {
  filterMenus,
  groupIdentities,
  leafCount,
  menuLabel,
  menuTrail,
  routeMenuTrail,
  showsSjtb,
  visibleMenus,
} from './menu-tree';

const ids = (menus: { identity: string; children: unknown[] }[]): string[] =>
  menus.map((m) => m.identity);

describe('SJTB and the customer switches (product.md §2.8)', () => {
  it.each([
    [{ shuxiang: false, polin: false }, false],
    [{}, false],
    [{ shuxiang: true, polin: false }, true],
    [{ shuxiang: false, polin: true }, true],
    [{ shuxiang: true, polin: true }, true],
  ])('switches %o: SJTB shown = %s', (flags, shown) => {
    expect(showsSjtb(flags)).toBe(shown);
  });

  it('both switches off: SJTB is removed at every level, by name or identity', () => {
    const menus = visibleMenus(TREE, { shuxiang: false, polin: false, kaiyuan: true });
    expect(ids(menus)).toEqual(['SYSTEM', 'HELP', 'UNSET']);
    expect(ids(menus[1]!.children[0]!.children)).toEqual(['EMBED']);
  });

  it('a switch on: the tree is kept whole', () => {
    const menus = visibleMenus(TREE, { polin: true });
    expect(ids(menus)).toEqual(['SYSTEM', 'HELP', 'SJTB', 'UNSET']);
  });
});

describe('menu selection: identity and route path (product.md §2.8 "identity selects the current menu")', () => {
  it('the trail runs from the first level to the identity', () => {
    expect(ids(menuTrail(TREE, 'USERS')!)).toEqual(['SYSTEM', 'ORG', 'USERS']);
    expect(ids(menuTrail(TREE, 'HELP')!)).toEqual(['HELP']);
  });

  it('an unknown identity selects nothing', () => {
    expect(menuTrail(TREE, 'NOPE')).toBeNull();
  });

  it('the router path finds the ROUTE menu, ignoring a trailing slash and the query', () => {
    expect(ids(routeMenuTrail(TREE, '/safety/ipWhite/')!)).toEqual(['SYSTEM', 'SAFETY', 'IP']);
    expect(ids(routeMenuTrail([menu({ identity: 'Q', path: '/a/b?x=1' })], '/a/b')!)).toEqual([
      'Q',
    ]);
  });

  it('a CURRENTPAGE link is not a router path', () => {
    expect(routeMenuTrail(TREE, '/x/embedded')).toBeNull();
  });
});

describe('keyword search (product.md §2.8 "keyword search that filters menus (text trimmed)")', () => {
  it('the keyword is trimmed and compared without case; results keep their ancestors', () => {
    const found = filterMenus(TREE, '  USERS ');
    expect(ids(found)).toEqual(['SYSTEM']);
    expect(ids(found[0]!.children)).toEqual(['ORG']);
    expect(ids(found[0]!.children[0]!.children)).toEqual(['USERS']);
  });

  it('a matching group keeps all its pages', () => {
    const found = filterMenus(TREE, 'organisation');
    expect(ids(found[0]!.children[0]!.children)).toEqual(['USERS', 'UNITS']);
  });

  it('an empty or blank keyword keeps every menu', () => {
    expect(filterMenus(TREE, '   ')).toEqual(TREE);
  });

  it('no match gives no menus (the shell then says so)', () => {
    expect(filterMenus(TREE, 'zzz')).toEqual([]);
  });

  it('the translated title is searched too', () => {
    const label = (m: { identity: string; title: string }) =>
      m.identity === 'IP' ? 'IP 白名单' : m.title;
    expect(ids(filterMenus(TREE, '白名单', label)[0]!.children[0]!.children)).toEqual(['IP']);
  });
});

describe('labels and counts', () => {
  it('a kv translation menu.<identity> replaces the title (api-contract.md §7.8)', () => {
    const users = menuTrail(TREE, 'USERS')!.at(-1)!;
    expect(menuLabel(users, {})).toBe('Users');
    expect(menuLabel(users, { 'menu.USERS': '用户管理' })).toBe('用户管理');
  });

  it('leaves and groups are counted', () => {
    expect(leafCount(TREE[0]!)).toBe(3);
    expect(groupIdentities(TREE)).toEqual(['SYSTEM', 'ORG', 'SAFETY', 'HELP', 'DOCS']);
  });
});
