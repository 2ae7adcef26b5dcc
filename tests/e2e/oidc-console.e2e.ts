import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CORPORATE_CLIENT,
  startCorporateIdp,
  type CorporateIdp,
} from '../../packages/server/src/oidc/upstream/corporate-idp-kit';
import { DEMO_PASSWORD } from '../../packages/server/src/db/demo-data';
import { chooseIn, dialog, pageApi, row, signedIn, toast } from './admin-kit';
import { launchChromium } from './browser';

/**
 * The console's OpenID Connect screens (server README "OpenID Connect", "Upstream identity
 * providers") and the login page's corporate sign-in, in Chromium against the real server: an
 * application's client (addresses checked, secret shown once, rotated), a unit's corporate
 * provider (secret never shown again), and a sign-in through a corporate provider started here.
 */
const baseUrl = inject('baseUrl');
// The provider's issuer and the upstream callback are on the server's default OIDC_ISSUER host.
const hub = `http://localhost:${new URL(baseUrl).port}`;

let browser: Browser;
let admin: Page;
let idp: CorporateIdp;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn(browser, 'PLATFORM', 'admin');
  idp = await startCorporateIdp(`${hub}/uc/sso/upstream/callback`);
  idp.claims = { alice: { preferred_username: 'frontdesk', name: 'Alice Front' } };
}, 60_000);

afterAll(async () => {
  // The login pages of the other suites go back to offering no corporate sign-in.
  for (const unitCode of ['H001', 'O001']) {
    const unitId = await unitIdOf(unitCode).catch(() => null);
    if (unitId) await pageApi(admin, 'DELETE', '/safety/upstreamIdp/delete', { unitId });
  }
  await idp?.close();
  await browser?.close();
});

async function unitIdOf(code: string): Promise<string> {
  const answer = await pageApi<{ datas: { id: string; code: string }[] }>(
    admin,
    'GET',
    `/unit/list?firstResult=0&pageSize=50&keyword=${code}`,
  );
  return answer.retVal.datas.find((unit) => unit.code === code)!.id;
}

describe('an application\'s OpenID Connect client (server README "OpenID Connect")', () => {
  it('checks the addresses, shows the secret once, rotates it', async () => {
    await admin.goto('/apply/applyList');
    await row(admin, 'COUPON').waitFor();
    await admin
      .getByRole('button', { name: 'OIDC: OpenID Connect client of Coupons and Vouchers' })
      .click();
    const form = dialog(admin);
    await form.getByText('This application has no OpenID Connect client yet').waitFor();
    await form.locator('textarea[name=redirectUris]').fill('http://coupon.example/cb');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Each line must be an absolute https address').waitFor();
    expect((await pageApi(admin, 'GET', '/apply/oidc?appCode=COUPON')).retVal).toBeNull();

    await form
      .locator('textarea[name=redirectUris]')
      .fill('https://coupon.example/cb\nhttps://coupon.example/cb2');
    await form.getByLabel('Back-channel logout URI').fill('https://coupon.example/bc');
    await form.getByRole('checkbox', { name: 'portico' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'OpenID Connect client saved').waitFor();
    const first = (await form.getByTestId('oidc-secret').textContent())!;
    expect(first).toMatch(/^[\w-]{43}$/);
    const stored = await pageApi<Record<string, unknown>>(
      admin,
      'GET',
      '/apply/oidc?appCode=COUPON',
    );
    expect(stored.retVal).toMatchObject({
      clientId: 'COUPON',
      public: false,
      redirectUris: ['https://coupon.example/cb', 'https://coupon.example/cb2'],
      scopes: ['openid', 'profile', 'email', 'portico'],
      backchannelLogoutUri: 'https://coupon.example/bc',
    });
    expect(JSON.stringify(stored)).not.toContain(first);

    await form.getByRole('button', { name: 'Rotate secret' }).click();
    await toast(admin, 'A new secret was made').waitFor();
    await expect.poll(() => form.getByTestId('oidc-secret').textContent()).not.toBe(first);

    // Reopened, the settings are there and no secret is shown any more.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await admin
      .getByRole('button', { name: 'OIDC: OpenID Connect client of Coupons and Vouchers' })
      .click();
    const again = dialog(admin);
    await expect
      .poll(() => again.locator('textarea[name=redirectUris]').inputValue())
      .toBe('https://coupon.example/cb\nhttps://coupon.example/cb2');
    expect(await again.getByTestId('oidc-secret').count()).toBe(0);
    await again.getByRole('button', { name: 'Remove client' }).click();
    await toast(admin, 'OpenID Connect client removed').waitFor();
    expect((await pageApi(admin, 'GET', '/apply/oidc?appCode=COUPON')).retVal).toBeNull();
  });
});

describe('a unit\'s corporate identity provider (server README "Upstream identity providers")', () => {
  it('is reached from the security settings, checks the issuer and never shows the secret', async () => {
    await admin.goto('/safety/ipWhite');
    await admin.getByRole('link', { name: 'Corporate sign-in settings' }).click();
    await admin.waitForURL('**/safety/upstreamIdp');
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), 'O001', 'Blue Sky Travel');
    await admin.getByText('This unit has no corporate identity provider.').waitFor();
    await admin.getByLabel('Issuer').fill('http://idp.example');
    await admin.getByLabel('Client ID').fill('portico');
    await admin.getByLabel('Client secret').fill('top-secret-value');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('An absolute https address without query or #').waitFor();

    // The server resolves the issuer's host before it saves: a name nobody can resolve is refused.
    await admin.getByLabel('Issuer').fill('https://idp.example');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText("The issuer's host idp.example cannot be resolved").waitFor();

    // The test's provider is on loopback, which this server's operator allows.
    await admin.getByLabel('Issuer').fill(idp.issuer);
    await admin.getByLabel('Client secret').fill('top-secret-value');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Corporate identity provider saved').waitFor();
    await admin.getByText('A secret is stored (never shown); leave empty to keep it').waitFor();
    expect(await admin.getByLabel('Client secret').inputValue()).toBe('');
    expect(await admin.getByTestId('upstream-redirect-uri').textContent()).toBe(
      `${hub}/uc/sso/upstream/callback`,
    );
    const unitId = await unitIdOf('O001');
    const stored = await pageApi(admin, 'GET', `/safety/upstreamIdp?unitId=${unitId}`);
    expect(stored.retVal).toMatchObject({ issuer: idp.issuer, hasSecret: true });
    expect(JSON.stringify(stored)).not.toContain('top-secret-value');
  });
});

describe('the login page signs in through the corporate provider (product.md §2.6 "SSO login")', () => {
  it('links the identity by the password once, and tells a unit without a provider why not', async () => {
    const saved = await pageApi(admin, 'PUT', '/safety/upstreamIdp', {
      unitId: await unitIdOf('H001'),
      issuer: idp.issuer,
      clientId: CORPORATE_CLIENT.id,
      clientSecret: CORPORATE_CLIENT.secret,
    });
    expect(saved.result).toBe(0);
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${hub}/sso`);
    await page.getByRole('button', { name: 'English' }).click();

    await page.locator('input[name=unitCode]').fill('H002');
    await page.getByRole('button', { name: 'Corporate account' }).click();
    await page
      .getByText(
        "This unit has no corporate sign-in, or its identity provider can't be reached now",
      )
      .waitFor();

    idp.person = 'alice';
    await page.locator('input[name=unitCode]').fill('H001');
    await page.getByRole('button', { name: 'Corporate account' }).click();
    // The first time, the corporate identity is linked by the Portico account's own password.
    const link = page.getByTestId('upstream-link');
    await link.waitFor();
    expect(await link.getByLabel('Account').inputValue()).toBe('frontdesk');
    await link.getByLabel('Password').fill(DEMO_PASSWORD);
    await link.getByRole('button', { name: 'Link and sign in' }).click();
    await page.waitForURL('**/apps');
    const token = (await context.cookies(hub)).find((c) => c.name === 'portico_token')!.value;
    const me = await fetch(`${baseUrl}/uc/sso/getLoginByToken`, {
      headers: { authorization: decodeURIComponent(token) },
    }).then((r) => r.json() as Promise<{ retVal: { userCode: string; unitCode: string } }>);
    expect(me.retVal).toMatchObject({ userCode: 'frontdesk', unitCode: 'H001' });
    await context.close();
  });

  it('lists the linked identity for the administrator, who links another by hand', async () => {
    await admin.goto('/safety/upstreamIdp');
    await chooseIn(
      admin,
      admin.getByLabel('Unit', { exact: true }),
      'H001',
      'Harbour Hotel Shanghai',
    );
    const links = admin.getByTestId('upstream-links');
    await links.getByText("the user's password").waitFor();
    expect(await links.locator('tbody tr').first().textContent()).toContain('frontdesk');
    await admin.getByLabel('Portico user code').fill('nightaudit');
    await admin.getByLabel('Identifier at the provider (sub)').fill('night-owl-42');
    await admin.getByRole('button', { name: 'Link', exact: true }).click();
    await toast(admin, 'Corporate account linked').waitFor();
    await links.getByText('night-owl-42').waitFor();
  });
});
