import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { listenOnFreePort, startServer, type ServerProcess } from './server-process';

/**
 * The hand-off bound to the page that started it (docs/concepts/security.md "The hand-off to an
 * app"; elements README "Embed Portico on your site"): a partner page on another host and port,
 * registered for DEMO_REMOTE, with the drop-in elements. Sign in sends a state and a challenge
 * through the hub and signs in; a partner page signed in as the victim and opened with an
 * attacker's `AC-` code keeps the victim, shows why and tells the page (`portico-sso-refused`);
 * a code taken off the way back is useless without the verifier the page kept.
 */
const APP = 'DEMO_REMOTE';
const PASSWORD = 'Portico#2026';
const REFUSED = 'The sign-in link was refused: this page did not start that sign-in.';
const shots = new URL('../../test-results/', import.meta.url).pathname;

let hub: ServerProcess;
let partner: Server;
let partnerUrl: string;
let browser: Browser;

function partnerPage(hubUrl: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
<script>window.__refused = []; addEventListener('portico-sso-refused', (e) => window.__refused.push(e.detail));</script>
<script type="module" src="${hubUrl}/elements/portico-elements.js"></script></head>
<body><header><portico-user-bar hub-url="${hubUrl}" app-code="${APP}" locale="en-US"></portico-user-bar></header>
<main><h1>Partner page</h1></main></body></html>`;
}

beforeAll(async () => {
  partner = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(partnerPage(hub.url));
  });
  partnerUrl = `http://localhost:${await listenOnFreePort(partner)}`;
  hub = await startServer(() => ({ PORTICO_EXAMPLES_ORIGIN: partnerUrl }));
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => partner?.close(resolve));
  await hub?.stop();
});

async function hubLogin(unitCode: string, userCode: string): Promise<string> {
  const answer = await fetch(`${hub.url}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode, userCode, password: PASSWORD }),
  });
  return ((await answer.json()) as { retVal: { jwtToken: string } }).retVal.jwtToken;
}

async function ssoCheck(query: Record<string, string>) {
  const answer = await fetch(`${hub.url}/uc/sso/check?${new URLSearchParams(query)}`);
  return (await answer.json()) as { result: number; retVal: string | null };
}

/** A fresh browser at the partner page, signed in through Sign in and the hub's form. */
async function signedInVictim(): Promise<{ context: BrowserContext; page: Page; hops: URL[] }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const hops: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) hops.push(new URL(frame.url()));
  });
  await page.goto(`${partnerUrl}/desk.html`);
  const signIn = page.locator('portico-user-bar').getByRole('button', { name: 'Sign in' });
  await signIn.waitFor({ timeout: 20_000 });
  await signIn.click();
  await page.waitForURL((url) => url.origin === hub.url && url.pathname === '/sso');
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill('H001');
  await page.locator('input[name=userCode]').fill('frontdesk');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.origin === partnerUrl, { timeout: 20_000 });
  await userOf(page).waitFor({ timeout: 20_000 });
  return { context, page, hops };
}

const userOf = (page: Page) => page.locator('portico-user-bar [part~=user]');
const appCookie = async (context: BrowserContext) =>
  (await context.cookies(partnerUrl)).find((c) => c.name === `portico_token_${APP}`)?.value;

describe('the partner page starts the sign-in and only takes its own code back', () => {
  let victim: Awaited<ReturnType<typeof signedInVictim>>;
  beforeAll(async () => {
    victim = await signedInVictim();
  }, 60_000);
  afterAll(async () => {
    await victim?.context.close();
  });

  it('the normal flow: a state and a challenge go to the hub, the state comes back with the code, the page signs in', async () => {
    const toHub = victim.hops.find((url) => url.origin === hub.url && url.pathname === '/sso')!;
    const state = toHub.searchParams.get('ssoState');
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(toHub.searchParams.get('codeChallenge')).toMatch(/^[\w-]{43}$/);
    const back = victim.hops.find((url) => url.searchParams.has('ssoToken'))!;
    expect(back.origin).toBe(partnerUrl);
    expect(back.searchParams.get('ssoToken')).toMatch(/^AC-/);
    expect(back.searchParams.get('ssoState')).toBe(state);
    // Signed in, and the code and state have left the address bar.
    await expect.poll(() => userOf(victim.page).textContent()).toContain('frontdesk');
    expect(victim.page.url()).toBe(`${partnerUrl}/desk.html`);
  });

  it("opened with an attacker's code, the victim stays signed in as themself and the page says why", async () => {
    const before = await appCookie(victim.context);
    expect(before).toBeTruthy();
    // The attacker runs a sign-in of their own for the partner app and keeps the code.
    const attacker = await hubLogin('PLATFORM', 'admin');
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const codes = await Promise.all([
      ssoCheck({ token: attacker, appCode: APP }),
      ssoCheck({ token: attacker, appCode: APP, codeChallenge: challenge }),
    ]);
    const links = [
      `${partnerUrl}/desk.html?ssoToken=${codes[0]!.retVal}`,
      `${partnerUrl}/desk.html?ssoToken=${codes[1]!.retVal}&ssoState=attackers-own-state`,
    ];
    for (const [index, link] of links.entries()) {
      await victim.page.goto(link);
      await victim.page.getByText(REFUSED).waitFor({ timeout: 20_000 });
      if (index === 0) await victim.page.screenshot({ path: `${shots}sso-state-refused.png` });
      await expect.poll(() => userOf(victim.page).textContent()).toContain('frontdesk');
      await expect(userOf(victim.page).textContent()).resolves.not.toContain('admin');
      expect(victim.page.url()).toBe(`${partnerUrl}/desk.html`);
      expect(await appCookie(victim.context)).toBe(before);
      const refused = await victim.page.evaluate(() => window.__refused);
      expect(refused).toEqual([{ reason: 'state', message: REFUSED }]);
    }
    // The page's session is still the victim's, as the server sees it.
    const who = await fetch(`${hub.url}/uc/sso/getLoginByToken`, {
      headers: { authorization: before! },
    });
    const login = (await who.json()) as { retVal: { userCode: string; unitCode: string } };
    expect([login.retVal.unitCode, login.retVal.userCode]).toEqual(['H001', 'frontdesk']);
  });
});

describe('a code taken on its way back to the page', () => {
  it('is refused without the verifier the page kept (40108), and then spent', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    // The hub session exists; the way back to the partner is intercepted and never arrives.
    const token = await hubLogin('H001', 'frontdesk');
    await context.addCookies([{ name: 'portico_token', value: token, url: hub.url }]);
    let stolen: URL | null = null;
    await page.route(
      (url) => url.origin === partnerUrl && url.searchParams.has('ssoToken'),
      async (route) => {
        stolen = new URL(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: '<p>intercepted</p>' });
      },
    );
    await page.goto(`${partnerUrl}/desk.html`);
    await page.locator('portico-user-bar').getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => stolen, { timeout: 20_000 }).not.toBeNull();
    const code = stolen!.searchParams.get('ssoToken')!;
    expect(code).toMatch(/^AC-/);
    const elsewhere = await ssoCheck({ token: code, appCode: APP });
    expect(elsewhere.result).toBe(40108);
    expect(elsewhere.retVal).toBeNull();
    // Tried once without the verifier, it is gone: the thief gets no second try.
    expect((await ssoCheck({ token: code, appCode: APP })).result).toBe(50001);
    await context.close();
  });
});

declare global {
  interface Window {
    __refused: unknown[];
  }
}
