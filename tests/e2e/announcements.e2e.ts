import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { dialog, fillSignIn, serverLogin, shots, toast } from './admin-kit';

/**
 * Announcements from the console against the real server (docs/guides/announcements.md "Send an
 * announcement"): a unit administrator composes an urgent notice with a link for one department
 * and one role, previews it in both locales and sends it; a member's open page pops it up and
 * starts the unit's tone within 2 s, a non-member's shows nothing; the read report goes from 0 to
 * 1 read when the member reads it, the CSV has the member's row, and a withdrawal removes a
 * message from the member's open page live.
 */
const baseUrl = inject('baseUrl');
const PUBLISHED = '/internal-message/api/backstage/messages';
const WIDTH = { width: 1280, height: 900 };
const stamp = Date.now().toString(36);
const TITLE = `PMS down tonight ${stamp}`;

let browser: Browser;
const contexts: BrowserContext[] = [];

/** A page of its own browser context (its own cookies), 1280 px wide, in `locale`. */
async function newPage(locale: 'en-US' | 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale, viewport: WIDTH });
  contexts.push(context);
  // The tone: every play() of a media element, with its source and when it started.
  await context.addInitScript(() => {
    const plays: { src: string; at: number }[] = [];
    Object.assign(window, { __plays: plays });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      plays.push({ src: this.currentSrc || this.src, at: Date.now() });
      return play.call(this);
    };
  });
  return context.newPage();
}

/** Signs in through the hub's form, in the page's own language. */
async function signIn(page: Page, unitCode: string, userCode: string) {
  await page.goto('/sso');
  await fillSignIn(page, unitCode, userCode);
  await page.waitForURL('**/apps');
}

/** A recipient's page on the shell, its live socket connected. */
async function recipient(unitCode: string, userCode: string): Promise<Page> {
  const page = await newPage('en-US');
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('CONNECTED')) resolve();
      }),
    );
  });
  await signIn(page, unitCode, userCode);
  await page.goto('/blank');
  await connected;
  return page;
}

const plays = (page: Page) =>
  page.evaluate(() => (window as unknown as { __plays: { src: string; at: number }[] }).__plays);
const popup = (page: Page, title: string) =>
  page.locator('[part~=notice]').filter({ hasText: title });

let admin: Page;
let member: Page;
let outsider: Page;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await newPage('en-US');
  await signIn(admin, 'G001', 'groupadmin');
  // Front Desk holds Hotel staff; the Night Auditor is in neither the department nor the role.
  member = await recipient('H001', 'frontdesk');
  outsider = await recipient('H001', 'nightaudit');
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('send an announcement (docs/guides/announcements.md)', () => {
  it('composes an urgent notice with a link for a department and a role, previews it in both locales and refuses an empty audience', async () => {
    await admin.goto('/message/publish');
    await admin.getByRole('heading', { name: 'Send an announcement' }).waitFor();
    await expect(admin.getByTestId('time-zone').textContent()).resolves.toMatch(/UTC[+-]\d\d:\d\d/);

    await admin.getByLabel('Title').fill(TITLE);
    await admin.getByRole('textbox', { name: 'Body editor' }).click();
    await admin.keyboard.type('The PMS is down from 22:00 to 23:30. ');
    await admin.getByRole('button', { name: 'Bold' }).click();
    await admin.getByRole('button', { name: 'Bold', pressed: true }).waitFor();
    await admin.keyboard.type('Use the paper forms.');
    await admin.locator('select[name=messageLevel]').selectOption('SERIOUS');
    await admin.getByLabel('Link (optional)').fill('https://status.example/pms');

    // Nothing chosen yet: the form says so and sends nothing.
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await admin.getByText('Choose at least one recipient').waitFor();

    await admin.locator('#audience-unit').selectOption({ label: 'Harbour Hotel Shanghai (H001)' });
    await admin
      .locator('#audience-department')
      .selectOption({ label: 'Housekeeping (HOUSEKEEPING)' });
    await admin.getByRole('button', { name: 'Add: Department' }).click();
    const staff = admin.locator('#audience-role option', { hasText: '(HOTEL_STAFF)' });
    await staff.waitFor({ state: 'attached' });
    await admin.locator('#audience-role').selectOption((await staff.getAttribute('value'))!);
    await admin.getByRole('button', { name: 'Add: Role' }).click();
    await expect(admin.getByRole('list', { name: 'Audience' }).locator('li').count()).resolves.toBe(
      2,
    );
    // The refusal goes once the audience has someone.
    await admin.getByText('Choose at least one recipient').waitFor({ state: 'detached' });
    await admin
      .getByTestId('reach')
      .filter({ hasText: /^Reaches \d+ people$/ })
      .waitFor();

    // The preview, as the bell, the centre and the urgent popup show it, in both locales.
    const english = admin.getByTestId('preview-popup-en-US');
    await english.filter({ hasText: TITLE }).waitFor();
    await expect(english.textContent()).resolves.toContain('Urgent');
    await expect(english.locator('a[href="https://status.example/pms"]').count()).resolves.toBe(1);
    await expect
      .poll(() => english.locator('strong', { hasText: 'Use the paper forms.' }).count())
      .toBe(1);
    const chinese = admin.getByTestId('preview-popup-zh-CN');
    await expect(chinese.textContent()).resolves.toMatch(/紧急.*我知道了/s);
    await admin.screenshot({ path: `${shots}announce-compose-en.png`, fullPage: true });
  });

  it('reaches a member live with the popup and the tone within 2 s, and a non-member not at all', async () => {
    const reach = (await admin.getByTestId('reach').textContent())!.match(/\d+/)![0];
    const sentAt = Date.now();
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await toast(admin, `Sent to ${reach} people`).waitFor();

    await popup(member, TITLE).waitFor({ timeout: 5000 });
    await expect
      .poll(
        async () => (await plays(member)).find((p) => p.src.includes('urgent.mp3'))?.at ?? null,
        {
          timeout: 2000,
        },
      )
      .not.toBeNull();
    const tone = (await plays(member)).find((p) => p.src.includes('urgent.mp3'))!;
    expect(tone.at - sentAt).toBeLessThan(2000);
    await member.screenshot({ path: `${shots}announce-member-popup.png` });

    // The body's link looks like one: the theme's primary colour (that of the primary button),
    // underlined, a ring when focused from the keyboard, a new tab without the opener.
    const link = popup(member, TITLE).locator('a[href="https://status.example/pms"]');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const primary = await popup(member, TITLE)
      .getByRole('button', { name: 'I know' })
      .evaluate((b) => getComputedStyle(b).backgroundColor);
    const text = await popup(member, TITLE).evaluate((p) => getComputedStyle(p).color);
    const style = () =>
      link.evaluate((a) => {
        const s = getComputedStyle(a);
        return {
          color: s.color,
          underline: s.textDecorationLine,
          outline: s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`,
          focused: a.matches(':focus-visible'),
        };
      });
    const shown = await style();
    expect(shown).toMatchObject({ color: primary, underline: 'underline', outline: 'none' });
    expect(shown.color).not.toBe(text);
    await link.focus();
    await member.keyboard.press('Shift+Tab');
    await member.keyboard.press('Tab');
    await expect.poll(style).toMatchObject({ focused: true, outline: 'solid 2px' });

    // The member has it; the non-member's page and lists hold nothing of it.
    expect(await popup(outsider, TITLE).count()).toBe(0);
    const night = (await serverLogin('H001', 'nightaudit')).retVal!.jwtToken;
    const notices = await fetch(
      `${baseUrl}/internal-message/api/backstage/messageReciveList/noticeList?firstResult=0&pageSize=50`,
      { headers: { authorization: night } },
    ).then((r) => r.json() as Promise<{ retVal: { datas: { messageTitle: string }[] } }>);
    expect(notices.retVal.datas.map((m) => m.messageTitle)).not.toContain(TITLE);
    expect((await plays(outsider)).length).toBe(0);
  });

  it('counts the read in the report (0 → 1) and exports the member in the CSV', async () => {
    await admin.goto('/message/published');
    const line = admin.locator('tbody tr').filter({ hasText: TITLE });
    await line.waitFor();
    await admin.screenshot({ path: `${shots}announce-published-en.png` });
    await line.getByRole('link', { name: 'Read report' }).click();
    const summary = admin.getByTestId('report-summary');
    await summary.filter({ hasText: / 0 read, / }).waitFor();

    await popup(member, TITLE).getByRole('button', { name: 'I know' }).click();
    await popup(member, TITLE).waitFor({ state: 'detached' });

    await expect
      .poll(
        async () => {
          await admin.getByRole('button', { name: 'Query' }).click();
          return summary.textContent();
        },
        { timeout: 10_000 },
      )
      .toMatch(/ 1 read, /);
    // The member's row says Read (its read-state cell, not a substring of 'Unread').
    const front = admin.locator('tbody tr').filter({ hasText: '(frontdesk)' });
    await expect.poll(() => front.locator('td').nth(3).textContent()).toBe('Read');
    await admin.screenshot({ path: `${shots}announce-report-en.png` });

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const rows = csv.trim().split(/\r?\n/);
    expect(rows[0]).toMatch(/unitCode/);
    const columns = rows[0]!.replace(/^\uFEFF/, '').split(',');
    const frontDesk = rows.map((r) => r.split(',')).find((cells) => cells.includes('frontdesk'));
    expect(frontDesk?.[columns.indexOf('unitCode')]).toBe('H001');
    expect(frontDesk?.[columns.indexOf('readState')]).toBe('T');
  });

  it('withdrawing removes a message from the member’s open page live', async () => {
    const token = (await serverLogin('G001', 'groupadmin')).retVal!.jwtToken;
    const tipTitle = `Lift B closed ${stamp}`;
    const published = await fetch(`${baseUrl}${PUBLISHED}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({
        messageTitle: tipTitle,
        messageType: 'SYSTEM',
        isShow: 'T',
        audience: { users: [{ unitCode: 'H001', userCode: 'frontdesk' }] },
      }),
    }).then((r) => r.json() as Promise<{ result: number }>);
    expect(published.result).toBe(0);
    const tip = member.locator('[part~=tip]').filter({ hasText: tipTitle });
    await tip.waitFor({ timeout: 10_000 });

    await admin.goto('/message/published');
    const line = admin.locator('tbody tr').filter({ hasText: tipTitle });
    await line.getByRole('button', { name: 'Withdraw' }).click();
    await dialog(admin).getByRole('button', { name: 'Withdraw' }).click();
    await toast(admin, 'Withdrawn').waitFor();
    await tip.waitFor({ state: 'detached', timeout: 10_000 });
    await line.waitFor({ state: 'detached' });
  });

  it('shows the compose screen and the published list in Chinese', async () => {
    const page = await newPage('zh-CN');
    await signIn(page, 'G001', 'groupadmin');
    await page.goto('/message/publish');
    await page.getByRole('heading', { name: '发布公告' }).waitFor();
    await page.getByLabel('标题').fill('今晚 PMS 停机');
    await page.locator('select[name=messageLevel]').selectOption('SERIOUS');
    await page.getByTestId('preview-popup-zh-CN').filter({ hasText: '今晚 PMS 停机' }).waitFor();
    await page.screenshot({ path: `${shots}announce-compose-zh.png`, fullPage: true });
    await page.goto('/message/published');
    await page.getByRole('heading', { name: '已发布消息' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await page.screenshot({ path: `${shots}announce-published-zh.png` });
  });
});
