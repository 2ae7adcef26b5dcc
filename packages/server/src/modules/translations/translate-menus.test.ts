import type { MenuItem } from '@portico/sdk';
import type { KvTranslatesResult } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MENUS, menuIdentities } from '../../db/demo/menus';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HAN = /\p{Script=Han}/u;

async function menuTitles(appCode: string, language: string): Promise<Map<string, string>> {
  const pulled = await call<KvTranslatesResult>(
    t.app,
    'GET',
    '/translate/kv_translate/kv_translates',
    { headers: { appCode, language } },
  );
  expect(pulled.result).toBe(0);
  return new Map(
    pulled.retVal.translatesDTOs
      .filter((row) => row.key.startsWith('menu.'))
      .map((row) => [row.key, row.value]),
  );
}

function flatten(menus: MenuItem[]): MenuItem[] {
  return menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}

describe('seeded menu titles in both locales (product.md §4 "Language", api-contract.md §7.8)', () => {
  it.each(['UC', 'GC'])('every %s menu has a Chinese kv title', async (app) => {
    const zh = await menuTitles(app, 'zh-CN');
    const identities = menuIdentities(DEMO_MENUS[app]!);
    expect(identities.length).toBeGreaterThan(10);
    for (const identity of identities) expect(zh.get(`menu.${identity}`), identity).toMatch(HAN);
    // English is the menus' own title: no en-US override beyond the few listed ones.
    const en = await menuTitles(app, 'en-US');
    expect(en.size).toBeLessThan(identities.length / 2);
  });

  it('a Chinese shell finds a translation for every menu of the login result', async () => {
    const { menus } = await loginAs(t.app, 'PLATFORM', 'admin');
    const zh = await menuTitles('UC', 'zh-CN');
    const shown = flatten(menus);
    expect(shown.length).toBeGreaterThan(20);
    const untranslated = shown.filter((m) => !HAN.test(zh.get(`menu.${m.identity}`) ?? ''));
    expect(untranslated.map((m) => m.identity)).toEqual([]);
  });
});
