import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/build-if-missing';
import { fillSignIn, PASSWORD, serverCall } from './admin-kit';
import { launchChromium } from './browser';
import { freePort } from './server-process';

/**
 * Server README "OpenID Connect" and examples/oidc-client: a plain application with a standard
 * OIDC library signs in through the hub's sign-in page in Chromium (code + PKCE, the ID token
 * verified against the JWKS, userinfo), and its RP-initiated logout ends the hub session.
 */
const baseUrl = inject('baseUrl');
const port = new URL(baseUrl).port;
// The server's default issuer (OIDC_ISSUER unset): the hub on localhost.
const hub = `http://localhost:${port}`;

let browser: Browser;
let example: ChildProcess;
let exampleUrl = '';

beforeAll(async () => {
  const login = await serverCall<{ retVal: { jwtToken: string } }>('/uc/sso/login', {
    method: 'POST',
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
  });
  const examplePort = await freePort();
  exampleUrl = `http://localhost:${examplePort}`;
  const saved = await serverCall<{ result: number }>('/uc/apply/oidc', {
    method: 'POST',
    token: login.retVal.jwtToken,
    body: JSON.stringify({
      appCode: 'GC',
      public: true,
      redirectUris: [`${exampleUrl}/callback`],
      postLogoutRedirectUris: [`${exampleUrl}/`],
      scopes: ['openid', 'profile', 'email', 'portico'],
    }),
  });
  expect(saved.result).toBe(0);
  example = spawn(process.execPath, ['examples/oidc-client/server.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ISSUER: `${hub}/oidc`, CLIENT_ID: 'GC', PORT: String(examplePort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(exampleUrl).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the example did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  example?.kill('SIGTERM');
});

const signInOnHub = (page: Page) => fillSignIn(page, 'H001', 'frontdesk');

describe('examples/oidc-client in Chromium', () => {
  it('signs in through the hub, shows the verified claims, and its logout ends the hub session', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(exampleUrl);
    await page.getByRole('link', { name: 'Sign in with Portico' }).click();
    await page.waitForURL((url) => url.pathname === '/sso' && url.searchParams.has('oidc'));
    await signInOnHub(page);
    await page.waitForURL(`${exampleUrl}/`);
    await expect.poll(() => page.locator('#user-code').textContent()).toBe('frontdesk@H001');
    expect(await page.locator('#unit').textContent()).toContain('H001');
    expect(await page.locator('#iss').textContent()).toBe(`${hub}/oidc`);

    // The hub session this sign-in made, which the example's logout must end.
    const hubToken = (await context.cookies(hub)).find((c) => c.name === 'portico_token')?.value;
    expect(hubToken).toBeTruthy();

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${exampleUrl}/`);
    await expect.poll(() => page.getByRole('heading').textContent()).toBe('Not signed in');
    const after = await serverCall<{ result: number }>('/uc/sso/getLoginByToken', {
      token: decodeURIComponent(hubToken!),
    });
    expect(after.result).not.toBe(0);
    await context.close();
  });
});
