import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

/**
 * Live messaging in the console's shell against the real server and its STOMP broker
 * (product.md §2.8 live-notification connection, §4): a message an administrator publishes reaches the open page at
 * once — badge, notice popup, system tip — and reading it there brings the badge back down.
 */
const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;
const PUBLISH = '/internal-message/api/backstage/messages';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function adminToken(): Promise<string> {
  const answer = await fetch(`${baseUrl}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: 'Portico#2026' }),
  });
  return ((await answer.json()) as { retVal: { jwtToken: string } }).retVal.jwtToken;
}

async function publish(token: string, message: Record<string, unknown>) {
  const answer = await fetch(`${baseUrl}${PUBLISH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(message),
  });
  const envelope = (await answer.json()) as { result: number; retVal: { messageId: string } };
  expect(envelope.result).toBe(0);
  return envelope.retVal.messageId;
}

/** The bell's badge as a number (no badge: 0). */
async function badge(): Promise<number> {
  const found = page.locator('[part~=unread-badge]');
  if ((await found.count()) === 0) return 0;
  const text = (await found.first().textContent()) ?? '0';
  return text === '99+' ? 100 : Number(text);
}

describe('live messages in the shell (api-contract.md §7.7, §7.9; product.md §4)', () => {
  it('a published private message raises the badge and pops up; "I know" reads it; a tip shows in the strip', async () => {
    const connected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).startsWith('CONNECTED')) resolve();
        }),
      );
    });
    await page.goto('/sso');
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('input[name=unitCode]').fill('H001');
    await page.locator('input[name=userCode]').fill('frontdesk');
    await page.locator('input[name=password]').fill('Portico#2026');
    await page.locator('input[name=agreement]').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/apps');
    await page.goto('/blank');
    await connected;
    await page.locator('[part~=icon]').first().waitFor();
    await expect.poll(badge).toBeGreaterThanOrEqual(0);
    const before = await badge();

    const admin = await adminToken();
    // The title carries markup: it must show as text (DESIGN.md "Security model").
    const title = `Night audit moved to 23:30 <img src=x onerror=alert(1)>`;
    await publish(admin, {
      messageTitle: title,
      messageText: 'Please close the shift reports before the audit.',
      messageLevel: 'WARN',
      messageType: 'PRIVATE',
      audience: { users: [{ unitCode: 'H001', userCode: 'frontdesk' }] },
    });

    // Live: no reload, within the unread throttle of 10 s (api-contract.md §9).
    await expect.poll(badge, { timeout: 12_000 }).toBe(before + 1);
    const popup = page.locator('[part~=notice]').filter({ hasText: 'Night audit moved' });
    await popup.waitFor({ timeout: 5000 });
    await expect(popup.locator('[part~=notice-title]').textContent()).resolves.toBe(title);
    expect(await page.locator('img[src=x]').count()).toBe(0);
    await page.screenshot({ path: `${shots}live-notice.png` });

    // 'I know' marks it read and closes it (product.md §4 "Notice popup actions").
    await popup.getByRole('button', { name: 'I know' }).click();
    await popup.waitFor({ state: 'detached' });
    await expect.poll(badge, { timeout: 12_000 }).toBe(before);

    // A system tip (isShow T) appears in the strip under the top bar while the page is open.
    const tipId = await publish(admin, {
      messageTitle: 'Elevator B is closed for maintenance today',
      messageLevel: 'INFO',
      messageType: 'NOTICE',
      isShow: 'T',
      audience: { units: [{ unitCode: 'H001' }] },
    });
    const tip = page.locator('[part~=tip]').filter({ hasText: 'Elevator B' });
    await tip.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${shots}live-system-tip.png` });

    // Removed by the publisher: "updated or removed by messageId on pushed notices".
    const removed = await fetch(`${baseUrl}${PUBLISH}/${tipId}`, {
      method: 'DELETE',
      headers: { authorization: admin },
    });
    expect(((await removed.json()) as { result: number }).result).toBe(0);
    await tip.waitFor({ state: 'detached', timeout: 10_000 });
  });
});
