import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openPage } from '../packages/elements/test-browser/harness';

/**
 * What the first paint of the standalone elements script costs, measured as a browser pays it:
 * a plain page with `<portico-user-bar>` and `<portico-message-bell>` loads the script from
 * `/elements/` as the hub serves it (the folder of the packed package, installed from its
 * tarball), and every script or style file fetched until bar and bell are interactive (and
 * the network is idle) is counted, gzip -9. Shared by the bench
 * (elements-size.ts) and the size budget test (packages/elements/test-browser/first-paint.browser.ts).
 */

/** The target for the first paint (bar + bell, React in, every file fetched), gzip. */
export const FIRST_PAINT_BUDGET = 90 * 1024;

/** Bytes after `gzip -9`. */
export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export const FIRST_PAINT_BODY =
  '<portico-user-bar id="bar"></portico-user-bar><portico-message-bell id="bell"></portico-message-bell>';

export interface FetchedFirstPaint {
  /** gzip -9 bytes of every file fetched from /elements/. */
  bytes: number;
  /** The files fetched, in request order. */
  files: string[];
  /** Milliseconds from navigation until bar and bell were interactive. */
  interactiveMs: number;
}

/**
 * Loads the bar + bell page (signed in or out) and records every file it fetched; `folder` is
 * the standalone folder served at /elements/: the packed package's (packed-elements.ts) for
 * the budget and the bench, or a bench-only build.
 */
export async function fetchedFirstPaint(
  signedIn: boolean,
  folder: string,
): Promise<FetchedFirstPaint> {
  const env = await openPage({ signedIn, body: FIRST_PAINT_BODY, standalone: folder });
  const { page, context } = env;
  await page.waitForLoadState('networkidle');
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/elements/')) fetched.add(basename(url.pathname));
  });
  // openPage already navigated once: reload with the listener in place, from a cold cache.
  const session = await context.newCDPSession(page);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const started = Date.now();
  await page.reload();
  await page
    .locator(signedIn ? '#bar [part~="user-info-button"]' : '#bar [part~="base"]')
    .waitFor();
  await page.locator('#bell [part~="base"]').waitFor();
  const interactiveMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...fetched];
  return {
    bytes: files.reduce((sum, file) => sum + gzipSize(join(folder, file)), 0),
    files,
    interactiveMs,
  };
}
