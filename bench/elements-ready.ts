import type { BrowserContext, Page } from 'playwright-core';
import { openPage } from '../packages/elements/test-browser/harness';
import { FIRST_PAINT_BODY, FIRST_PAINT_UNREAD } from './elements-first-paint';
import { NOVU_PAGE, novuContext } from './novu-inbox';

/**
 * "Ready": the time from the moment the page asks for the widget's script until the widget shows
 * data, measured inside the page, the same way for Portico and for Novu's Inbox: a probe started
 * before any script of the page checks every animation frame for the rendered state and notes
 * `performance.now()` the first time it holds; the start is the script's resource timing
 * `startTime`. Portico signed in is ready when the bar shows the user's button and the bell its
 * unread badge; Novu when its bell shows the unread dot. Cold cache, the APIs answered by fakes.
 * Split as the page sees it: until the script has arrived (`responseEnd`), and from there on
 * (parse, run, the data call, render), the part that is ours to cut.
 */

export interface Ready {
  /** Script requested → widget rendered with data. */
  readyMs: number;
  /** Script requested → script received. */
  fetchMs: number;
}

/** `ready` is the source of a function body (run in the page) that is true once rendered. */
function probe(ready: string): string {
  return `(() => {
  const ready = () => { ${ready} };
  const tick = () => {
    if (ready()) window.__porticoReadyAt = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
}

const PORTICO_READY = `
  const bar = document.querySelector('#bar')?.shadowRoot;
  const bell = document.querySelector('#bell')?.shadowRoot;
  return !!bar?.querySelector('[part~="user-info-button"]') &&
    !!bell?.querySelector('[part~="unread-badge"]');`;

const NOVU_READY = `return !!document.querySelector('#inbox .nv-bellDot');`;

/** Reads the probe's time and the script's timing once the page is ready. */
async function readyOf(page: Page, script: RegExp): Promise<Ready> {
  await page.waitForFunction(() => '__porticoReadyAt' in window, undefined, { timeout: 30_000 });
  const timing = await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => pattern.test(new URL(resource.name).pathname)) as
      PerformanceResourceTiming | undefined;
    const at = (window as unknown as { __porticoReadyAt: number }).__porticoReadyAt;
    return entry ? { start: entry.startTime, fetched: entry.responseEnd, at } : null;
  }, script.source);
  if (!timing) throw new Error(`the page loaded no script matching ${script}`);
  return {
    readyMs: Math.round(timing.at - timing.start),
    fetchMs: Math.round(timing.fetched - timing.start),
  };
}

async function coldReload(context: BrowserContext, page: Page, url?: string): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (url) await page.goto(url);
  else await page.reload();
}

/** Portico's bar + bell signed in, from the standalone folder `folder` served at /elements/. */
export async function porticoReady(folder: string): Promise<Ready> {
  const backend = { unreadCount: FIRST_PAINT_UNREAD };
  const { page, context } = await openPage({
    signedIn: true,
    body: FIRST_PAINT_BODY,
    standalone: folder,
    backend,
  });
  try {
    await page.waitForLoadState('networkidle');
    await context.addInitScript(probe(PORTICO_READY));
    await coldReload(context, page);
    return await readyOf(page, /\/elements\/portico-elements\.js$/);
  } finally {
    await context.close();
  }
}

/** Novu's Inbox bell, from its built page `dist` (novu-inbox.ts). */
export async function novuReady(dist: string): Promise<Ready> {
  const context = await novuContext(dist);
  try {
    await context.addInitScript(probe(NOVU_READY));
    const page = await context.newPage();
    await coldReload(context, page, NOVU_PAGE);
    return await readyOf(page, /\/assets\/index-[\w-]+\.js$/);
  } finally {
    await context.close();
  }
}

/** The median run of `runs` by `readyMs`. */
export async function medianReady(measure: () => Promise<Ready>, runs = 3): Promise<Ready> {
  const all: Ready[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure());
  all.sort((a, b) => a.readyMs - b.readyMs);
  return all[Math.floor(runs / 2)]!;
}
