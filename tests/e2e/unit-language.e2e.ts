import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { startServer, type ServerProcess } from './server-process';

/**
 * A unit's default language (product.md §4 "Language"; the guide's "Which language a page
 * speaks"): a browser whose languages are neither Chinese nor English, with no saved choice and
 * no `language` parameter, is shown the default of the unit it signs in to, and on a sign-in
 * host that belongs to a unit, that unit's default before anyone signs in.
 */
const PASSWORD = 'Portico#2026';

let hub: ServerProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];

interface Envelope<T> {
  result: number;
  msg: string;
  retVal: T;
}

/** One call to the hub's API, as an administrator's script would make it. */
async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${hub.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.result !== 0) throw new Error(`${path}: ${envelope.result} ${envelope.msg}`);
  return envelope.retVal;
}

async function adminToken(): Promise<string> {
  const login = await api<{ jwtToken: string }>('/uc/sso/login', {
    unitCode: 'PLATFORM',
    userCode: 'admin',
    password: PASSWORD,
  });
  return login.jwtToken;
}

beforeAll(async () => {
  hub = await startServer();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await hub?.stop();
});

/** A fresh French browser: navigator.languages and Accept-Language are fr-FR only. */
async function frenchBrowser(): Promise<Page> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
  });
  contexts.push(context);
  return context.newPage();
}

const documentLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function fillSignIn(page: Page, unitCode: string, userCode: string) {
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.locator('form button[type=submit]').first().click();
}

async function signInHeading(page: Page) {
  const heading = page.locator('h1').first();
  await heading.waitFor();
  await page.locator('input[name=unitCode]').waitFor();
  return (await heading.textContent())?.trim();
}

describe("a unit's default language decides for a browser that speaks neither locale", () => {
  it('the platform administrator sets the group G001 to English in the unit dialog; H001 inherits it', async () => {
    const context = await browser.newContext({ baseURL: hub.url, locale: 'en-US' });
    contexts.push(context);
    const admin = await context.newPage();
    await admin.goto('/sso');
    await fillSignIn(admin, 'PLATFORM', 'admin');
    await admin.waitForURL('**/apps');
    await admin.goto('/unit/unitList');
    await admin.getByLabel('Keyword').fill('G001');
    await admin.getByRole('button', { name: 'Query' }).click();
    await admin.getByRole('button', { name: 'Edit G001' }).click();
    const form = admin.locator('dialog[open]').last();
    const language = form.getByLabel('Default language');
    // Nothing above the group sets one: inheriting means the fallback, Chinese.
    await expect(language.locator('option:checked').textContent()).resolves.toBe(
      'As the parent unit (简体中文)',
    );
    await language.selectOption('en-US');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });

    await admin.getByLabel('Keyword').fill('H001');
    await admin.getByRole('button', { name: 'Query' }).click();
    await admin.getByRole('button', { name: 'Edit H001' }).click();
    await expect(
      admin
        .locator('dialog[open]')
        .last()
        .getByLabel('Default language')
        .locator('option:checked')
        .textContent(),
    ).resolves.toBe('As the parent unit (English)');
  });

  it('a French browser signing in to H001 (its group set to en-US) gets an English shell', async () => {
    const page = await frenchBrowser();
    await page.goto(`${hub.url}/sso`);
    // No unit is known yet, and none of the browser's languages is spoken: the fallback.
    await expect(signInHeading(page)).resolves.toBe('用户中心登录');
    await expect(documentLang(page)).resolves.toBe('zh-CN');

    await fillSignIn(page, 'H001', 'frontdesk');
    await page.waitForURL(`${hub.url}/apps`);
    await expect.poll(() => documentLang(page)).toBe('en-US');

    // The shell, loaded afresh: the session restored from storage brings the unit's language.
    await page.goto(`${hub.url}/blank`);
    await page.getByRole('button', { name: 'Operations' }).waitFor();
    await expect(documentLang(page)).resolves.toBe('en-US');
    // A guess, not a choice: nothing was saved for the next visit.
    await expect(page.evaluate(() => localStorage.getItem('portico.locale'))).resolves.toBeNull();
  });

  it("a sign-in host that belongs to H001 shows its unit's language before anyone signs in", async () => {
    const token = await adminToken();
    await api('/uc/domain/add', { domain: '127.0.0.1', orgCode: 'H001' }, token);
    const page = await frenchBrowser();
    await page.goto(`${hub.url}/sso`);
    await expect.poll(() => documentLang(page)).toBe('en-US');
    await expect(signInHeading(page)).resolves.toBe('User center login');
  });

  it('the browser still wins over the unit: a Chinese browser on that host is shown Chinese', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${hub.url}/sso`);
    await expect(signInHeading(page)).resolves.toBe('用户中心登录');
    await expect(documentLang(page)).resolves.toBe('zh-CN');
  });
});
