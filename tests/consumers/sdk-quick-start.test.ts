import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/browser';
import { createConsumer, readmeQuickStart, viteBuild } from './packed-consumer';
import { installPackedSdk } from './packed-sdk';

/**
 * The issue's bar for the SDK: a fresh Vite app installs the packed SDK, copies the README child
 * quick start verbatim ("A child app, no router"), and in Chromium it signs in through the hub
 * (product.md §2.4), shows real texts on failure, and goes back to the hub when a call answers
 * 50001 (api-contract.md §8: sso-logout when the app uses sso). The child is served at
 * http://child.test, its hub at http://hub.test/sso; every call is answered by `route`.
 */
const CHILD = 'http://child.test';
const HUB = 'http://hub.test/sso';
const LOGIN = {
  jwtToken: 'app-jwt',
  userCode: 'frontdesk',
  unitCode: 'H001',
  username: 'Front Desk',
  menus: [],
};

let consumer = '';
let files = new Map<string, Buffer>();
let browser: Browser | undefined;

beforeAll(async () => {
  consumer = createConsumer('portico-quick-start-');
  await installPackedSdk(consumer);
  // The README block verbatim; only `renderApp`, the app's own, is written here: it shows
  // 'ready' and, on `?call`, makes one call of the app (answered 50001 below).
  const main = readmeQuickStart().replace(
    /function renderApp\(\) \{[\s\S]*$/,
    `function renderApp() {
  document.body.append('ready');
  if (new URLSearchParams(location.search).has('call')) {
    void portico.http.request('UC', '/user/info').catch(() => undefined);
  }
}
`,
  );
  expect(main).toContain(readmeQuickStart().split('function renderApp')[0]);
  files = await viteBuild(consumer, 'child', main);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

interface Answers {
  /** GET /uc/sso/check: the app's token, or a failure envelope. */
  check: { result: number; msg: string; retVal: unknown };
}

const envelope = (retVal: unknown, result = 0, msg = '') => ({ result, msg, retVal });

/** A context where child.test serves the built app and its API, hub.test a stand-in page. */
async function childContext(
  answers: Answers,
): Promise<{ context: BrowserContext; calls: string[] }> {
  const context = await browser!.newContext();
  const calls: string[] = [];
  const json = (route: Route, body: unknown) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
  await context.route('http://hub.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>hub</title>hub' }),
  );
  await context.route(`${CHILD}/**`, (route) => {
    const url = new URL(route.request().url());
    const asset = url.pathname.startsWith('/assets/') && files.get(path.basename(url.pathname));
    if (asset) return route.fulfill({ contentType: 'text/javascript', body: asset });
    if (url.pathname === '/app-config/appConfig.json') {
      return json(route, { default: { appCode: 'GC', sso: true } });
    }
    if (url.pathname === '/app-config/loginSystemConfig.json') return json(route, { hubUrl: HUB });
    if (url.pathname.startsWith('/uc/')) {
      // The token a check is about travels in the Authorization header, never the URL.
      const authorization = route.request().headers()['authorization'];
      calls.push(`${url.pathname}${url.search}${authorization ? ` [${authorization}]` : ''}`);
      if (url.pathname === '/uc/sso/check') return json(route, answers.check);
      if (url.pathname === '/uc/sso/getLoginByToken') return json(route, envelope(LOGIN));
      if (url.pathname === '/uc/user/info') return json(route, envelope(null, 50001, 'logged out'));
      return json(route, envelope(null, 404, 'no such call'));
    }
    // Every page path is the app (its router is the README's path → route name line).
    return route.fulfill({ contentType: 'text/html', body: indexHtml() });
  });
  return { context, calls };
}

function indexHtml(): string {
  const html = [...files].find(([name]) => name === 'index.html');
  if (html) return html[1].toString('utf8');
  const entry = [...files.keys()].find((name) => /^index-.*\.js$/.test(name));
  return `<!doctype html><html><body><script type="module" src="/assets/${entry}"></script></body></html>`;
}

async function warnings(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

/**
 * What a hub does: the child sends the browser to the hub with the state of the sign-in it
 * started; the hub comes back with its code and that state (security concept "The hand-off to an
 * app"). Returns the hub address the child chose.
 */
async function backFromHub(page: Page, path: string, ssoToken: string): Promise<URL> {
  await page.goto(`${CHILD}/index`);
  await page.waitForURL(/^http:\/\/hub\.test\/sso\?/);
  const toHub = new URL(page.url());
  const back = new URL(`${CHILD}${path}`);
  back.searchParams.set('ssoToken', ssoToken);
  back.searchParams.set('ssoState', toHub.searchParams.get('ssoState') ?? '');
  await page.goto(back.href);
  return toHub;
}

describe('the README child quick start, built by Vite from the packed SDK, in Chromium', () => {
  it('product.md §2.4: without a session it goes to the hub; back with ssoToken it signs in, strips the token and renders', async () => {
    const { context, calls } = await childContext({ check: envelope('app-jwt') });
    const page = await context.newPage();
    // The hub signs the user in and sends them back with a token for this app.
    const toHub = await backFromHub(page, '/index', 'hub-token');
    expect(toHub.searchParams.get('appCode')).toBe('GC');
    expect(toHub.searchParams.get('redirect')).toBe(`${CHILD}/index`);
    expect(toHub.searchParams.get('ssoState')).toMatch(/^[\w-]{43}$/);
    await page.getByText('ready').waitFor();
    expect(page.url()).toBe(`${CHILD}/index`);
    expect(
      calls.some((call) => /^\/uc\/sso\/check\?appCode=GC\b.* \[hub-token\]$/.test(call)),
    ).toBe(true);
    expect(calls.filter((call) => call.includes('token='))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).toContain('frontdesk');
    await context.close();
  }, 60_000);

  it('product.md §2.4 "On failure it shows the message": a refused token shows the real text, no message key', async () => {
    const { context } = await childContext({ check: envelope(null, 53001, 'token invalid') });
    const page = await context.newPage();
    const seen = await warnings(page);
    await backFromHub(page, '/index', 'bad-token');
    await page.waitForURL(`${CHILD}/login`);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(seen.join('\n')).not.toMatch(/\bsso\.[a-zA-Z]+/);
    // zh-CN, the default locale, with the server's reason.
    expect(seen).toContain('单点登录校验失败：token invalid');
    await context.close();
  }, 60_000);

  it('api-contract.md §8: a 50001 answer clears the session and, by sso-logout, goes to the hub', async () => {
    const { context } = await childContext({ check: envelope('app-jwt') });
    const page = await context.newPage();
    await backFromHub(page, '/index?call=1', 'hub-token');
    await page.waitForURL(/^http:\/\/hub\.test\/sso\?.*logout=1/);
    const back = new URL(page.url());
    expect(back.searchParams.get('appCode')).toBe('GC');
    expect(back.searchParams.get('redirect')).toBe(`${CHILD}/`);
    await page.goto(`${CHILD}/app-config/loginSystemConfig.json`);
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('frontdesk');
    await context.close();
  }, 60_000);
});
