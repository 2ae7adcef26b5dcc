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

async function unitIdOf(code: string, token: string): Promise<string> {
  const response = await fetch(`${hub.url}/uc/unit/list?keyword=${code}`, {
    headers: { authorization: token },
  });
  const page = (await response.json()) as Envelope<{ datas: { id: string; code: string }[] }>;
  const unit = page.retVal.datas.find((row) => row.code === code);
  if (!unit) throw new Error(`no unit ${code}`);
  return unit.id;
}

beforeAll(async () => {
  hub = await startServer();
  browser = await launchChromium();
  // The hotel group G001 speaks English; its hotel H001 sets nothing and inherits it.
  const token = await adminToken();
  await api('/uc/unit/update', { id: await unitIdOf('G001', token), language: 'en-US' }, token);
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

async function signInHeading(page: Page) {
  const heading = page.locator('h1').first();
  await heading.waitFor();
  await page.locator('input[name=unitCode]').waitFor();
  return (await heading.textContent())?.trim();
}

describe("a unit's default language decides for a browser that speaks neither locale", () => {
  it('a French browser signing in to H001 (its group set to en-US) gets an English shell', async () => {
    const page = await frenchBrowser();
    await page.goto(`${hub.url}/sso`);
    // No unit is known yet, and none of the browser's languages is spoken: the fallback.
    await expect(signInHeading(page)).resolves.toBe('用户中心登录');
    await expect(documentLang(page)).resolves.toBe('zh-CN');

    await page.locator('input[name=unitCode]').fill('H001');
    await page.locator('input[name=userCode]').fill('frontdesk');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=agreement]').check();
    await page.locator('form button[type=submit]').first().click();
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
