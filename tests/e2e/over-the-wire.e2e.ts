import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wireFigures } from '../../bench/wire-transfer';
import { launchChromium } from './browser';

/**
 * The size budget of the launcher's first load after sign-in, over the wire as Chromium counts it
 * (docs/guides/production.md "Compression and caching"): the bench (`npm run bench`) prints the
 * same figure beside the uncompressed baseline; this pins it on the built console.
 */
const hub = inject('baseUrl');
/**
 * Below the 300 KB the product aims at, headers and the launcher's API answers included: about
 * 280 KB measured (the kv translations' first full pull alone varies by some 15 KB with what the
 * hub holds), so a few KB of growth fail here rather than at the target.
 */
const LAUNCHER_BUDGET = 292_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the console over the wire', () => {
  it('loads the launcher after sign-in in under 300 KB, each call once, and takes its hashed files from cache the next time', async () => {
    const figures = await wireFigures(browser, hub, true);
    const first = figures.launcherFirst;
    expect(
      first.bytes,
      first.files.map((f) => `${f.path} ${f.bytes}`).join('\n'),
    ).toBeLessThanOrEqual(LAUNCHER_BUDGET);
    // One query per key: the same call (path, query, app and language) twice is waste.
    const repeated = first.calls.filter((call, index) => first.calls.indexOf(call) !== index);
    expect(repeated, first.calls.join('\n')).toEqual([]);
    // With the cache warm, no hashed file goes over the wire again (immutable).
    expect(figures.launcherWarm.files.filter((f) => f.path.startsWith('/assets/'))).toEqual([]);
  });
});
