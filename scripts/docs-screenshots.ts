import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/server-process';

/**
 * `npm run docs:screenshots`: the tour images of the getting-started pages, taken from the
 * running demo (a throwaway server on a free port, as the e2e tests start it) in both locales,
 * into docs/public/tour/<locale>/. The images are committed; run this again after a screen
 * changes.
 */
const PASSWORD = 'Portico#2026';
const outRoot = new URL('../docs/public/tour/', import.meta.url).pathname;
const LOCALES = [
  { locale: 'en-US', button: 'English', logIn: 'Log in' },
  { locale: 'zh-CN', button: '中文', logIn: '登录' },
] as const;

async function signIn(page: Page, base: string, logIn: string) {
  await page.locator('input[name=unitCode]').fill('PLATFORM');
  await page.locator('input[name=userCode]').fill('admin');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: logIn, exact: true }).click();
  await page.waitForURL(`${base}/apps`);
}

async function tour(browser: Browser, base: string, entry: (typeof LOCALES)[number]) {
  const dir = `${outRoot}${entry.locale}/`;
  mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({
    locale: entry.locale,
    viewport: { width: 1280, height: 760 },
  });
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${dir}${name}.png` });
    console.log(`docs/public/tour/${entry.locale}/${name}.png`);
  };
  await page.goto(`${base}/sso`);
  await page.getByRole('button', { name: entry.button }).click();
  await shot('login');
  await signIn(page, base, entry.logIn);
  await shot('apps');
  await page.goto(`${base}/user/user-list`);
  await shot('console-users');
  await page.goto(`${base}/role/admin-roles`);
  await shot('shell');
  await context.close();
}

const server = await startServer();
const browser = await launchChromium();
try {
  for (const entry of LOCALES) await tour(browser, server.url, entry);
} finally {
  await browser.close();
  await server.stop();
}
