import { existsSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOCS_DIR, docsNeedBuilding } from '../../scripts/docs-build-if-missing';
import { launchChromium } from './browser';

/**
 * The documentation site as `npm start` serves it at /docs/, in Chromium: the language switch
 * appears only on pages written in both languages and leads to the same page in the other one,
 * and an address the site does not have (a reload of an old link, a page with no translation)
 * shows the site's own 404 page, never the API's JSON. Needs the built site (`npm run docs:build`,
 * which `npm test` runs first).
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
/** Console errors the server's Content-Security-Policy caused on the site's pages. */
const violations: string[] = [];

beforeAll(async () => {
  if (docsNeedBuilding() || !existsSync(`${DOCS_DIR}/404.html`)) {
    throw new Error(`no built documentation site in ${DOCS_DIR}: run npm run docs:build`);
  }
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
});
afterAll(async () => {
  await browser?.close();
});

const languageSwitch = () => page.locator('.VPNavBarTranslations');

describe('the documentation site served by the server', () => {
  it('offers the switch on a translated page, and it leads to the same page in Chinese', async () => {
    await page.goto(`${baseUrl}/docs/getting-started.html`);
    await expect.poll(() => languageSwitch().count()).toBe(1);
    await languageSwitch().hover();
    await page.locator('.VPNavBarTranslations a', { hasText: '简体中文' }).click();
    await page.waitForURL(/\/docs\/zh\/getting-started\.html$/);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('快速上手');
  });

  it('shows no switch on a page written in English only', async () => {
    await page.goto(`${baseUrl}/docs/guides/run.html`);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('Run the server');
    expect(await languageSwitch().count()).toBe(0);
    expect(await page.locator('a[href="/docs/zh/guides/run.html"]').count()).toBe(0);
  });

  it("answers a page it does not have with the site's 404 page, never JSON", async () => {
    for (const path of ['/docs/zh/guides/run.html', '/docs/no-such-page.html']) {
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).toMatch(/^text\/html/);
      await expect.poll(() => page.locator('.NotFound').count(), { message: path }).toBe(1);
      expect(await page.locator('body').innerText(), path).not.toContain('"result"');
    }
  });

  it("ran every page above under the server's Content-Security-Policy without a violation", () => {
    expect(violations).toEqual([]);
  });
});
