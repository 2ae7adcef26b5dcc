import type { MenuItem } from '@portico/sdk';
import type { AdminMenuNode, KvTranslatesResult } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { createCaller } from '../../test/admin-test-kit';

/*
 * What readers see of the menu editor's work. Titles per locale (product.md §3 "Menu", §4 "Language"; api-contract.md §7.8):
 * the shell shows a menu's kv title `menu.<identity>` over its stored title, so an edit must
 * reach the readers of every locale, never stay hidden behind the seeded translation.
 */

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = 'PLATFORM/admin';
const flat = (nodes: AdminMenuNode[]): AdminMenuNode[] =>
  nodes.flatMap((n) => [n, ...flat(n.children)]);
const menu = async (identity: string) => {
  const tree = await as<AdminMenuNode[]>(ADMIN, 'GET', '/uc/apply/menus', {
    query: { appCode: 'UC' },
  });
  return flat(tree.retVal).find((n) => n.identity === identity);
};
/** What a client pulling the kv translations gets for a key ('' is a removal). */
async function pulled(language: string, key: string): Promise<string | undefined> {
  const answer = await call<KvTranslatesResult>(
    t.app,
    'GET',
    '/translate/kv_translate/kv_translates',
    { headers: { appCode: 'UC', language } },
  );
  return answer.retVal.translatesDTOs.find((row) => row.key === key)?.value;
}
/** The node as a client that knows nothing of locale titles sends it. */
const withoutTitles = (node: AdminMenuNode) =>
  Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'titles'));
const update = (node: AdminMenuNode, changes: object) =>
  as<AdminMenuNode>(ADMIN, 'PUT', '/uc/apply/updateMenu', { body: { ...node, ...changes } });

describe('menu titles per locale in the editor (product.md §3 "Menu", §4 "Language")', () => {
  it('lists the seeded zh-CN title beside the stored one', async () => {
    expect(await menu('UC_LOGIN_LOG')).toMatchObject({
      title: 'Login log',
      titles: { 'zh-CN': '登录日志' },
    });
  });

  it('a new title without locale titles replaces the seeded translation for zh-CN readers', async () => {
    const node = (await menu('UC_LOGIN_LOG'))!;
    const saved = await as<AdminMenuNode>(ADMIN, 'PUT', '/uc/apply/updateMenu', {
      body: { ...withoutTitles(node), title: 'Sign-in history' },
    });
    expect(saved.retVal).toMatchObject({ title: 'Sign-in history', titles: {} });
    // Blanked, not deleted: an incremental pull tells clients to drop the old Chinese title.
    expect(await pulled('zh-CN', 'menu.UC_LOGIN_LOG')).toBe('');
  });

  it('writes the titles the form sends, and moves them with a new identity', async () => {
    const node = (await menu('UC_LOGIN_LOG'))!;
    const saved = await update(node, { titles: { 'zh-CN': '登录历史', 'en-US': '' } });
    expect(saved.retVal.titles).toEqual({ 'zh-CN': '登录历史' });
    expect(await pulled('zh-CN', 'menu.UC_LOGIN_LOG')).toBe('登录历史');

    const renamed = await update(saved.retVal, { identity: 'UC_SIGNIN_LOG' });
    expect(renamed.retVal.titles).toEqual({ 'zh-CN': '登录历史' });
    expect(await pulled('zh-CN', 'menu.UC_SIGNIN_LOG')).toBe('登录历史');
    expect(await pulled('zh-CN', 'menu.UC_LOGIN_LOG')).toBe('');
    // Put back for the other tests.
    await update(renamed.retVal, {
      identity: 'UC_LOGIN_LOG',
      title: 'Login log',
      titles: { 'zh-CN': '登录日志' },
    });
    expect(await menu('UC_LOGIN_LOG')).toMatchObject({ titles: { 'zh-CN': '登录日志' } });
  });

  it('an unchanged title keeps its locale titles; an unknown locale is refused', async () => {
    const node = (await menu('UC_LOGIN_LOG'))!;
    const saved = await as<AdminMenuNode>(ADMIN, 'PUT', '/uc/apply/updateMenu', {
      body: { ...withoutTitles(node), icon: 'history' },
    });
    expect(saved.retVal.titles).toEqual({ 'zh-CN': '登录日志' });
    const bad = await update(node, { titles: { fr: 'Journal' } });
    expect(bad.result).toBe(40001);
  });

  it('a new menu takes the titles it is added with', async () => {
    const added = await as<AdminMenuNode>(ADMIN, 'POST', '/uc/apply/addMenu', {
      body: {
        appCode: 'UC',
        identity: 'UC_NIGHT_AUDIT',
        name: 'night-audit',
        title: 'Night audit',
        path: '/night-audit',
        titles: { 'zh-CN': '夜审' },
      },
    });
    expect(added.retVal.titles).toEqual({ 'zh-CN': '夜审' });
    expect(await pulled('zh-CN', 'menu.UC_NIGHT_AUDIT')).toBe('夜审');
  });
});

describe('a new menu reaches the shells of its parent menu holders (product.md §3 "Menu", §6)', () => {
  const shellHas = async (unit: string, user: string, identity: string) => {
    const items = (menus: MenuItem[]): MenuItem[] =>
      menus.flatMap((m) => [m, ...items(m.children ?? [])]);
    const login = await loginAs(t.app, unit, user);
    return items(login.menus).some((m) => m.identity === identity);
  };
  const addUnder = async (identity: string, grantLikeParent?: boolean) => {
    const parent = (await menu('UC_SAFETY'))!;
    const added = await as<AdminMenuNode>(ADMIN, 'POST', '/uc/apply/addMenu', {
      body: {
        appCode: 'UC',
        parentId: parent.id,
        identity,
        name: identity.toLowerCase(),
        title: identity,
        path: `/${identity.toLowerCase()}`,
        ...(grantLikeParent === undefined ? {} : { grantLikeParent }),
      },
    });
    expect(added.result).toBe(0);
  };

  it('with grantLikeParent, whoever sees the parent in the shell sees the new menu', async () => {
    expect(await shellHas('PLATFORM', 'admin', 'UC_SAFETY')).toBe(true);
    expect(await shellHas('G001', 'groupadmin', 'UC_SAFETY')).toBe(true);
    await addUnder('UC_PASSWORD_RULES', true);
    expect(await shellHas('PLATFORM', 'admin', 'UC_PASSWORD_RULES')).toBe(true);
    expect(await shellHas('G001', 'groupadmin', 'UC_PASSWORD_RULES')).toBe(true);
    // A user who does not see the parent does not get the child.
    expect(await shellHas('H001', 'frontdesk', 'UC_SAFETY')).toBe(false);
    expect(await shellHas('H001', 'frontdesk', 'UC_PASSWORD_RULES')).toBe(false);
  });

  it('without it (the default) the new menu shows in no shell until a role grants it', async () => {
    await addUnder('UC_CERTIFICATES');
    expect(await shellHas('PLATFORM', 'admin', 'UC_CERTIFICATES')).toBe(false);
  });
});
