import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataLabel } from '../../lib/data-label';
import { portico } from '../../lib/portico';
import { applyOverrides, composeOverrides, refreshTranslations, translationStore } from './kv-sync';

const request = vi.spyOn(portico.http, 'request');

beforeEach(() => {
  localStorage.clear();
  portico.i18n.setLocale('en-US');
  portico.i18n.setOverrides({});
});
afterEach(() => request.mockReset());

describe('kv translations of the console (api-contract.md §7.8, product.md §4 "Language")', () => {
  it("the console's own app wins; of the menu apps only their menu titles are layered under it", () => {
    translationStore.write('UC', 'en-US', {
      lastPullDate: 'D1',
      messages: { 'menu.UC_HELP': 'Help (UC)', 'login.title': 'User centre login' },
    });
    translationStore.write('GC', 'en-US', {
      lastPullDate: 'D1',
      messages: { 'menu.GC_OPS': 'Operations' },
    });
    translationStore.write('SSO', 'en-US', {
      lastPullDate: 'D1',
      messages: { 'menu.UC_HELP': 'Help (hub)', 'shell.refresh': 'Reload' },
    });
    expect(composeOverrides('en-US')).toEqual({
      'menu.UC_HELP': 'Help (hub)',
      'menu.GC_OPS': 'Operations',
      'shell.refresh': 'Reload',
    });
    // Another switch set only the app's own translations: the menu titles come back.
    portico.i18n.setOverrides({ 'shell.refresh': 'Reload' });
    applyOverrides();
    expect(portico.i18n.overrides.value['menu.GC_OPS']).toBe('Operations');
  });

  it("names of the menu apps' data (data.<kind>.<code>) are layered like menu titles and read by dataLabel (product.md §1)", () => {
    translationStore.write('UC', 'zh-CN', {
      lastPullDate: 'D1',
      messages: {
        'data.app.GC': '集团云控制台',
        'data.report.UC_RPT_LOGIN_DAILY': '每日登录',
        'login.title': '用户中心登录',
      },
    });
    portico.i18n.setLocale('zh-CN');
    applyOverrides();
    expect(composeOverrides('zh-CN')).toEqual({
      'data.app.GC': '集团云控制台',
      'data.report.UC_RPT_LOGIN_DAILY': '每日登录',
    });
    expect(dataLabel('app', 'GC', 'Group Cloud Console')).toBe('集团云控制台');
    expect(dataLabel('report', 'UC_RPT_LOGIN_DAILY', 'Daily sign-ins')).toBe('每日登录');
    // A name without a translation shows as the data holds it.
    expect(dataLabel('app', 'WK', 'Work Orders')).toBe('Work Orders');
  });

  it('at start each app is pulled incrementally: empty date when the locale has nothing stored, else the stored date', async () => {
    translationStore.write('UC', 'en-US', {
      lastPullDate: 'D7',
      messages: { 'menu.UC_HELP': 'Help' },
    });
    request.mockResolvedValue({
      translatesDTOs: [{ key: 'menu.UC_ORG', value: 'Organisation chart' }],
      lastPullDate: 'D8',
    });
    await refreshTranslations();
    const dates = Object.fromEntries(
      request.mock.calls.map(([, , options]) => [
        (options as { headers: { appCode: string } }).headers.appCode,
        (options as { query: { lastPullDate: string } }).query.lastPullDate,
      ]),
    );
    expect(dates).toEqual({ SSO: '', UC: 'D7', GC: '' });
    expect(translationStore.read('UC', 'en-US').lastPullDate).toBe('D8');
    expect(portico.i18n.overrides.value).toMatchObject({
      'menu.UC_HELP': 'Help',
      'menu.UC_ORG': 'Organisation chart',
    });
  });
});
