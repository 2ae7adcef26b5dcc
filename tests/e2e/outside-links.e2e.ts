import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { pageApi, shots, signedIn, toast } from './admin-kit';
import { launchChromium } from './browser';

/*
 * Outside links (product.md §5 "an empty list allows everything"; server README "Outside
 * links"): the demo seeds real allow lists, so the shell frames the demo's own sites and refuses
 * any other; while a list is empty the project-config screen warns the administrator.
 */

const examples = inject('examplesUrl');

interface OutsideLinks {
  protocols: string[];
  domains: string[];
  ports: string[];
}
type ProjectConfig = { outsideLinks: OutsideLinks } & Record<string, unknown>;

/** The language the console keeps for this origin (SDK i18n), applied by a reload. */
async function setLocale(page: Page, locale: 'zh-CN' | 'en-US') {
  await page.evaluate((value) => localStorage.setItem('portico.locale', value), locale);
  await page.reload();
}

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn(browser, 'PLATFORM', 'admin');
});
afterAll(async () => {
  await admin?.context().close();
  await browser?.close();
});

describe('the seeded outside-link lists', () => {
  it('frame a demo app on its own host and refuse a site that is not listed', async () => {
    const seeded = await pageApi<ProjectConfig>(admin, 'GET', '/projectConfig');
    for (const list of ['protocols', 'domains', 'ports'] as const) {
      expect(seeded.retVal.outsideLinks[list].length, list).toBeGreaterThan(0);
    }

    const demo = `${examples}/examples/child-app/frame/?language=en-US`;
    await admin.goto(`/iframe?url=${encodeURIComponent(demo)}`);
    // The shell adds the §2.8 flags so the framed page leaves out its own chrome.
    await expect(admin.getByTestId('content-frame').getAttribute('src')).resolves.toBe(
      `${demo}&hide_top=true&hide_left=true`,
    );

    await admin.goto(`/iframe?url=${encodeURIComponent('https://evil.example.net/')}`);
    await toast(admin, 'Illegal external links').waitFor();
    await expect(admin.getByTestId('content-frame').count()).resolves.toBe(0);
  });
});

describe('the warning while a list is empty (/config/project-config)', () => {
  it('names the empty list until it is filled again', async () => {
    const before = (await pageApi<ProjectConfig>(admin, 'GET', '/projectConfig')).retVal;
    const warning = admin.getByTestId('open-links-warning');
    await admin.goto('/config/project-config');
    await admin.getByRole('heading', { name: 'Project configuration' }).waitFor();
    await expect(warning.count()).resolves.toBe(0);

    const open = { ...before, outsideLinks: { ...before.outsideLinks, domains: [] } };
    expect((await pageApi(admin, 'PUT', '/projectConfig/save', open)).result).toBe(0);
    try {
      await admin.reload();
      await warning.waitFor();
      await expect(warning.textContent()).resolves.toContain('the Domains list is empty');
      await expect(warning.getAttribute('role')).resolves.toBe('alert');
      await admin.screenshot({ path: `${shots}outside-links-warning.png` });
      await setLocale(admin, 'zh-CN');
      await expect.poll(() => warning.textContent()).toContain('域名列表为空');
    } finally {
      await setLocale(admin, 'en-US');
      expect((await pageApi(admin, 'PUT', '/projectConfig/save', before)).result).toBe(0);
    }
    await admin.reload();
    await admin.getByRole('heading', { name: 'Project configuration' }).waitFor();
    await expect(warning.count()).resolves.toBe(0);
  });
});
