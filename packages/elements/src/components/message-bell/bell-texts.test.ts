import { elementsMessages } from '@portico/sdk/internal';
import { describe, expect, it } from 'vitest';
import { bellMessages } from './bell-texts';

describe("the bell's first-paint texts (README: the accessible name)", () => {
  it('are the texts of the same keys in the SDK elements area, in both locales', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const own = bellMessages[locale];
      const sdk = elementsMessages[locale] as Record<string, string>;
      expect(Object.keys(own).length).toBeGreaterThan(0);
      for (const [key, text] of Object.entries(own)) expect(sdk[key], key).toBe(text);
    }
  });
});
