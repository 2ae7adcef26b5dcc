import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';

/**
 * What the hub sends over the wire, as Chromium counts it (CDP `Network.loadingFinished`
 * encodedDataLength: compressed body and headers): the launcher's first load after sign-in with an
 * empty cache, its next load with the cache warm, and the first paint of the elements on a partner's
 * page (the plain HTML example). Beside it, the baseline of the same run: the same pages with
 * compression refused (`Accept-Encoding: identity`). Shared by the bench and the budget test.
 */

export interface Transfer {
  /** Bytes over the wire, headers included. */
  bytes: number;
  /** Requests that reached the server (not answered from the browser's cache). */
  requests: number;
  /** Of those, how many were revalidations answered 304. */
  revalidated: number;
  /** Every URL path that reached the server, with its bytes, largest first. */
  files: { path: string; bytes: number }[];
  /** The API calls the page made (method, path and query, the app and language headers), in order. */
  calls: string[];
}

/** Where the hub answers calls rather than files. */
const API_PREFIXES = ['/uc/', '/internal-message/', '/translate/', '/app-config/'];

export interface WireFigures {
  launcherFirst: Transfer;
  launcherWarm: Transfer;
  elementsFirstPaint: Transfer;
}

/** Records what a navigation transfers until the page settled and `ready` is on it. */
async function transferOf(
  context: BrowserContext,
  page: Page,
  url: string,
  ready: string,
): Promise<Transfer> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const paths = new Map<string, string>();
  const status = new Map<string, number>();
  const cached = new Set<string>();
  const files: { path: string; bytes: number }[] = [];
  const calls: string[] = [];
  // Only what the new document asks for: a request the previous page still had under way when
  // the navigation started is not part of this load.
  let document: string | undefined;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && document === undefined) document = event.loaderId;
    if (event.loaderId !== document) return;
    const address = new URL(event.request.url);
    paths.set(event.requestId, address.pathname);
    if (API_PREFIXES.some((prefix) => address.pathname.startsWith(prefix))) {
      const headers = event.request.headers;
      const context = ['appCode', 'language']
        .map((name) => headers[name] && `${name}=${headers[name]}`)
        .filter(Boolean);
      calls.push(
        `${event.request.method} ${address.pathname}${address.search} ${context.join(' ')}`.trim(),
      );
    }
  });
  cdp.on('Network.requestServedFromCache', (event) => cached.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    if (!paths.has(event.requestId)) return;
    status.set(event.requestId, event.response.status);
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) {
      cached.add(event.requestId);
    }
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (cached.has(event.requestId)) return;
    const path = paths.get(event.requestId);
    if (path === undefined || path.startsWith('data:')) return;
    files.push({ path, bytes: event.encodedDataLength });
  });
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  files.sort((a, b) => b.bytes - a.bytes);
  return {
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    requests: files.length,
    revalidated: [...status.values()].filter((s) => s === 304).length,
    files,
    calls,
  };
}

/** One browser context signed in through the console, with or without compression. */
async function signedIn(
  browser: Browser,
  base: string,
  compressed: boolean,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'en-US',
    extraHTTPHeaders: compressed ? {} : { 'accept-encoding': 'identity' },
  });
  const page = await context.newPage();
  await page.goto(`${base}/sso`);
  await page.locator('input[name=unitCode]').fill('PLATFORM');
  await page.locator('input[name=userCode]').fill('admin');
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL('**/apps');
  return { context, page };
}

/** The three figures against a hub at `base`, with compression accepted or refused. */
export async function wireFigures(
  browser: Browser,
  base: string,
  compressed: boolean,
): Promise<WireFigures> {
  const { context, page } = await signedIn(browser, base, compressed);
  try {
    const cdp = await context.newCDPSession(page);
    const emptyCache = () => cdp.send('Network.clearBrowserCache');
    await emptyCache();
    const launcherFirst = await transferOf(context, page, `${base}/apps`, 'li[data-app-code]');
    const launcherWarm = await transferOf(context, page, `${base}/apps`, 'li[data-app-code]');
    await emptyCache();
    const elementsFirstPaint = await transferOf(
      context,
      page,
      `${base}/examples/plain-html/`,
      'portico-user-bar',
    );
    return { launcherFirst, launcherWarm, elementsFirstPaint };
  } finally {
    await context.close();
  }
}
