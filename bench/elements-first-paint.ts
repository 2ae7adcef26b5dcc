import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openPage } from '../packages/elements/test-browser/harness';

/**
 * What the first paint of the standalone elements script costs, measured as a browser pays it:
 * a plain page with `<portico-user-bar>` and `<portico-message-bell>` loads the script from
 * `/elements/` as the hub serves it (the folder of the packed package, installed from its
 * tarball), and every script or style file fetched until bar and bell are interactive is
 * counted, gzip -9. Signed in, the bell is interactive when it shows the first unread count,
 * which comes over HTTP; the live connection (the STOMP client's chunk) follows it. Shared by
 * the bench (elements-size.ts) and the size budget test
 * (packages/elements/test-browser/first-paint.browser.ts).
 */

/** The target for the first paint (bar + bell on Preact, every file fetched), gzip. */
export const FIRST_PAINT_BUDGET = 40 * 1024;

/** Bytes after `gzip -9`. */
export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export const FIRST_PAINT_BODY =
  '<portico-user-bar id="bar"></portico-user-bar><portico-message-bell id="bell"></portico-message-bell>';

/** The unread count the page's backend answers. */
export const FIRST_PAINT_UNREAD = 3;

export interface FetchedFirstPaint {
  /** gzip -9 bytes of every file from /elements/ the page needed until bar and bell were interactive. */
  bytes: number;
  /** Those files, in request order. */
  files: string[];
  /** Milliseconds from navigation until bar and bell were interactive. */
  interactiveMs: number;
  /** gzip -9 bytes of every file fetched once the page settled (signed in: the socket subscribed). */
  totalBytes: number;
  /** Every file fetched by then, in request order. */
  allFiles: string[];
}

/**
 * Loads the bar + bell page (signed in or out) and records every file it fetched; `folder` is
 * the standalone folder served at /elements/: the packed package's (packed-elements.ts) for
 * the budget and the bench, or a bench-only build.
 *
 * Signed in, a file requested after the page asked for the unread count is held until the count
 * is shown: the page must become interactive without it, so it is not part of the first paint
 * (it is in the total). A file the first paint does need would hold the count back and time out.
 */
export async function fetchedFirstPaint(
  signedIn: boolean,
  folder: string,
): Promise<FetchedFirstPaint> {
  // Unread messages, so the count the bell shows at first paint is a badge on the page.
  const backend = { unreadCount: FIRST_PAINT_UNREAD };
  const env = await openPage({ signedIn, body: FIRST_PAINT_BODY, standalone: folder, backend });
  const { page, context, broker } = env;
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  const needed: string[] = [];
  let countAsked = false;
  // A count the first load still asks for (a busy machine) must not hold the reload's files.
  let reloaded = false;
  let interactive = false;
  let shown = () => undefined as void;
  const shownOnPage = new Promise<void>((resolve) => (shown = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/elements/') || url.pathname.endsWith('/unReadNum'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname.endsWith('/unReadNum')) {
        countAsked ||= reloaded;
        return route.fallback();
      }
      const file = basename(pathname);
      if (!fetched.includes(file)) fetched.push(file);
      if (countAsked && !interactive) await shownOnPage;
      else if (!interactive && !needed.includes(file)) needed.push(file);
      return route.fallback();
    },
  );
  // openPage already navigated once: reload with the route in place, from a cold cache.
  const session = await context.newCDPSession(page);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const started = Date.now();
  reloaded = true;
  await page.reload();
  await page
    .locator(signedIn ? '#bar [part~="user-info-button"]' : '#bar [part~="base"]')
    .waitFor();
  await page.locator(signedIn ? '#bell [part~="unread-badge"]' : '#bell [part~="base"]').waitFor();
  const interactiveMs = Date.now() - started;
  interactive = true;
  shown();
  if (signedIn) {
    // The total is what the page holds once the live connection is up.
    const deadline = Date.now() + 15_000;
    while (broker.subscriptions.length === 0) {
      if (Date.now() > deadline) throw new Error('the live connection never subscribed');
      await page.waitForTimeout(20);
    }
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  const size = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSize(join(folder, file)), 0);
  return {
    bytes: size(needed),
    files: needed,
    interactiveMs,
    totalBytes: size(fetched),
    allFiles: [...fetched],
  };
}
