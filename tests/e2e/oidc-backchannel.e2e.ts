import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/build-if-missing';
import { fillSignIn, PASSWORD, serverCall } from './admin-kit';
import { launchChromium } from './browser';
import { freePort } from './server-process';

/**
 * Server README "OpenID Connect" (one session): two applications signed in through the hub, the
 * second registered with a back-channel logout URI. When the user signs out of the hub in
 * Chromium, the second receives the provider's logout token, verifies it against the JWKS
 * (examples/oidc-client) and ends its own session, with no browser visit.
 */
const baseUrl = inject('baseUrl');
const port = new URL(baseUrl).port;
const hub = `http://localhost:${port}`;

let browser: Browser;
const examples: ChildProcess[] = [];

/** examples/oidc-client as the client of `appCode`, answering on a free port. */
async function startExample(
  token: string,
  appCode: string,
  backchannel: boolean,
): Promise<{ url: string; log: () => string }> {
  const examplePort = await freePort();
  const url = `http://localhost:${examplePort}`;
  const saved = await serverCall<{ result: number }>('/uc/apply/oidc', {
    method: 'POST',
    token,
    body: JSON.stringify({
      appCode,
      public: true,
      redirectUris: [`${url}/callback`],
      postLogoutRedirectUris: [`${url}/`],
      scopes: ['openid', 'profile', 'email', 'portico'],
      backchannelLogoutUri: backchannel ? `${url}/backchannel-logout` : null,
    }),
  });
  expect(saved.result).toBe(0);
  let output = '';
  const child = spawn(process.execPath, ['examples/oidc-client/server.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ISSUER: `${hub}/oidc`, CLIENT_ID: appCode, PORT: String(examplePort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  examples.push(child);
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`the ${appCode} example did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, log: () => output };
}

let first: Awaited<ReturnType<typeof startExample>>;
let second: Awaited<ReturnType<typeof startExample>>;

beforeAll(async () => {
  const login = await serverCall<{ retVal: { jwtToken: string } }>('/uc/sso/login', {
    method: 'POST',
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
  });
  // GC and WK are both opened by H001 in the demo data.
  first = await startExample(login.retVal.jwtToken, 'GC', false);
  second = await startExample(login.retVal.jwtToken, 'WK', true);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const child of examples) child.kill('SIGTERM');
});

const signInOnHub = (page: Page) => fillSignIn(page, 'H001', 'frontdesk');

describe('back-channel logout in Chromium (README "OpenID Connect")', () => {
  it('a second client with a back-channel logout URI is told when the user signs out of the hub', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(first.url);
    await page.getByRole('link', { name: 'Sign in with Portico' }).click();
    await page.waitForURL((url) => url.pathname === '/sso' && url.searchParams.has('oidc'));
    await signInOnHub(page);
    await page.waitForURL(`${first.url}/`);
    await expect.poll(() => page.locator('#user-code').textContent()).toBe('frontdesk@H001');

    // The second application signs in on the same hub session, without a form.
    await page.goto(second.url);
    await page.getByRole('link', { name: 'Sign in with Portico' }).click();
    await page.waitForURL(`${second.url}/`);
    await expect.poll(() => page.locator('#user-code').textContent()).toBe('frontdesk@H001');

    // Sign out of the hub from its user bar's operation menu (product.md §2.8).
    await page.goto(`${hub}/apps`);
    await page.locator('[part~=menu-button]').click();
    await page.locator('[part~=logout-button]').click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/sso');

    // The logout token reached the second application, which ended its session on its own.
    await expect
      .poll(() => second.log(), { timeout: 10_000 })
      .toMatch(/back-channel logout: sub [\w-]+ sid [\w-]+/);
    await page.goto(second.url);
    expect(await page.getByRole('heading').textContent()).toBe('Not signed in');
    // The first registered no back-channel URI: it is not called.
    expect(first.log()).not.toContain('back-channel logout');
    await context.close();
  });
});
