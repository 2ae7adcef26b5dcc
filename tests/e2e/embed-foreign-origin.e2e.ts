import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { listenOnFreePort, startServer, type ServerProcess } from './server-process';

/**
 * The drop-in elements on a third-party page (elements README "Embed Portico on your site";
 * server README "Cross-origin pages"; DESIGN.md "Security model"): a page served by another
 * server, on another host name AND port, loads the script from the hub and has nothing but
 * `hub-url` and `app-code`. Its origin is registered for DEMO_REMOTE (PORTICO_EXAMPLES_ORIGIN).
 * Signed out it offers Sign in, which goes through the hub's SSO page and comes back with an
 * app session; the bell is live; logout ends the hub's session too. A page on an origin that
 * is neither registered nor listed gets no CORS grant and no socket.
 */
const APP = 'DEMO_REMOTE';
const PASSWORD = 'Portico#2026';
const WS_PATH = '/gc-websocket/gc/inmail';
const shots = new URL('../../test-results/', import.meta.url).pathname;

let hub: ServerProcess;
let foreign: Server;
let stranger: Server;
let foreignUrl: string;
let strangerUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The STOMP sockets of the partner page that the hub answered with CONNECTED. */
const connectedSockets: string[] = [];

/** A plain page with the script tag and the two elements, as an integrator writes it. */
function embedPage(hubUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
<script type="module" src="${hubUrl}/elements/portico-elements.js"></script></head>
<body><header><portico-user-bar hub-url="${hubUrl}" app-code="${APP}" locale="en-US"></portico-user-bar>
<portico-message-bell hub-url="${hubUrl}" app-code="${APP}" locale="en-US"></portico-message-bell></header>
<main><h1>Partner page</h1></main></body></html>`;
}

async function pageServer(html: () => string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html());
  });
  // Every interface: the page's `localhost` may resolve to ::1 or 127.0.0.1.
  return { server, url: `http://localhost:${await listenOnFreePort(server)}` };
}

beforeAll(async () => {
  ({ server: foreign, url: foreignUrl } = await pageServer(() => embedPage(hub.url)));
  ({ server: stranger, url: strangerUrl } = await pageServer(() => embedPage(hub.url)));
  hub = await startServer(() => ({ PORTICO_EXAMPLES_ORIGIN: foreignUrl }));
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).startsWith('CONNECTED')) connectedSockets.push(socket.url());
    }),
  );
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await new Promise((resolve) => foreign?.close(resolve));
  await new Promise((resolve) => stranger?.close(resolve));
  await hub?.stop();
});

const userBar = () => page.locator('portico-user-bar');

/** The bell's badge as a number (no badge: 0). */
async function badge(): Promise<number> {
  const found = page.locator('portico-message-bell [part~=unread-badge]');
  if ((await found.count()) === 0) return 0;
  const text = (await found.first().textContent()) ?? '0';
  return text === '99+' ? 100 : Number(text);
}

async function adminToken(): Promise<string> {
  const answer = await fetch(`${hub.url}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
  });
  return ((await answer.json()) as { retVal: { jwtToken: string } }).retVal.jwtToken;
}

/** The hub's own token in the browser (its cookie on the hub's host), or null. */
async function hubToken(): Promise<string | null> {
  const cookies = await context.cookies(hub.url);
  return cookies.find((cookie) => cookie.name === 'portico_token')?.value ?? null;
}

describe('the elements on a registered third-party origin (product.md §2.4, §2.8)', () => {
  it('signed out offers Sign in, which goes through the hub and comes back signed in', async () => {
    await page.goto(`${foreignUrl}/partner/page.html?tab=2`);
    const signIn = userBar().getByRole('button', { name: 'Sign in' });
    await signIn.waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${shots}embed-signed-out.png` });
    await signIn.click();

    // The hub's SSO page for this app code, pointing back at the page.
    await page.waitForURL((url) => url.origin === hub.url && url.pathname === '/sso');
    const asked = new URL(page.url());
    expect(asked.searchParams.get('appCode')).toBe(APP);
    expect(asked.searchParams.get('redirect')).toBe(`${foreignUrl}/partner/page.html?tab=2`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('input[name=unitCode]').fill('H001');
    await page.locator('input[name=userCode]').fill('frontdesk');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=agreement]').check();
    await page.getByRole('button', { name: 'Log in' }).click();

    // Back on the partner page, signed in; the one-time code has left the address bar.
    await page.waitForURL((url) => url.origin === foreignUrl, { timeout: 20_000 });
    await userBar().locator('[part~=user]').waitFor({ timeout: 20_000 });
    await expect.poll(() => userBar().locator('[part~=user]').textContent()).toBeTruthy();
    expect(page.url()).toBe(`${foreignUrl}/partner/page.html?tab=2`);
    await page.screenshot({ path: `${shots}embed-signed-in.png` });
    // The page holds an app session of DEMO_REMOTE in its own cookie, never the hub's token.
    const own = await context.cookies(foreignUrl);
    const appCookie = own.find((cookie) => cookie.name === `portico_token_${APP}`);
    expect(appCookie?.value).toBeTruthy();
    expect(appCookie?.value).not.toBe(await hubToken());
    expect(own.find((cookie) => cookie.name === 'portico_token')).toBeUndefined();
  });

  it('a message published through the server raises the bell live', async () => {
    await page.locator('portico-message-bell [part~=icon]').first().waitFor();
    // Live: the page holds a STOMP session with the hub itself (not with its own origin).
    const socketUrl = `${hub.url.replace(/^http/, 'ws')}${WS_PATH}`;
    await expect.poll(() => connectedSockets, { timeout: 15_000 }).toContain(socketUrl);
    const before = await badge();
    const answer = await fetch(`${hub.url}/internal-message/api/backstage/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await adminToken() },
      body: JSON.stringify({
        messageTitle: 'Partner desk: shuttle at 7',
        messageText: 'The airport shuttle leaves at 7.',
        messageLevel: 'INFO',
        messageType: 'PRIVATE',
        audience: { users: [{ unitCode: 'H001', userCode: 'frontdesk' }] },
      }),
    });
    expect(((await answer.json()) as { result: number }).result).toBe(0);
    await expect.poll(badge, { timeout: 15_000 }).toBe(before + 1);
  });

  // The SDK sends the token a check is about in the Authorization header, never in the URL: from
  // this origin that is a preflighted call, which the hub grants to a registered origin.
  it('checks its app token with /sso/available from its own origin, the token in a header', async () => {
    const own = await context.cookies(foreignUrl);
    const token = own.find((cookie) => cookie.name === `portico_token_${APP}`)?.value ?? '';
    expect(token).toBeTruthy();
    const answer = await page.evaluate(
      async ({ hubUrl, appCode, token }) => {
        const response = await fetch(`${hubUrl}/uc/sso/available?appCode=${appCode}`, {
          headers: { authorization: token, language: 'en-US' },
        });
        return (await response.json()) as { result: number; retVal: unknown };
      },
      { hubUrl: hub.url, appCode: APP, token },
    );
    expect(answer).toMatchObject({ result: 0, retVal: true });
  });

  it('logout in the element ends the hub session too', async () => {
    const token = await hubToken();
    expect(token).toBeTruthy();
    await userBar().locator('[part~=menu-button]').click();
    await userBar().locator('[part~=logout-button]').click();
    await userBar().getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    // The hub's token is no longer a session: the family ended with the app session.
    const check = await fetch(`${hub.url}/uc/sso/getLoginByToken`, {
      headers: { authorization: token ?? '' },
    });
    expect(((await check.json()) as { result: number }).result).not.toBe(0);
  });
});

describe('a page on an origin that is not allowed (DESIGN.md "Security model")', () => {
  it('gets no CORS grant and no socket', async () => {
    const other = await context.newPage();
    await other.goto(`${strangerUrl}/page.html`);
    const outcome = await other.evaluate(
      async ({ hubUrl, wsPath }) => {
        let api = 'granted';
        try {
          await fetch(`${hubUrl}/uc/sso/getLoginByToken`, { headers: { authorization: 'x' } });
        } catch {
          api = 'refused';
        }
        const socket = await new Promise<string>((resolve) => {
          const ws = new WebSocket(`${hubUrl.replace(/^http/, 'ws')}${wsPath}`);
          ws.onopen = () => resolve('open');
          ws.onerror = () => resolve('refused');
        });
        return { api, socket };
      },
      { hubUrl: hub.url, wsPath: WS_PATH },
    );
    expect(outcome).toEqual({ api: 'refused', socket: 'refused' });
    const preflight = await fetch(`${hub.url}/uc/user/info`, {
      method: 'OPTIONS',
      headers: { origin: strangerUrl, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    await other.close();
  });
});
