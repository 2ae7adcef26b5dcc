import { afterAll, describe, expect, it } from 'vitest';
import { fakeMessages } from '../src/testing/fake-messages';
import { axeViolations } from './axe';
import { closeBrowser, focused, openPage, type TestPage } from './harness';

afterAll(closeBrowser);

const LIVE_BODY = `
  <portico-message-bell id="bell"></portico-message-bell>
  <portico-system-tips id="tips"></portico-system-tips>
  <portico-notice-stack id="stack"></portico-notice-stack>
  <portico-repeat-login-modal id="repeat" logout-redirect="/login"></portico-repeat-login-modal>`;

async function subscribed({ broker }: TestPage) {
  await expect.poll(() => broker.subscriptions.length, { timeout: 10_000 }).toBeGreaterThan(0);
}

describe('a page with only the bell (README "Embed in any page": parts load on demand)', () => {
  it("loads no parts at first; a pushed message loads them and asks for the unit's tone", async () => {
    const env = await openPage({
      body: '<portico-message-bell id="bell"></portico-message-bell>',
      backend: { messages: [] },
    });
    const { page, backend, broker, context } = env;
    await subscribed(env);
    const tone = () => backend.calls.filter((c) => c.path.endsWith('/sysOption/remindTone'));
    // No tips call and no tone before a message: the parts are not there.
    expect(backend.calls.filter((c) => c.path.endsWith('/noticeList'))).toEqual([]);
    expect(tone()).toEqual([]);
    const [message] = fakeMessages(1, { type: 'NOTICE', unread: 1, prefix: 'only-bell' });
    backend.messages.push(message!);
    broker.push({ type: 'message', message: message! });
    // product.md §4 "Reminder tone": the popup's tone plays as on a page with a notice stack.
    await expect.poll(() => tone().length, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => page.locator('#bell [part~="unread-badge"]').textContent(), { timeout: 15_000 })
      .toBe('1');
    await context.close();
  }, 30_000);
});

describe('live parts: notice stack, system tips (product.md §4 "Notice popup actions", "System tips")', () => {
  it("pushed notices pop up; 'I know' marks read, 'handle later' and 'close all' only close", async () => {
    const env = await openPage({ body: LIVE_BODY, backend: { messages: [] } });
    const { page, backend, broker, context } = env;
    await subscribed(env);
    const pushed = fakeMessages(4, { type: 'NOTICE', unread: 4, prefix: 'pushed' });
    backend.messages.push(...pushed);
    for (const message of pushed) broker.push({ type: 'message', message });
    const notices = page.locator('#stack [part~="notice"]');
    // 300 ms delay, then one a second (api-contract.md §9).
    await expect.poll(() => notices.count(), { timeout: 10_000 }).toBe(4);
    expect(await axeViolations(page, ['#stack'])).toEqual([]);

    await notices.first().getByRole('button', { name: 'I know' }).click();
    await expect.poll(() => notices.count()).toBe(3);
    const read = backend.calls.filter((c) => c.path.endsWith('/readState'));
    expect(read.map((c) => c.body)).toEqual([
      expect.objectContaining({ messageId: 'pushed-1', readState: 'T' }),
    ]);

    await notices.first().getByRole('button', { name: 'handle later' }).click();
    await expect.poll(() => notices.count()).toBe(2);
    await page.locator('#stack [part~="close-all"]').click();
    await expect.poll(() => notices.count()).toBe(0);
    expect(backend.calls.filter((c) => c.path.endsWith('/readState'))).toHaveLength(1);
    expect(backend.messages.filter((m) => m.readState === 'F')).toHaveLength(3);

    // The bell's count follows the pushes (throttled to once per 10 s, api-contract.md §9).
    await expect
      .poll(() => page.locator('#bell [part~="unread-badge"]').textContent(), { timeout: 15_000 })
      .toBe('3');
    await context.close();
  }, 40_000);

  it('shows isShow tips, rotates every 4 s unless hovered, follows updates and removals', async () => {
    const env = await openPage({
      body: LIVE_BODY,
      backend: { messages: fakeMessages(3, { type: 'NOTICE' }) },
    });
    const { page, broker, context } = env;
    const tip = page.locator('#tips [part~="tip"]');
    await expect.poll(() => tip.textContent()).toContain('Maintenance window 1');
    expect(await page.locator('#tips [part~="counter"]').textContent()).toBe('1/3');
    await expect.poll(() => tip.textContent(), { timeout: 6000 }).toContain('Maintenance window 2');
    await tip.hover();
    await page.waitForTimeout(4500);
    expect(await tip.textContent()).toContain('Maintenance window 2');
    await page.mouse.move(0, 0);
    await subscribed(env);
    const [second] = fakeMessages(2, { type: 'NOTICE' }).slice(1);
    broker.push({
      type: 'notice-update',
      message: { ...second!, messageTitle: 'Window moved to 04:00' },
    });
    await expect.poll(() => tip.textContent()).toContain('Window moved to 04:00');
    broker.push({ type: 'notice-remove', messageId: 'notice-1' });
    broker.push({ type: 'notice-remove', messageId: 'notice-2' });
    broker.push({ type: 'notice-remove', messageId: 'notice-3' });
    await expect.poll(() => page.locator('#tips [part]').count()).toBe(0);
    expect(await axeViolations(page, ['#tips'])).toEqual([]);
    await context.close();
  }, 30_000);
});

describe('<portico-repeat-login-modal> (product.md §4, api-contract.md §8 52100)', () => {
  it('a 52100 answer opens variant two; only its button closes it; then logout and redirect', async () => {
    let refuse = false;
    const env = await openPage({
      body: LIVE_BODY,
      override: (path) =>
        refuse && path.endsWith('/userMessageList')
          ? { result: 52100, msg: 'signed in elsewhere', retVal: null }
          : undefined,
    });
    const { page, context, backend } = env;
    const dialog = page.locator('#repeat').getByRole('dialog', { name: 'Login notice' });
    expect(await dialog.count()).toBe(0);
    refuse = true;
    // Opening the message centre loads the list: the server answers 52100.
    await page.locator('#bell [part~="base"]').click();
    // Over the open message centre of another element: it must still be exposed to AT.
    await dialog.waitFor({ timeout: 5000 });
    expect(await dialog.textContent()).toContain('this device has been logged out');
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('button#I know');
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('button#I know');
    expect(await axeViolations(page, ['#repeat'])).toEqual([]);
    await page.evaluate(() => {
      document.addEventListener('portico-repeat-login-acknowledged', (event) =>
        sessionStorage.setItem('ack', JSON.stringify((event as CustomEvent).detail)),
      );
    });
    await Promise.all([
      page.waitForURL('http://portico.test/login'),
      dialog.getByRole('button', { name: 'I know' }).click(),
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('ack'))).toBe(
      '{"variant":"logged-out"}',
    );
    expect(backend.calls.map((c) => c.path)).toContain('/uc/sso/logout');
    await context.close();
  });

  it('a repeat-login push opens it too; records show variant one with time, IP and location', async () => {
    const env = await openPage({ body: LIVE_BODY, locale: 'zh-CN' });
    const { page, broker, context } = env;
    await subscribed(env);
    broker.push({ type: 'session', event: 'repeat-login' });
    const dialog = page.locator('#repeat').getByRole('dialog', { name: '登录提醒' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('您的账号已在其他地方登录，本设备已退出登录。');
    await context.close();

    const other = await openPage({ body: LIVE_BODY });
    await other.page.locator('#repeat').evaluate((el) => {
      const host = el as HTMLElement & { records: unknown; open: boolean };
      host.records = [
        {
          app: 'Hub',
          descript: 'Chrome',
          time: '2026-03-02 08:15:00',
          ip: '10.2.3.4',
          location: 'Shanghai',
        },
      ];
      host.open = true;
    });
    const variantOne = other.page.locator('#repeat').getByRole('dialog');
    await variantOne.waitFor();
    expect(await variantOne.locator('[part~="message"]').textContent()).toBe(
      'Your account logged in at 2026-03-02 08:15 from Shanghai (IP 10.2.3.4).',
    );
    expect(
      await variantOne.getByRole('table', { name: 'Sign-in records' }).getByRole('row').count(),
    ).toBe(2);
    await variantOne.getByRole('button', { name: 'I know' }).click();
    await expect.poll(() => variantOne.count()).toBe(0);
    expect(await other.page.locator('#repeat').evaluate((el) => el.hasAttribute('open'))).toBe(
      false,
    );
    expect(await other.page.evaluate(() => document.cookie)).toContain('portico_token=fake-token');
    await other.context.close();
  });
});

describe('Portico.configure and the client property', () => {
  it('configure() gives every element a new shared client (locale here); a client property wins', async () => {
    const { page, context } = await openPage({ body: LIVE_BODY });
    const button = page.locator('#bell [part~="base"]');
    await expect.poll(() => button.getAttribute('aria-label')).toMatch(/^Messages/);
    await page.evaluate(() =>
      (window as unknown as { Portico: { configure(c: object): unknown } }).Portico.configure({
        locale: 'zh-CN',
      }),
    );
    await expect.poll(() => button.getAttribute('aria-label')).toMatch(/^消息/);
    await page.evaluate(() => {
      const portico = (window as unknown as { Portico: { configure(c: object): unknown } }).Portico;
      const english = portico.configure({ locale: 'en-US' });
      portico.configure({ locale: 'zh-CN' });
      (document.querySelector('#bell') as HTMLElement & { client: unknown }).client = english;
    });
    await expect.poll(() => button.getAttribute('aria-label')).toMatch(/^Messages/);
    await context.close();
  });
});
