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
 * 320 KiB, headers and the launcher's API answers included (about 880 KiB uncompressed; 311 KiB
 * measured on a fresh clone, above the 300 KB the product aims at: the launcher still loads the
 * whole message catalogue, 36 KiB, and repeats some API calls a varying number of times, a few
 * KiB from one load to the next). The budget pins what is measured, so any growth fails here.
 */
const LAUNCHER_BUDGET = 320 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the console over the wire', () => {
  it('loads the launcher after sign-in in at most 320 KiB and takes its hashed files from cache the next time', async () => {
    const figures = await wireFigures(browser, hub, true);
    const first = figures.launcherFirst;
    expect(
      first.bytes,
      first.files.map((f) => `${f.path} ${f.bytes}`).join('\n'),
    ).toBeLessThanOrEqual(LAUNCHER_BUDGET);
    // With the cache warm, no hashed file goes over the wire again (immutable).
    expect(figures.launcherWarm.files.filter((f) => f.path.startsWith('/assets/'))).toEqual([]);
  });
});
