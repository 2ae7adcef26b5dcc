import { SSO_EXIT_MESSAGE } from '@portico/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';
import { buildSsoExitHarness } from './child-sso-harness';

// The hub (console, appCode SSO) at one host, the example child apps at another host of the same
// server: localhost and 127.0.0.1 keep separate token cookies (tests/e2e/global-setup.ts).
const hub = inject('baseUrl');
const child = inject('examplesUrl');
const childHome = `${child}/examples/child-app/`;
const shots = new URL('../../test-results/', import.meta.url).pathname;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

/** Fills the hub's sign-in page, wherever the browser was sent to it. */
async function signInAtHub(unitCode: string, userCode: string) {
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill('Portico#2026');
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The hub keeps `portico_token`; every other app its own `portico_token_<CODE>`. */
async function tokenCookie(url: string, name = 'portico_token'): Promise<string | undefined> {
  const cookies = await context.cookies(url);
  return cookies.find((cookie) => cookie.name === name)?.value;
}
const CHILD_COOKIE = 'portico_token_DEMO_CHILD';

/** What the hub appends for an app: a one-time code bought with its token at /sso/check. */
async function codeFor(token: string, appCode: string): Promise<string> {
  const response = await fetch(`${hub}/uc/sso/check?appCode=${appCode}&token=${token}`);
  const { result, retVal } = (await response.json()) as { result: number; retVal: string };
  expect(result).toBe(0);
  return retVal;
}

/** Signs in at the hub directly and waits for the launcher. */
async function signInToHub(unitCode = 'H001', userCode = 'frontdesk') {
  await page.goto(`${hub}/sso`);
  await signInAtHub(unitCode, userCode);
  await page.waitForURL(`${hub}/apps`);
}

/** The child's user bar, once it shows a user. */
async function userBar(target: Page = page) {
  const bar = target.locator('portico-user-bar');
  const user = bar.locator('[part~=user]');
  await user.waitFor();
  return {
    user: (await user.textContent()) ?? '',
    unit: (await bar.locator('[part~=unit]').textContent()) ?? '',
  };
}

describe('single sign-on into a child app on another host (product.md §2.4)', () => {
  it('a child opened without a session goes to the hub, and comes back signed in as that user without the token in the address', async () => {
    await page.goto(`${childHome}?page=report`);
    await page.waitForURL(`${hub}/sso?**`);
    const ask = new URL(page.url()).searchParams;
    expect(ask.get('appCode')).toBe('DEMO_CHILD');
    expect(ask.get('redirect')).toBe(`${childHome}?page=report`);

    await signInAtHub('H001', 'frontdesk');
    await page.waitForURL(`${childHome}?page=report`);
    await page.locator('[data-page=report]').waitFor();
    // The ssoToken the hub appended is gone from the address bar and from history.
    expect(page.url()).toBe(`${childHome}?page=report`);
    await expect(page.evaluate(() => history.length)).resolves.toBeGreaterThan(1);

    const bar = await userBar();
    expect(bar.user).toContain('Front Desk');
    expect(bar.user).toContain('frontdesk');
    expect(bar.unit).toContain('Harbour Hotel Shanghai');
    await page.locator('portico-message-bell').waitFor();
    // Two hosts, two sessions: each keeps its own token cookie.
    const hubToken = await tokenCookie(hub);
    const childToken = await tokenCookie(child, CHILD_COOKIE);
    expect(hubToken).toBeTruthy();
    expect(childToken).toBeTruthy();
    expect(childToken).not.toBe(hubToken);
    await page.screenshot({ path: `${shots}child-report.png` });

    // The page links keep the session; the dashboard lists the user, the unit and the apps.
    await page.locator('a[data-nav=dashboard]').click();
    await page.locator('[data-page=dashboard]').waitFor();
    await expect(page.getByTestId('greeting').textContent()).resolves.toContain('Front Desk');
    const apps = await page
      .locator('[data-testid=apps] li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-app-code')));
    expect(apps).toContain('DEMO_CHILD');
    expect(apps).toContain('GC');
    await page.screenshot({ path: `${shots}child-dashboard.png`, fullPage: true });
  });

  it('the launcher tile of DEMO_CHILD opens the child on its host, signed in without a second login (§2.7)', async () => {
    await signInToHub();
    const tile = page.locator('li[data-app-code=DEMO_CHILD] a');
    // The tile names the app and its address, and carries no token (DESIGN.md "Security model").
    const link = new URL((await tile.getAttribute('href')) ?? '');
    expect(link.origin + link.pathname).toBe(`${hub}/sso`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      appCode: 'DEMO_CHILD',
      redirect: childHome,
    });
    const [opened] = await Promise.all([context.waitForEvent('page'), tile.click()]);
    const visited: string[] = [];
    opened.on('framenavigated', (frame) => {
      if (frame === opened.mainFrame()) visited.push(frame.url());
    });
    await opened.locator('[data-page=dashboard]').waitFor();
    expect(opened.url()).toBe(childHome);
    // The launcher's code is not one the child asked for: the child drops it and asks the hub
    // for its own, bound to this tab; the hub, signed in, answers at once (no second sign-in).
    const childFirst = visited.findIndex((url) => url.startsWith(childHome));
    const backToHub = visited.slice(childFirst).filter((url) => url.startsWith(hub));
    expect(backToHub.length).toBeGreaterThan(0);
    for (const url of backToHub) {
      const asked = new URL(url);
      expect(asked.pathname).toBe('/sso');
      expect(asked.searchParams.get('ssoState')).toMatch(/^[\w-]{43}$/);
      expect(asked.searchParams.get('codeChallenge')).toMatch(/^[\w-]{43}$/);
    }
    const bound = visited.filter((url) => url.startsWith(childHome) && url.includes('ssoState='));
    expect(bound).toHaveLength(1);
    expect(visited.join(' ')).not.toContain((await tokenCookie(hub))!);
    const bar = await userBar(opened);
    expect(bar.user).toContain('frontdesk');
    await opened.screenshot({ path: `${shots}child-from-launcher.png` });
  });

  it('a language=en-US link locks the child in English over its stored language (§2.4)', async () => {
    await signInToHub();
    // The child's host remembers Chinese …
    await page.goto(`${childHome}login/`);
    await page.evaluate(() => localStorage.setItem('portico.locale', 'zh-CN'));
    // … and the link says English: the hub passes it through and the child locks it.
    await page.goto(`${childHome}?page=update-history&language=en-US`);
    await page.locator('[data-page=update-history]').waitFor();
    expect(page.url()).toBe(`${childHome}?page=update-history&language=en-US`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Update history');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en-US');
    const chinese = page.locator('.lang button', { hasText: '中文' });
    await expect(chinese.isDisabled()).resolves.toBe(true);
    await expect(page.locator('.lang').getAttribute('title')).resolves.toContain('en-US');
    await page.screenshot({ path: `${shots}child-language-locked.png` });

    // Without the parameter the stored language applies again.
    await page.goto(childHome);
    await page.locator('[data-page=dashboard]').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-CN');
  });

  it("a refused ssoToken shows the reason on the child's sign-in page, which leads back to the hub (§2.4)", async () => {
    // The child's own sign-in (its state), answered with a code the server does not know.
    await page.goto(childHome);
    await page.waitForURL(`${hub}/sso?**`);
    const state = new URL(page.url()).searchParams.get('ssoState');
    await page.goto(`${childHome}?ssoToken=not-a-token&ssoState=${state}&language=en-US`);
    await page.waitForURL(`${childHome}login/`);
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toMatch(/^Single sign-on failed: /);
    await page.screenshot({ path: `${shots}child-sign-in-refused.png` });
    const again = new URL(
      (await page.getByRole('link', { name: /Portico/ }).getAttribute('href')) ?? '',
    );
    expect(again.origin + again.pathname).toBe(`${hub}/sso`);
    expect(again.searchParams.get('appCode')).toBe('DEMO_CHILD');
    expect(again.searchParams.get('redirect')).toBe(childHome);
  });

  it('the hub refuses a redirect to an origin no app is registered at (DESIGN.md "Security model")', async () => {
    await signInToHub();
    const reached: string[] = [];
    await context.route(
      (url) => url.hostname === 'evil.example',
      async (route) => {
        reached.push(route.request().url());
        await route.abort();
      },
    );
    await page.goto(`${hub}/sso?appCode=DEMO_CHILD&redirect=https://evil.example/`);
    const refusal = page.getByText(
      'The redirect address does not belong to a registered application and was refused',
    );
    await refusal.waitFor();
    await page.waitForURL(`${hub}/apps`);
    await page.locator('li[data-app-code]').first().waitFor();
    await page.screenshot({ path: `${shots}child-redirect-refused.png` });
    expect(reached).toEqual([]);
    expect(page.url()).toBe(`${hub}/apps`);
  });

  it('sign out in the child ends the session of both hosts at the hub sign-in page (§2.4 sso-logout)', async () => {
    await page.goto(childHome);
    await page.waitForURL(`${hub}/sso?**`);
    await signInAtHub('H001', 'frontdesk');
    await page.locator('[data-page=dashboard]').waitFor();
    const childToken = await tokenCookie(child, CHILD_COOKIE);
    expect(childToken).toBeTruthy();

    const hops: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) hops.push(frame.url());
    });
    await page.getByTestId('sign-out').click();
    // sso-logout sends the user to the hub with the logout flag; its retry fails, so it signs out.
    await page.locator('input[name=unitCode]').waitFor();
    expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe(`${hub}/sso`);
    const toHub = hops.find((url) => url.startsWith(`${hub}/sso?`));
    const flags = new URL(toHub!).searchParams;
    expect(flags.get('logout')).toBe('1');
    expect(flags.get('appCode')).toBe('DEMO_CHILD');
    expect(flags.get('redirect')).toBe(childHome);
    await page.screenshot({ path: `${shots}child-logout-hub-sign-in.png` });
    expect(await tokenCookie(child, CHILD_COOKIE)).toBeUndefined();
    await expect.poll(() => tokenCookie(hub)).toBeUndefined();
    const answer = await (
      await fetch(`${hub}/uc/app/apps`, { headers: { Authorization: childToken! } })
    ).json();
    expect(answer.result).toBe(50001);
  });
});

describe('logout everywhere (product.md §2.4)', () => {
  it('signing out in the child ends the open hub tab on the other host within seconds', async () => {
    // The hub tab, with its live connection up.
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).startsWith('CONNECTED')) resolve();
        }),
      );
    });
    await signInToHub();
    await connected;
    // The child, opened from the launcher on its own host.
    const tile = page.locator('li[data-app-code=DEMO_CHILD] a');
    const [childTab] = await Promise.all([context.waitForEvent('page'), tile.click()]);
    await childTab.locator('[data-page=dashboard]').waitFor();

    await childTab.getByTestId('sign-out').click();
    await childTab.locator('input[name=unitCode]').waitFor();
    // The server ended the session family and told the hub tab's socket; no click, no reload.
    await page.waitForURL((url) => url.pathname === '/sso', { timeout: 5000 });
    await page.locator('input[name=unitCode]').waitFor();
    expect(await tokenCookie(hub)).toBeUndefined();
  });
});

describe('the framed child and its clear exit (product.md §2.4 sso-logout?clear)', () => {
  let harness: string;
  beforeAll(async () => {
    harness = await buildSsoExitHarness();
  });

  /**
   * Replaces a document the hub's server sent with `html`: the page keeps the hub's origin, and
   * Chromium's local-network checks see a document from the loopback server, as the shell is.
   */
  async function hubDocument(html: string) {
    await page.goto(`${hub}/app-config/appConfig.json`);
    await page.setContent(html);
    expect(new URL(page.url()).origin).toBe(hub);
  }

  /** A hub token for the platform administrator, the unit that is granted DEMO_FRAME. */
  async function adminToken(): Promise<string> {
    const response = await fetch(`${hub}/uc/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: 'Portico#2026' }),
    });
    const { retVal } = (await response.json()) as { retVal: { jwtToken: string } };
    return retVal.jwtToken;
  }

  it("posts SSO_EXIT_MESSAGE to the hub's origin, and useSsoExit takes it only from the child's origin", async () => {
    // A frame on another site has no storage to keep a sign-in's state in (Chromium blocks it):
    // it takes the code it is given while it has no session (docs/concepts/security.md).
    const code = await codeFor(await adminToken(), 'DEMO_FRAME');
    const frames = {
      // The registered frame child, on the other host, signed in with the code it was given.
      child: `${child}/examples/child-app/frame/?ssoToken=${code}&language=en-US`,
      // The same page served by the hub's own host: not one of the frame origins given to the hook.
      stranger: `${hub}/examples/child-app/frame/sso-logout/?clear=1`,
    };
    // A page of the hub's origin that frames both and closes a frame when the hook says so.
    await hubDocument(harnessPage(harness, { origins: [frames.child], frames }));

    const framed = page.frameLocator('#child');
    await framed.getByTestId('greeting').waitFor();
    await expect(framed.getByTestId('greeting').textContent()).resolves.toBe(
      'Hello, Platform Administrator',
    );
    // The stranger's exit reached the page (it is framed by the hub's origin) …
    await expect
      .poll(() => page.evaluate(() => window.__messages.map((m) => m.origin)))
      .toContain(hub);
    await page.screenshot({ path: `${shots}child-frame.png` });

    await framed.getByTestId('exit').click();
    await page.locator('#child').waitFor({ state: 'detached' });
    const seen = await page.evaluate(() => ({
      exits: window.__exits,
      messages: window.__messages,
    }));
    // … but only the child's exit was taken: from its own origin, with the exit message.
    expect(seen.exits).toEqual([child]);
    expect(seen.messages).toContainEqual({ origin: child, data: SSO_EXIT_MESSAGE });
    expect(seen.messages).toContainEqual({ origin: hub, data: SSO_EXIT_MESSAGE });
    await expect(page.locator('#stranger').count()).resolves.toBe(1);
    await page.screenshot({ path: `${shots}child-frame-exited.png` });
  });

  it('in the shell: the frame child on /iframe exits with clear and the shell closes its frame', async () => {
    await page.goto(`${hub}/sso`);
    await signInAtHub('PLATFORM', 'admin');
    await page.waitForURL(`${hub}/apps`);
    const code = await codeFor((await tokenCookie(hub))!, 'DEMO_FRAME');
    const url = `${child}/examples/child-app/frame/?ssoToken=${code}&language=en-US`;
    await page.goto(`${hub}/iframe?url=${encodeURIComponent(url)}`);
    const framed = page.frameLocator('[data-testid=content-frame]');
    await framed.getByTestId('greeting').waitFor();
    await framed.getByTestId('exit').click();
    // The shell hears the exit from the frame's origin and leaves the page for the workspace.
    await page.waitForURL(`${hub}/blank`);
    await expect(
      page.getByText('The application signed out and its page was closed.').count(),
    ).resolves.toBe(1);
    await expect(page.locator('[data-testid=content-frame]').count()).resolves.toBe(0);
  });

  it("never posts the exit to a parent that is not the hub's origin", async () => {
    await page.goto(`${child}/app-config/appConfig.json`);
    await page.setContent(`<!doctype html><script>
      window.__messages = [];
      addEventListener('message', (e) => window.__messages.push(e.origin));
    </script><iframe id="exit" src="${child}/examples/child-app/frame/sso-logout/?clear=1"></iframe>`);
    expect(new URL(page.url()).origin).toBe(child);
    await page.frameLocator('#exit').locator('[data-page=left]').waitFor();
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => window.__messages)).resolves.toEqual([]);
  });
});

declare global {
  interface Window {
    __messages: { origin: string; data: unknown }[];
    __exits: string[];
  }
}

function harnessPage(
  script: string,
  config: { origins: string[]; frames: Record<string, string> },
): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Hub frame test</title>
<style>body{font-family:system-ui;margin:16px} iframe{width:620px;height:420px;border:1px solid #cbd5e1;border-radius:8px;margin-right:12px}</style>
</head><body><h1 style="font-size:16px">A hub page with two frames; useSsoExit listens for ${config.origins.map((url) => new URL(url).origin).join(', ')}</h1>
<div id="root"></div>
<script>window.__harness = ${json};</script>
<script type="module">${script.replace(/<\/script/gi, '<\\/script')}</script>
</body></html>`;
}
