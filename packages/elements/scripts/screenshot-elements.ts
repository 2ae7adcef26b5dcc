/**
 * Screenshots of the message bell, centre, detail, notices, tips, password and repeat-login
 * modals in Chromium, from the built standalone bundle on a page whose calls are faked (the
 * browser tests' harness). Run after the build:
 * `npx tsx --conditions=source packages/elements/scripts/screenshot-elements.ts [outDir]`.
 */
import { resolve } from 'node:path';
import { closeBrowser, openPage, sessionInfo } from '../test-browser/harness';
import { fakeMessages, longMessage } from '../src/testing/fake-messages';

const out = resolve(process.argv[2] ?? '/tmp');
const shot = (name: string) => resolve(out, `${name}.png`);
const messages = () => [
  ...fakeMessages(12, { unread: 7 }),
  ...fakeMessages(4, { type: 'NOTICE' }),
  longMessage(),
];
const header = (inner: string) =>
  `<header style="display:flex;align-items:center;gap:1rem;justify-content:flex-end;padding:.5rem 1rem;background:#14532d">${inner}</header>`;

try {
  for (const locale of ['en-US', 'zh-CN'] as const) {
    const { page, context } = await openPage({
      locale,
      body:
        header('<portico-message-bell id="bell"></portico-message-bell>') +
        '<div style="padding:1rem"><portico-system-tips></portico-system-tips></div><portico-notice-stack></portico-notice-stack>',
      backend: { messages: messages() },
      viewport: { width: 1280, height: 900 },
    });
    const bell = page.locator('#bell');
    await page.locator('#bell [part~="unread-badge"]').waitFor();
    await page.locator('portico-system-tips [part~="tip"]').waitFor();
    await page.screenshot({
      path: shot(`bell-${locale}`),
      clip: { x: 0, y: 0, width: 1280, height: 140 },
    });
    await bell.locator('[part~="base"]').click();
    await bell.getByRole('dialog').getByRole('row').nth(10).waitFor();
    await bell.locator('[part~="search-toggle"]').click();
    await page.screenshot({ path: shot(`centre-${locale}`) });
    await bell.locator('[part~="message-title"]').first().click();
    await bell.locator('[data-testid="message-detail"]').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot(`detail-${locale}`) });
    await context.close();
  }

  // Notices pushed over the (fake) socket, stacked at the top right.
  const live = await openPage({
    body:
      header('<portico-message-bell></portico-message-bell>') +
      '<div style="padding:1rem"><portico-system-tips></portico-system-tips></div><portico-notice-stack></portico-notice-stack>',
    backend: { messages: messages() },
  });
  await live.page.locator('portico-system-tips [part~="tip"]').waitFor();
  await expectSubscribed(live.broker);
  for (const message of fakeMessages(3, { type: 'NOTICE', unread: 3, prefix: 'pushed' })) {
    live.broker.push({ type: 'message', message });
  }
  await live.page
    .locator('portico-notice-stack [part~="notice"]')
    .nth(2)
    .waitFor({ timeout: 10_000 });
  await live.page.screenshot({ path: shot('notices') });
  await live.context.close();

  // Forced first-login password change with a unit strategy, typing in progress.
  const forced = await openPage({
    body: '<portico-password-modal></portico-password-modal>',
    session: sessionInfo({ firstLogin: 'T' }),
    backend: {
      passwordStrategy: {
        value: '^(?=.*[0-9])(?=.*[A-Z])(?=.*[a-z]).{8,}$',
        remark: JSON.stringify({ fruit: ['digit', 'upper', 'lower'], inputValue: 8 }),
      },
    },
  });
  const modal = forced.page.locator('portico-password-modal');
  await modal.getByRole('dialog').waitFor();
  await modal.locator('input[name="passwdOld"]').fill('Portico#2026');
  await modal.locator('input[name="passwd"]').fill('newpass1');
  await forced.page.waitForTimeout(300);
  await forced.page.screenshot({ path: shot('password-forced') });
  await modal.getByRole('button', { name: 'Change' }).click();
  await forced.page.waitForTimeout(200);
  await forced.page.screenshot({ path: shot('password-errors') });
  await forced.context.close();

  for (const [name, records] of [
    ['repeat-login-logged-out', null],
    [
      'repeat-login-logged-in',
      [
        {
          app: 'Portico hub',
          descript: 'Chrome on Windows',
          time: '2026-03-02 08:15:00',
          ip: '10.2.3.4',
          location: 'Shanghai',
        },
      ],
    ],
  ] as const) {
    const { page, context } = await openPage({
      locale: 'zh-CN',
      body: '<portico-repeat-login-modal id="r"></portico-repeat-login-modal>',
    });
    await page.evaluate((value) => {
      const element = document.querySelector('#r') as HTMLElement & {
        records?: unknown;
        open?: boolean;
      };
      if (value) element.records = value;
      element.open = true;
    }, records);
    await page.locator('#r').getByRole('dialog').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot(name) });
    await context.close();
  }
  console.log(`screenshots in ${out}`);
} finally {
  await closeBrowser();
}

async function expectSubscribed(broker: { subscriptions: unknown[] }) {
  for (let i = 0; i < 100 && broker.subscriptions.length === 0; i += 1) {
    await new Promise((done) => setTimeout(done, 100));
  }
}
