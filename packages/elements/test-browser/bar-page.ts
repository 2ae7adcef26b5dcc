import type { BrowserContext, Page } from 'playwright-core';
import { createBarFakes, type BarFakeOptions } from '../src/components/user-bar/bar-fakes';
import { openPage, ORIGIN, sessionInfo, type PageOptions } from './harness';

/** The user bar on a page whose server calls are faked, and what its browser tests share. */
export const shots = new URL('../../../test-results/', import.meta.url).pathname;

/** A small SVG standing for an uploaded logo (the fake server's /logo/file/{code}). */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"><rect width="160" height="48" rx="8" fill="#0f766e"/><text x="80" y="31" font-family="sans-serif" font-size="18" fill="#fff" text-anchor="middle">HARBOUR</text></svg>`;

/**
 * The standalone bundle on the harness page, with the bar's calls (units, logos, code dict,
 * e-mail, app links, unit switch) answered by the bar fakes; everything else by the harness.
 */
export async function barPage(
  options: Partial<PageOptions> & { fakes?: BarFakeOptions; bar?: string } = {},
) {
  const env = await openPage({
    ...options,
    body:
      options.body ??
      `<portico-user-bar id="bar" logout-redirect="/login" ${options.bar ?? ''}></portico-user-bar>`,
  });
  const fakes = createBarFakes({
    loginFor: (unit) =>
      sessionInfo(
        {},
        { unitCode: unit?.code, unitName: unit?.descript, jwtToken: `token-${unit?.code}` },
      ),
    ...options.fakes,
  });
  // Registered after the harness's route, so it is asked first (Playwright: last one wins).
  await env.context.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname.startsWith('/uc/logo/file/')) {
      return route.fulfill({ body: LOGO_SVG, contentType: 'image/svg+xml' });
    }
    if (url.pathname === '/history/') {
      return route.fulfill({ body: '<h1>Update history</h1>', contentType: 'text/html' });
    }
    const raw = request.postDataBuffer();
    const type = request.headers()['content-type'] ?? '';
    const body = !raw
      ? undefined
      : type.includes('json')
        ? (JSON.parse(raw.toString('utf8')) as unknown)
        : raw.toString('latin1');
    const answer = fakes.handle(request.method(), url.href, body);
    if (!answer) return route.fallback();
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) });
  });
  const bar = env.page.locator('#bar');
  return { ...env, fakes, bar };
}

/** Records the portico-* events seen at the document, in sessionStorage (kept over a reload). */
export async function recordEvents(page: Page) {
  await page.evaluate(() => {
    for (const name of [
      'portico-unit-switched',
      'portico-locale-change',
      'portico-menu-collapse',
      'portico-refresh',
      'portico-logged-out',
    ]) {
      document.addEventListener(name, (event) => {
        const seen = JSON.parse(sessionStorage.getItem('seen') ?? '[]') as unknown[];
        seen.push({ type: name, detail: (event as CustomEvent).detail ?? null });
        sessionStorage.setItem('seen', JSON.stringify(seen));
      });
    }
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('seen') ?? '[]') as unknown);
}

export async function openMenu(page: Page) {
  await page.locator('#bar [part~="menu-button"]').click();
  const menu = page.locator('#bar').getByRole('menu');
  await menu.waitFor();
  return menu;
}

export async function choose(page: Page, name: string) {
  const menu = await openMenu(page);
  await menu.getByRole('menuitem', { name }).click();
}

export const done = (context: BrowserContext) => context.close();

/** The top of the page, where the bar and its dropdowns are. */
export function clip(height = 320) {
  return { x: 0, y: 0, width: 1280, height };
}
