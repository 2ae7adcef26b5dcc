import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, inject } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';

/*
 * What the administration e2e files share: signing in through the hub's form, calls with the
 * page's session or a fresh server sign-in, the console's dialogs, toasts and table rows, the
 * org chooser, and axe. Each helper is one person's action on the screen, not an assertion.
 */

export const PASSWORD = 'Portico#2026';
export const shots = new URL('../../test-results/', import.meta.url).pathname;

export type Envelope<T> = { result: number; msg: string; retVal: T };

const baseUrl = () => inject('baseUrl');

/** A new English page at the hub's origin, desktop-sized. */
export async function newAdminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    viewport: { width: 1366, height: 860 },
  });
  return context.newPage();
}

/**
 * Fills the hub's sign-in form (product.md §2.6) already open on `page` and submits it. The
 * button is found as the form's submit, not by its label: a sign-in a client app started (OIDC)
 * opens in the browser's language, whose label is not 'Log in'.
 */
export async function fillSignIn(
  page: Page,
  unitCode: string,
  userCode: string,
  password = PASSWORD,
) {
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=agreement]').check();
  await page.locator('form button[type=submit]').first().click();
}

/** Opens the hub's sign-in page in English, fills it and submits it. */
export async function signIn(page: Page, unitCode: string, userCode: string, password = PASSWORD) {
  await page.goto('/sso');
  await page.getByRole('button', { name: 'English' }).click();
  await fillSignIn(page, unitCode, userCode, password);
}

/** A new page signed in as the user, on the launcher. */
export async function signedIn(browser: Browser, unitCode: string, userCode: string) {
  const page = await newAdminPage(browser);
  await signIn(page, unitCode, userCode);
  await page.waitForURL('**/apps');
  return page;
}

/** A call under the UC base with the page's own session (the console's token cookie). */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie.match(/(?:^|; )portico_token=([^;]+)/)?.[1];
      const stored = token ? decodeURIComponent(token) : '';
      const response = await fetch(`/uc${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: stored, language: 'en-US' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<Envelope<T>>;
}

/** A sign-in through the server, as a person's next login would be (loopback address). */
export async function serverLogin(unitCode: string, userCode: string, password = PASSWORD) {
  const response = await fetch(`${baseUrl()}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify({ unitCode, userCode, password }),
  });
  return (await response.json()) as Envelope<{ jwtToken: string } | null>;
}

/** A call to the server: a JSON body and, when given, a token; the answer as the caller types it. */
export async function serverCall<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', init.token);
  const response = await fetch(`${baseUrl()}${path}`, { ...init, headers });
  return (await response.json()) as T;
}

/** A GET under the UC base with a token from `serverLogin`. */
export async function callWith<T = unknown>(token: string, path: string) {
  const response = await fetch(`${baseUrl()}/uc${path}`, {
    headers: { authorization: token, language: 'en-US' },
  });
  return (await response.json()) as Envelope<T>;
}

/** The top-most open dialog. */
export const dialog = (page: Page) => page.locator('dialog[open]').last();

/** A toast (or an alert) with the text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[role=status], [role=alert]').filter({ hasText: text }).first();

/** The table row whose first cell is exactly `key` (a code, a name). */
export const row = (page: Page, key: string) =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${key}$`) }) });

/** The row whose key cell is exactly `key`: the first cell, or the second after a row checkbox. */
export const listRow = (page: Page, key: string) =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(-n+2)', { hasText: new RegExp(`^${key}$`) }) });

/** Opens an org chooser field, searches `keyword` and picks the entry called `name`. */
export async function chooseIn(page: Page, field: Locator, keyword: string, name: string) {
  await field.click();
  const chooser = dialog(page);
  await chooser.getByRole('searchbox').fill(keyword);
  const open = await page.locator('dialog[open]').count();
  await chooser.getByRole('button', { name: `Choose ${name}` }).click();
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(open - 1);
}

/**
 * Waits for running CSS transitions and finite animations: a colour caught half way (a button
 * just pressed fading to its pressed shade) fails colour contrast though neither end does.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical axe violations inside `selector` (the rule: none may pass). */
export async function axeViolations(page: Page, selector = 'body'): Promise<string[]> {
  // Evaluated, not added as a <script>: the pages' CSP refuses inline script tags.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  await settled(page);
  return page.evaluate(async (selector) => {
    type Node = { target: string[]; html: string; failureSummary?: string };
    type Violation = { id: string; impact: string; nodes: Node[] };
    type Axe = { run: (context: unknown) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run({ include: [[selector]] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(', ')}`,
      );
  }, selector);
}
