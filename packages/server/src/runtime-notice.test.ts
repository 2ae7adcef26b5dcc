import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBackOidcRuntimeNotice } from './runtime-notice';

/** README "Set up": Node.js 20.19+ starts without oidc-provider's runtime line; others keep it. */
describe("oidc-provider's runtime line", () => {
  const notice =
    'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.';
  afterEach(() => vi.restoreAllMocks());

  function printed(version: string, lines: string[]): unknown[][] {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    warn.mockClear();
    const restore = holdBackOidcRuntimeNotice(version);
    for (const line of lines) console.warn(line);
    restore();
    console.warn('after');
    return warn.mock.calls;
  }

  it('is held back on 20.19 and later, while every other warning passes, and only while loading', () => {
    expect(printed('20.19.0', [notice, 'something else'])).toEqual([['something else'], ['after']]);
  });

  it('is printed on releases the README does not support', () => {
    expect(printed('20.18.3', [notice])).toEqual([[notice], ['after']]);
    expect(printed('18.20.0', [notice])).toEqual([[notice], ['after']]);
  });
});
