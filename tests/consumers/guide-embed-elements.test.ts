import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeBlocks } from '../docs/markdown-pages';
import { fillSignIn } from '../e2e/admin-kit';
import { launchChromium } from '../e2e/browser';
import { listenOnFreePort, startServer, type ServerProcess } from '../e2e/server-process';
import { adminApi, atServer, writeGuideFiles } from './guide-kit';

/**
 * The embedding guide (docs/guides/embed-elements.md) followed as written: its page (index.html:
 * one script tag from the hub, `<portico-user-bar>`, `<portico-message-bell>`) is taken from the
 * guide's Markdown into a folder served by a plain static server on another host AND port than
 * the hub (localhost:<port> against 127.0.0.1:<port>), with the Content-Security-Policy header the
 * guide gives. The page's application is registered and opened for H001 by the two calls the
 * guide names, which is what lets its origin through CORS and the socket. In Chromium the user
 * bar sends the user to the hub, comes back signed in (product.md §2.4), and the console shows no
 * CSP, CORS or other error.
 */
const GUIDE = 'guides/embed-elements.md';
const APP = 'FRONTDESK';

let hub: ServerProcess;
let site: Server;
let folder = '';
let siteUrl = '';
let csp = '';
let browser: Browser;
let written: string[] = [];

/** The guide's `Content-Security-Policy:` header line, at the test hub's address. */
function guideCsp(): string {
  const block = codeBlocks(GUIDE).find((b) => b.lang === 'http');
  const value = /^Content-Security-Policy:\s*(.+)$/m.exec(block?.code ?? '')?.[1];
  if (!value) throw new Error(`${GUIDE} has no Content-Security-Policy header block`);
  return atServer(value.trim(), hub);
}

/** Any static server: the folder's files, with the guide's CSP header on the page. */
function staticServer(root: string): Server {
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.replace(/\/$/, '/index.html');
    try {
      const body = readFileSync(path.join(root, path.normalize(name)));
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': csp,
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return server;
}

beforeAll(async () => {
  hub = await startServer();
  folder = mkdtempSync(path.join(tmpdir(), 'portico-guide-embed-'));
  written = writeGuideFiles(GUIDE, folder, hub);
  csp = guideCsp();
  site = staticServer(folder);
  // Every interface: the page's `localhost` may resolve to ::1 or 127.0.0.1.
  siteUrl = `http://localhost:${await listenOnFreePort(site)}`;
  const admin = await adminApi(hub);
  await admin.registerApp(APP, 'Front desk', `${siteUrl}/`, 'H001');
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await hub?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('docs/guides/embed-elements.md, followed as written, against the real server', () => {
  it('writes the page from the guide, with the hub address and the CSP it gives', () => {
    expect(written).toEqual(['index.html']);
    const page = readFileSync(path.join(folder, 'index.html'), 'utf8');
    expect(page).toContain(`src="${hub.url}/elements/portico-elements.js"`);
    expect(page).toContain(`app-code="${APP}"`);
    expect(csp).toContain(`connect-src 'self' ${hub.url} ${hub.url.replace('http', 'ws')}`);
  });

  it('product.md §2.4: Sign in goes through the hub and the user bar comes back signed in, with no CSP or CORS error', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // CSP refusals ("Refused to …") and CORS blocks are console errors. "Failed to load resource"
    // is left to the response listener, which names the address; the one it cannot see is the
    // browser's own /favicon.ico probe, which the guide's page does not ask for.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });

    await page.goto(`${siteUrl}/`);
    const userBar = page.locator('portico-user-bar');
    const signIn = userBar.getByRole('button', { name: 'Sign in' });
    await signIn.waitFor({ timeout: 20_000 });
    await signIn.click();

    await page.waitForURL((url) => url.origin === hub.url && url.pathname === '/sso', {
      timeout: 30_000,
    });
    const asked = new URL(page.url());
    expect(asked.searchParams.get('appCode')).toBe(APP);
    expect(asked.searchParams.get('redirect')).toBe(`${siteUrl}/`);
    await page.getByRole('button', { name: 'English' }).click();
    await fillSignIn(page, 'H001', 'frontdesk');

    // Back on the page, signed in; the one-time code has left the address bar.
    await page.waitForURL((url) => url.origin === siteUrl, { timeout: 30_000 });
    await userBar.locator('[part~=user]').waitFor({ timeout: 20_000 });
    await expect.poll(() => userBar.locator('[part~=user]').textContent()).toBeTruthy();
    expect(page.url()).toBe(`${siteUrl}/`);
    const own = await context.cookies(siteUrl);
    expect(own.map((cookie) => cookie.name)).toContain(`portico_token_${APP}`);
    // The bell reads this app's messages through CORS and the live socket under the page's CSP.
    await page.locator('portico-message-bell [part~=icon]').first().waitFor({ timeout: 20_000 });

    // Logout ends the hub's sign-in too (its cookie is on the hub's host, out of the page's reach:
    // the server no longer knows the token); the bar offers Sign in again.
    const hubToken = (await context.cookies(hub.url)).find((c) => c.name === 'portico_token');
    expect(hubToken?.value).toBeTruthy();
    await userBar.locator('[part~=menu-button]').click();
    await userBar.locator('[part~=logout-button]').click();
    await userBar.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    const check = await fetch(`${hub.url}/uc/sso/getLoginByToken`, {
      headers: { authorization: hubToken?.value ?? '' },
    });
    expect(((await check.json()) as { result: number }).result).not.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
