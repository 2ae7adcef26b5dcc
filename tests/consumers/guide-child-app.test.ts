import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn } from '../e2e/admin-kit';
import { launchChromium } from '../e2e/browser';
import { freePort, startServer, type ServerProcess } from '../e2e/server-process';
import { adminApi, linkWorkspaceVite, writeGuideFiles } from './guide-kit';
import { createConsumer } from './packed-consumer';
import { installPackedSdk } from './packed-sdk';

/**
 * The child-app guide (docs/guides/child-app.md) followed as a newcomer does: a fresh folder
 * installs the packed SDK, takes every file the guide writes (index.html, src/main.ts, the startup
 * files, vite.config.ts) from the guide's Markdown as it is, and runs Vite's dev server on another
 * host AND port than the hub (localhost:<port> against the hub at 127.0.0.1:<port>). The app is
 * registered and opened for H001 by the two calls the guide names. In Chromium: the page sends the
 * user to the hub, the hub signs them in and sends them back signed in (product.md §2.4), the
 * unread count arrives, and Sign out ends the sign-in on the hub too.
 */
const GUIDE = 'guides/child-app.md';
const APP = 'ACME_REPORTS';

let hub: ServerProcess;
let dev: ViteDevServer;
let consumer = '';
let childUrl = '';
let browser: Browser;
let written: string[] = [];
let admin: Awaited<ReturnType<typeof adminApi>>;

beforeAll(async () => {
  hub = await startServer();
  consumer = createConsumer('portico-guide-child-');
  await installPackedSdk(consumer);
  linkWorkspaceVite(consumer);
  written = writeGuideFiles(GUIDE, consumer, hub);
  // The guide's app code is the one its appConfig.json declares.
  expect(written).toContain('public/app-config/appConfig.json');

  const port = await freePort();
  childUrl = `http://localhost:${port}`;
  admin = await adminApi(hub);
  await admin.registerApp(APP, 'Acme Reports', `${childUrl}/`, 'H001');
  // `npx vite` in the folder: its vite.config.ts is the guide's; only where it listens is set
  // here (every interface, so `localhost` answers whichever address the browser picks).
  dev = await createServer({
    root: consumer,
    configFile: path.join(consumer, 'vite.config.ts'),
    logLevel: 'silent',
    server: { host: true, port, strictPort: true },
  });
  await dev.listen();
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await hub?.stop();
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

describe('docs/guides/child-app.md, followed as written, against the real server', () => {
  it('writes every file of the app from the guide', () => {
    expect(written.sort()).toEqual([
      'index.html',
      'public/app-config/appConfig.json',
      'public/app-config/loginSystemConfig.json',
      'src/main.ts',
      'vite.config.ts',
    ]);
  });

  it('product.md §2.4: sent to the hub, signed in there, back signed in with the unread count; sign out ends the hub session', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The browser's own favicon request to a folder without one is not the app's doing.
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
        problems.push(`${message.text()} ${message.location().url}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`${childUrl}/`);
    await page.waitForURL((url) => url.origin === hub.url && url.pathname === '/sso', {
      timeout: 30_000,
    });
    const asked = new URL(page.url());
    expect(asked.searchParams.get('appCode')).toBe(APP);
    expect(asked.searchParams.get('redirect')).toBe(`${childUrl}/`);

    await page.getByRole('button', { name: 'English' }).click();
    await fillSignIn(page, 'H001', 'frontdesk');

    // Back on the child, signed in; the one-time code has left the address bar.
    await page.getByText('Signed in as').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(childUrl);
    expect(page.url()).not.toContain('ssoToken');
    await expect.poll(() => page.locator('main').textContent()).toContain('(H001)');
    await expect
      .poll(() => page.getByText(/^Unread messages: [1-9]\d*\+?$/).count(), { timeout: 20_000 })
      .toBe(1);
    // A message sent now arrives over the live socket (proxied by the guide's /gc-websocket entry):
    // no reload, within the unread throttle of 10 s (api-contract.md §9).
    const unread = async () =>
      Number(/Unread messages: (\d+)/.exec((await page.locator('main').textContent()) ?? '')?.[1]);
    const before = await unread();
    await admin.sendMessage('H001', 'frontdesk', 'Guide check');
    await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
    const childCookies = await context.cookies(childUrl);
    expect(childCookies.map((cookie) => cookie.name)).toContain(`portico_token_${APP}`);

    // Sign out: the child's session and the hub's both end; the hub asks for a sign-in again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.origin === hub.url && url.pathname === '/sso', {
      timeout: 30_000,
    });
    await page.locator('input[name=userCode]').waitFor();
    const hubCookies = await context.cookies(hub.url);
    expect(hubCookies.find((cookie) => cookie.name === 'portico_token')).toBeUndefined();
    await page.goto(`${childUrl}/`);
    await page.waitForURL((url) => url.origin === hub.url && url.pathname === '/sso');
    await page.locator('input[name=userCode]').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
