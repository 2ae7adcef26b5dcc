import * as sdk from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import { consoleAreas } from './catalogue';

type Area = { 'zh-CN': Record<string, string>; 'en-US': Record<string, string> };

/** Every area of the SDK catalogue the internal entry exports (`…Messages`). */
const sdkAreas = Object.entries(sdk)
  .filter(([name, value]) => name.endsWith('Messages') && typeof value === 'object')
  .map(([, value]) => value as Area);

const merge = (areas: readonly Area[], locale: 'zh-CN' | 'en-US'): Record<string, string> =>
  Object.assign({}, ...areas.map((area) => area[locale])) as Record<string, string>;
const zhCN = merge(consoleAreas, 'zh-CN');
const enUS = merge(consoleAreas, 'en-US');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the console\'s own texts (the SDK catalogue\'s rules, DESIGN.md "Messages")', () => {
  it('every area has the same keys in zh-CN and en-US', () => {
    for (const area of consoleAreas) {
      expect(Object.keys(area['en-US'])).toEqual(Object.keys(area['zh-CN']));
    }
  });

  it('no key is defined by two console areas', () => {
    const seen = new Set<string>();
    const clashes = consoleAreas
      .flatMap((area) => Object.keys(area['zh-CN']))
      .filter((key) => seen.has(key) || !seen.add(key));
    expect(clashes).toEqual([]);
  });

  it('no key is defined both by the SDK catalogue and the console (one text per key)', () => {
    expect(sdkAreas.length).toBeGreaterThan(30);
    const inSdk = new Set(sdkAreas.flatMap((area) => Object.keys(area['zh-CN'])));
    expect(Object.keys(zhCN).filter((key) => inSdk.has(key))).toEqual([]);
  });

  it('no text is empty or only spaces, in either locale', () => {
    const empty = [...Object.entries(zhCN), ...Object.entries(enUS)].filter(
      ([, text]) => text.trim() === '',
    );
    expect(Object.keys(zhCN).length).toBeGreaterThan(1000);
    expect(empty).toEqual([]);
  });

  it('both locales use the same {placeholders} for each key', () => {
    const mismatched = Object.keys(zhCN).filter(
      (key) => placeholders(zhCN[key]!).join() !== placeholders(enUS[key]!).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('keys are dotted camelCase grouped by area', () => {
    const bad = Object.keys(zhCN).filter((key) => !/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(key));
    expect(bad).toEqual([]);
  });
});

/** Texts the spec quotes; each must be the text (or part of the text) of some key. */
const SPEC_EN = [
  // product.md §5 (its 'N bits' and '6 digits' render 位, a count of characters, and read so here)
  'Must contain digits and letters, at least 6 characters.',
  'Please enter 11 valid mobile numbers.',
  'Please enter a valid email.',
  'Please enter a valid ID number.',
  'must contain {classes}, the minimum length is {minLength} characters',
  'Please enter old password',
  'Please enter new password',
  'New password and old password cannot be the same',
  'Please enter your password again',
  'The passwords entered are inconsistent',
  'User code already exists',
  'Please select a unit',
  'please select messages first',
  "account, password or unit code can't be empty",
  // product.md §4
  'first login, please change password!',
  'you have not changed your password for a long time, please change it!',
  'no content was modified',
  'there is unsaved content',
  'I know',
  'handle later',
  'close all',
  // product.md §2, §6 and api-contract.md §2.1, §8
  'unit has not opened the application or the application is disabled',
  'Primary menu needs be set submenus or address',
  'No permission to view the page.',
  'not set',
  'My Apps',
  'select hotel',
  'user center login',
  'loginSystemConfig is missing',
  'domain not associated with an application',
  'customer has no related app link set',
  'Request timed out, please try again later',
  'Failed to get auth',
  'Failed to get detail of user',
  'Replication failed',
  'Menu is missing title',
  'Illegal external links',
  'Application parameter {param} is disabled or not set',
  'Unit cannot be deleted',
  'Unit cannot be edited',
  'Unit cannot be assigned roles',
  'Set password email error: account or email filled in wrongly',
  'delete failed, refresh and retry',
  'unknown error',
  'network request error',
  'response error',
  'unknown network error',
  'insufficient permission',
  'page not exist',
  'server error',
  'no matched address',
];
const SPEC_ZH = ['当前登录信息已失效，请重新登录', '查询详情失败：', '不合法的外部链接'];

describe('every user-visible string of product.md and api-contract.md is in the SDK catalogue or the console texts', () => {
  const en = [...sdkAreas, ...consoleAreas].flatMap((area) =>
    Object.values(area['en-US']).map((text) => text.toLowerCase()),
  );
  const zh = [...sdkAreas, ...consoleAreas].flatMap((area) => Object.values(area['zh-CN']));
  it.each(SPEC_EN)('en-US: %j', (text) => {
    expect(en.some((value) => value.includes(text.toLowerCase()))).toBe(true);
  });
  it.each(SPEC_ZH)('zh-CN: %j', (text) => {
    expect(zh.some((value) => value.includes(text))).toBe(true);
  });
});
