import { describe, expect, it } from 'vitest';
import { areas, enUS, zhCN } from './catalogue';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogue (DESIGN.md "Messages", product.md §4, api-contract.md §9)', () => {
  it('every area has the same keys in zh-CN and en-US', () => {
    for (const area of areas) {
      expect(Object.keys(area['en-US']).sort()).toEqual(Object.keys(area['zh-CN']).sort());
    }
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('no key is defined by two areas (the later one would silently win)', () => {
    const owner = new Map<string, number>();
    const clashes: string[] = [];
    areas.forEach((area, index) => {
      for (const key of Object.keys(area['zh-CN'])) {
        if (owner.has(key)) clashes.push(key);
        owner.set(key, index);
      }
    });
    expect(clashes).toEqual([]);
  });

  it('no text is empty or only spaces, in either locale', () => {
    const empty = [...entries('zh-CN', zhCN), ...entries('en-US', enUS)].filter(
      ([, text]) => text.trim() === '',
    );
    expect(empty).toEqual([]);
  });

  it('en-US counts lengths in characters: 位 is never rendered as bits, nor a password length as digits', () => {
    const wrong = entries('en-US', enUS).filter(
      ([key, text]) =>
        /\bbits?\b/i.test(text) || (key.includes('password') && /\b\d+ digits\b/.test(text)),
    );
    expect(wrong).toEqual([]);
    expect(enUS['validation.password.strategyLength']).toBe(
      'the minimum length is {minLength} characters',
    );
  });

  it('both locales use the same {placeholders} for each key', () => {
    const mismatched = Object.keys(zhCN).filter((key) => {
      const k = key as keyof typeof zhCN;
      return placeholders(zhCN[k]).join() !== placeholders(enUS[k]).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('keys are dotted camelCase grouped by area', () => {
    const bad = Object.keys(zhCN).filter((key) => !/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(key));
    expect(bad).toEqual([]);
  });
});

function entries(locale: string, messages: Record<string, string>) {
  return Object.entries(messages).map(([key, text]) => [`${locale}:${key}`, text] as const);
}
