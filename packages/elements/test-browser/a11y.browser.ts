import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMessages, longMessage } from '../src/testing/fake-messages';
import { axeViolations } from './axe';
import { barPage, choose, done } from './bar-page';
import { closeBrowser, openPage, sessionInfo } from './harness';

afterAll(closeBrowser);

/**
 * axe-core in Chromium over every element and every state it can open (the rule: no
 * serious or critical violations), each in both locales where the texts differ. The behaviour
 * of these states is tested in the element's own file; this one only visits them.
 */
async function clean(page: Page, host: string, state: string) {
  const violations = await axeViolations(page, [host]);
  expect({ state, violations }).toEqual({ state, violations: [] });
}

const dialogIn = async (host: Locator, name?: string) => {
  const dialog = host.getByRole('dialog', name ? { name } : {});
  await dialog.first().waitFor();
  return dialog.first();
};

describe('axe: <portico-user-bar> and everything it opens', () => {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`the bar, its dropdown, menu and every dialog (${locale})`, async () => {
      const zh = locale === 'zh-CN';
      const { page, bar, context } = await barPage({
        locale,
        bar: 'shell-tools',
        session: sessionInfo({ canUseBackdoor: 'T' }),
      });
      await bar.locator('[part~="user-info-button"]').waitFor();
      await bar.getByRole('toolbar').getByRole('button').first().waitFor();
      await clean(page, '#bar', 'bar with shell tools');

      await bar.locator('[part~="user-info-button"]').click();
      await dialogIn(bar);
      await clean(page, '#bar', 'user-info dropdown');
      await page.keyboard.press('Escape');

      await bar.locator('[part~="menu-button"]').click();
      await bar.getByRole('menu').waitFor();
      await clean(page, '#bar', 'operation menu');
      await page.keyboard.press('Escape');

      const dialogs: Array<[menuItem: string, title: string]> = zh
        ? [
            ['修改密码', '修改密码'],
            ['切换语言', '选择语言'],
            ['更换 Logo', '更换 Logo'],
            ['切换单位', '切换单位'],
            ['后门登录', '切换单位'],
            ['密码邮箱', '绑定密码找回邮箱'],
          ]
        : [
            ['Update password', 'Change password'],
            ['Change language', 'Select language'],
            ['Change logo', 'Change logo'],
            ['Change unit', 'Switch unit'],
            ['Backdoor', 'Switch unit'],
            ['Password e-mail', 'Bind an e-mail for password reset'],
          ];
      for (const [item, title] of dialogs) {
        await choose(page, item);
        const dialog = await dialogIn(bar, title);
        // Wait for the dialog's data (tables, options) before checking.
        await page.waitForTimeout(300);
        await clean(page, '#bar', `${item} dialog`);
        const tabs = dialog.getByRole('tab');
        if ((await tabs.count()) > 1) {
          await tabs.nth(1).click();
          await page.waitForTimeout(300);
          await clean(page, '#bar', `${item} dialog, second tab`);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => bar.getByRole('dialog').count()).toBe(0);
      }
      await done(context);
    });
  }

  it('the update-history notice and the signed-out bar', async () => {
    const { page, bar, context } = await barPage({ fakes: { updateHistoryUrl: null } });
    const popup = context.waitForEvent('page');
    await choose(page, 'Update history');
    await (await popup).close();
    await bar.locator('[part~="toast"]').waitFor();
    await clean(page, '#bar', 'update-history toast');
    await done(context);

    const out = await barPage({ signedIn: false });
    await out.page.waitForTimeout(300);
    await clean(out.page, '#bar', 'signed out');
    await done(out.context);
  });
});

describe('axe: <portico-message-bell> (unread 0, 7, 120; centre tabs; detail)', () => {
  const messages = [...fakeMessages(12, { unread: 7 }), ...fakeMessages(4, { type: 'NOTICE' })];
  for (const [unread, unreadCount] of [
    ['0', 0],
    ['120', 120],
  ] as const) {
    it(`the bell with ${unread} unread`, async () => {
      const { page, context } = await openPage({
        body: '<portico-message-bell id="bell"></portico-message-bell>',
        backend: { messages: fakeMessages(3, { unread: 0 }), unreadCount },
      });
      await expect
        .poll(() => page.locator('#bell [part~="base"]').getAttribute('aria-label'))
        .toMatch(/Messages/);
      await clean(page, '#bell', `bell, ${unread} unread`);
      await context.close();
    });
  }

  for (const locale of ['en-US', 'zh-CN'] as const) {
    it(`the centre's NOTICE tab and a long detail (${locale})`, async () => {
      const { page, context } = await openPage({
        locale,
        body: '<portico-message-bell id="bell"></portico-message-bell>',
        backend: { messages: [...messages, longMessage()] },
      });
      const bell = page.locator('#bell');
      await bell.locator('[part~="base"]').click();
      const centre = await dialogIn(bell);
      await centre.getByRole('row').nth(3).waitFor();
      await clean(page, '#bell', 'centre, private tab');
      await centre.getByRole('tab').nth(1).click();
      await centre.getByRole('row').nth(2).waitFor();
      await clean(page, '#bell', 'centre, notice tab');
      await centre.locator('[part~="message-title"]').first().click();
      await expect.poll(() => bell.getByRole('dialog').count()).toBe(2);
      await clean(page, '#bell', 'detail over the centre');
      await context.close();
    });
  }
});

describe('axe: <portico-password-modal>, <portico-app-popover>, live parts', () => {
  const strategy = {
    value: '^(?=.*[0-9])(?=.*[A-Z])(?=.*[a-z]).{8,}$',
    remark: JSON.stringify({ fruit: ['digit', 'upper', 'lower'], inputValue: 8 }),
  };
  const pwBody = '<portico-password-modal id="pw"></portico-password-modal>';

  it('the password modal: normal (with errors), first login, long unchanged', async () => {
    const normal = await openPage({ body: pwBody, backend: { passwordStrategy: strategy } });
    const host = normal.page.locator('#pw');
    await host.evaluate((el) => el.setAttribute('open', ''));
    const dialog = await dialogIn(host);
    await dialog.getByRole('button', { name: 'Change' }).click();
    await clean(normal.page, '#pw', 'normal, with errors');
    await normal.context.close();

    for (const [state, session] of [
      ['first login', sessionInfo({ firstLogin: 'T' })],
      ['long unchanged', sessionInfo({}, { pwdChange: true })],
    ] as const) {
      const forced = await openPage({ body: pwBody, session, locale: 'zh-CN' });
      await dialogIn(forced.page.locator('#pw'));
      await clean(forced.page, '#pw', `forced: ${state}`);
      await forced.context.close();
    }
  });

  it('the app popover, closed and signed out', async () => {
    const { page, context } = await openPage({
      body: '<portico-app-popover id="apps"></portico-app-popover>',
      signedIn: false,
    });
    await page.locator('#apps [part~="base"]').waitFor();
    await clean(page, '#apps', 'signed out');
    await context.close();
  });

  it('system tips and the repeat-login modal, variant one with records', async () => {
    const { page, context } = await openPage({
      locale: 'zh-CN',
      body: `<portico-system-tips id="tips"></portico-system-tips>
        <portico-repeat-login-modal id="repeat"></portico-repeat-login-modal>`,
      backend: { messages: fakeMessages(3, { type: 'NOTICE' }) },
    });
    await page.locator('#tips [part~="tip"]').waitFor();
    await clean(page, '#tips', 'tips');
    await page.locator('#repeat').evaluate((el) => {
      const host = el as HTMLElement & { records: unknown; open: boolean };
      host.records = [
        {
          app: 'Hub',
          descript: 'Chrome',
          time: '2026-11-21 09:30:00',
          ip: '10.0.0.8',
          location: 'Shanghai',
        },
      ];
      host.open = true;
    });
    await dialogIn(page.locator('#repeat'));
    await clean(page, '#repeat', 'variant one');
    await context.close();
  });
});
