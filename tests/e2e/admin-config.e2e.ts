import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  dialog,
  newAdminPage,
  pageApi as api,
  row,
  shots,
  signedIn as signedInWith,
  toast,
} from './admin-kit';
import { launchChromium } from './browser';

/*
 * Configuration administration (product.md §2.5 /config, /code/{code}, §3) against
 * the real server and the demo seed, in Chromium. PLATFORM/admin adds a domain record for the
 * hub's own host and sees it on that host's sign-in page, saves the project config (served in
 * loginSystemConfig.json), adds an application macro and uploads a unit logo. G001/groupadmin,
 * a unit administrator, does not get the platform-only parts. Every screen passes axe. Shared
 * state (the hub host's record, the project config, the logo) is put back afterwards, since other
 * e2e files may use the same server.
 */

const NO_PERMISSION = 'No permission to view the page.';
const COPYRIGHT = `© E2E Config ${Date.now().toString(36)}`;
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedInWith(browser, 'PLATFORM', 'admin');
});
afterAll(async () => {
  await browser?.close();
});

/** The screen's own content (the shell around it is tested elsewhere), or the open dialog. */
async function expectAxeClean(page: Page, what: string, selector = 'main') {
  expect(await axeViolations(page, selector), what).toEqual([]);
}

describe('domain records (product.md §3, /config/domain-list)', () => {
  it('adds a record for this host and the sign-in page shows it; then deletes it', async () => {
    const host = new URL(inject('baseUrl')).hostname;
    await admin.goto('/config/domain-list');
    await admin.getByRole('heading', { name: 'Domains' }).waitFor();
    await row(admin, 'localhost').waitFor();
    await expectAxeClean(admin, 'domain list');

    await admin.getByRole('button', { name: 'Add domain' }).click();
    const form = dialog(admin);
    await form.getByLabel('Domain').fill('not a host');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('The domain must be a host name (e.g. login.example.com)').waitFor();
    await expectAxeClean(admin, 'domain dialog', 'dialog[open]');
    await admin.screenshot({ path: `${shots}admin-config-domain-dialog.png` });

    await form.getByLabel('Domain').fill(host);
    await form.getByLabel('Unit code').fill('PLATFORM');
    await form.getByLabel('Copyright').fill(COPYRIGHT);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Done').waitFor();
    await row(admin, host).waitFor();
    await admin.screenshot({ path: `${shots}admin-config-domain-list.png` });

    const visitor = await newAdminPage(browser);
    try {
      await visitor.goto('/sso');
      await visitor.getByText(COPYRIGHT).waitFor();
      await visitor.screenshot({ path: `${shots}admin-config-domain-login.png` });
    } finally {
      await visitor.context().close();
    }

    await row(admin, host)
      .getByRole('button', { name: `Delete ${host}` })
      .click();
    await dialog(admin).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row(admin, host).count()).toBe(0);
  });
});

describe('brands and logos (/code/{code})', () => {
  it('shows a brand, the list for an unknown code, and uploads a unit logo', async () => {
    await admin.goto('/code/harbour');
    await admin.getByRole('heading', { name: /Brands and logos · Harbour Hotels/ }).waitFor();
    await expectAxeClean(admin, 'brand detail');
    await admin.screenshot({ path: `${shots}admin-config-brand.png` });

    await admin.goto('/code/nosuchbrand');
    await admin.getByText('There is no brand nosuchbrand; here are all brands.').waitFor();
    await row(admin, 'portico').waitFor();
    await expectAxeClean(admin, 'brand list');

    await admin.getByLabel('Upload the logo of H001').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await toast(admin, 'Uploaded').waitFor();
    await expect
      .poll(() => admin.getByAltText('H001 Logo').getAttribute('src'))
      .toMatch(/\/logo\/file\/H001/);
    await admin.getByLabel('Upload the icon of H001 (ico)').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await toast(admin, 'Icons must be .ico files').waitFor();
    await admin.screenshot({ path: `${shots}admin-config-brand-list.png`, fullPage: true });
    await admin.getByRole('button', { name: 'Restore the default logo and icon of H001' }).click();
    await dialog(admin).getByRole('button', { name: 'Delete and restore' }).click();
    await expect
      .poll(() => admin.getByAltText('H001 Logo').getAttribute('src'))
      .not.toMatch(/\/logo\/file\/H001/);
  });
});

describe('project config and code dictionary (/config/project-config)', () => {
  it('refuses a bad port, saves a flag that loginSystemConfig.json then serves', async () => {
    const before = await api<Record<string, unknown>>(admin, 'GET', '/projectConfig');
    expect(before.result).toBe(0);
    await admin.goto('/config/project-config');
    await admin.getByRole('heading', { name: 'Project configuration' }).waitFor();
    await expectAxeClean(admin, 'project config');

    await admin.getByLabel('Ports').fill('443\nabc');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('A port must be a whole number from 1 to 65535').waitFor();
    await admin.getByLabel('Ports').fill('');
    await admin.getByLabel('wanda').check();
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Saved; pages use it after they reload').waitFor();
    try {
      const served = await admin.evaluate(() =>
        fetch('/app-config/loginSystemConfig.json').then((r) => r.json()),
      );
      expect(served.customerFlags.wanda).toBe(true);
      await admin.screenshot({ path: `${shots}admin-config-project.png`, fullPage: true });
    } finally {
      expect((await api(admin, 'PUT', '/projectConfig/save', before.retVal)).result).toBe(0);
    }

    await admin.getByRole('tab', { name: 'Code dictionary' }).click();
    await row(admin, 'GC').first().waitFor();
    await expectAxeClean(admin, 'code dictionary');
    await admin.screenshot({ path: `${shots}admin-config-dict.png` });
  });
});

describe('application macro config (/config/parameter-config)', () => {
  it('adds a macro on its tab', async () => {
    await admin.goto('/config/parameter-config');
    await admin.getByRole('tab', { name: 'Application macro config' }).click();
    await admin.getByRole('button', { name: 'Add macro' }).click();
    const form = dialog(admin);
    await form.getByLabel('Application').selectOption('GC');
    await form.getByLabel('Macro code').fill('E2E_MACRO');
    await form.getByLabel('Macro config').fill('42');
    await form.getByLabel('Type').fill('NUMBER');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Done').waitFor();
    await admin.getByRole('cell', { name: 'E2E_MACRO', exact: true }).waitFor();
    await expectAxeClean(admin, 'macro config');
    await admin.screenshot({ path: `${shots}admin-config-macros.png` });
  });
});

describe('a unit administrator (product.md §6)', () => {
  it('gets no macro tab, no project config, and the server refuses the platform-only calls', async () => {
    const group = await signedInWith(browser, 'G001', 'groupadmin');
    try {
      await group.goto('/config/parameter-config');
      await group.getByRole('heading', { name: 'Parameter configuration' }).waitFor();
      expect(await group.getByRole('tab', { name: 'Application macro config' }).count()).toBe(0);
      await group.goto('/config/project-config');
      await group.getByText(NO_PERMISSION).waitFor();
      expect((await api(group, 'GET', '/projectConfig')).result).toBe(40301);
      expect((await api(group, 'GET', '/brand/list')).result).toBe(40301);
    } finally {
      await group.context().close();
    }
  });
});
