import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../../tests/e2e/browser';
import { createFakeBackend, type FakeBackendOptions } from '../src/testing/fake-backend';
import { fakeBroker } from './stomp';

export const ORIGIN = 'http://portico.test';
const standalone = fileURLToPath(new URL('../dist/standalone/', import.meta.url));

/** The session a signed-in page holds (product.md §3 "Login result", minus the token). */
export function sessionInfo(
  userInfo: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    userCode: 'frontdesk',
    username: 'Front Desk',
    unitId: 'u-h001',
    unitCode: 'H001',
    unitName: 'Harbour View Hotel',
    unitLogo: null,
    deptName: 'Front Office',
    theme: null,
    apps: [],
    userPkId: '1001',
    unitPkId: '2001',
    pwdChange: false,
    menus: [],
    orgId: 'o-1',
    orgType: 'HOTEL',
    orgUUID: '00000000-0000-4000-8000-000000000001',
    login: true,
    userInfoDO: {
      id: '1001',
      code: 'frontdesk',
      name: 'Front Desk',
      type: 'USER',
      deptName: 'Front Office',
      firstLogin: 'F',
      isBackdoor: 'F',
      canUseBackdoor: 'F',
      receiveMessage: 'T',
      email: null,
      ...userInfo,
    },
    ...extra,
  };
}

/**
 * A host page that would break anything it could reach: its selectors must not match inside
 * the shadow roots (only inherited properties and --portico-* variables pass, by design).
 */
export const HOSTILE_CSS = `
  button, input, select, table, td, th, div, p, span, h2, h3, li, ol, ul, nav, form {
    background: rgb(0, 255, 0) !important; border: 7px dashed rgb(128, 0, 128) !important;
    padding: 31px !important; margin: 13px !important; text-transform: uppercase !important;
  }`;

export interface PageOptions {
  /** Markup of the body: the elements under test. */
  body: string;
  backend?: FakeBackendOptions;
  locale?: 'zh-CN' | 'en-US';
  signedIn?: boolean;
  session?: ReturnType<typeof sessionInfo>;
  viewport?: { width: number; height: number };
  /** Extra CSS of the host page. */
  css?: string;
  /** The folder served at /elements/; the built standalone folder when absent (benches). */
  standalone?: string;
  /** The page's script tag; the stable `/elements/portico-elements.js` when absent. */
  script?: string;
  /**
   * A Content-Security-Policy header for the page. The host CSS is then a file (`/host.css`),
   * not an inline `<style>`, so a policy without 'unsafe-inline' holds the host page too.
   */
  csp?: string;
  /** Answers to return for a path instead of the backend's (e.g. a 52100). */
  override?: (path: string) => { result: number; msg: string; retVal: unknown } | undefined;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  backend: ReturnType<typeof createFakeBackend>;
  broker: Awaited<ReturnType<typeof fakeBroker>>;
  errors: string[];
}

let browser: Browser | null = null;

/** One Chromium per test file (launched on first use); close it in afterAll. */
export async function getBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = null;
}

/**
 * A page at http://portico.test/ that loads the built standalone bundle from /elements/ with
 * a script tag, as a third-party page does; every call is answered by the fake backend through
 * `route`, the live socket by a fake STOMP broker.
 */
export async function openPage(options: PageOptions): Promise<TestPage> {
  const context = await (
    await getBrowser()
  ).newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const backend = createFakeBackend(options.backend);
  const broker = await fakeBroker(context);
  if (options.signedIn !== false) {
    await context.addCookies([{ name: 'portico_token', value: 'fake-token', url: ORIGIN }]);
  }
  await context.addInitScript(
    ({ session, locale }) => {
      if (session) localStorage.setItem('portico.session', session);
      localStorage.setItem('portico.locale', locale);
    },
    {
      session: options.signedIn === false ? null : JSON.stringify(options.session ?? sessionInfo()),
      locale: options.locale ?? 'en-US',
    },
  );
  const hostCss = `body{font-family:serif} ${options.css ?? ''}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host page</title>
    ${options.csp ? '<link rel="stylesheet" href="/host.css">' : `<style>${hostCss}</style>`}
    ${options.script ?? '<script type="module" src="/elements/portico-elements.js"></script>'}</head>
    <body><main><h1>Host page</h1>${options.body}</main></body></html>`;
  await context.route(`${ORIGIN}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === '/') {
      const headers = options.csp ? { 'content-security-policy': options.csp } : undefined;
      return route.fulfill({ body: html, contentType: 'text/html', headers });
    }
    if (url.pathname === '/host.css')
      return route.fulfill({ body: hostCss, contentType: 'text/css' });
    if (url.pathname.startsWith('/elements/')) {
      // A file of the folder or of its hash-named copy (scripts/standalone-integrity.mjs).
      const [folder, file] = url.pathname.slice('/elements/'.length).split('/');
      const inCopy = file !== undefined && /^[0-9a-f]{16}$/.test(folder ?? '');
      const served = options.standalone ?? standalone;
      return route.fulfill({
        path: inCopy ? join(served, folder!, basename(file)) : join(served, basename(url.pathname)),
      });
    }
    const forced = options.override?.(url.pathname);
    const answer = forced
      ? { status: 200, body: forced }
      : backend.handle({
          method: request.method(),
          url: url.href,
          body: request.postData() ? request.postDataJSON() : undefined,
        });
    return route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ORIGIN}/`);
  return { page, context, backend, broker, errors };
}

/** The element focused in the page, looking through shadow roots, as `tag#text`. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return 'none';
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40);
    return `${active.localName}#${label}`;
  });
}
