import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMessages } from '../src/testing/fake-messages';
import { barPage, openMenu } from './bar-page';
import { closeBrowser, focused, openPage, sessionInfo, type TestPage } from './harness';

afterAll(closeBrowser);

/**
 * The element contract a host page relies on (STYLE.md §4 events; product.md §4 logout and
 * repeat-login): `portico-logged-out` whatever ends the session, `portico-open-change` on every
 * open and close with `open` telling the truth, `focus()`, and no socket left behind.
 */

/** Records the portico-* events seen at the document as `type@target:detail`. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const name of ['portico-logged-out', 'portico-open-change']) {
      document.addEventListener(name, (event) => {
        const detail = (event as CustomEvent).detail as unknown;
        seen.push(
          `${name}@${(event.target as Element).id}${detail == null ? '' : `:${JSON.stringify(detail)}`}`,
        );
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as { seen: string[] }).seen.slice());
}

const subscribed = async ({ broker }: TestPage) =>
  expect.poll(() => broker.subscriptions.length, { timeout: 10_000 }).toBeGreaterThan(0);

const BODY = `
  <portico-message-bell id="bell"></portico-message-bell>
  <portico-repeat-login-modal id="repeat"></portico-repeat-login-modal>
  <portico-password-modal id="pw"></portico-password-modal>`;

describe('portico-logged-out on every way a session ends', () => {
  it('a repeat-login push (signed in elsewhere) ends the session: one event per element', async () => {
    const env = await openPage({ body: BODY });
    const events = await recordEvents(env.page);
    await subscribed(env);
    env.broker.push({ type: 'session', event: 'repeat-login' });
    await expect.poll(events).toContain('portico-logged-out@pw');
    const loggedOut = (await events()).filter((e) => e.startsWith('portico-logged-out'));
    expect(loggedOut.sort()).toEqual(['portico-logged-out@pw', 'portico-logged-out@repeat']);
    await env.context.close();
  });

  it('a 50001 answer (api-contract.md §8) ends it too', async () => {
    let gone = false;
    const env = await openPage({
      body: BODY,
      override: (path) =>
        gone && path.endsWith('/userMessageList')
          ? { result: 50001, msg: 'session ended', retVal: null }
          : undefined,
    });
    const events = await recordEvents(env.page);
    gone = true;
    await env.page.locator('#bell [part~="base"]').click();
    await expect.poll(events).toContain('portico-logged-out@repeat');
    expect(await events()).toContain('portico-logged-out@pw');
    await env.context.close();
  });
});

describe('portico-open-change on every open and close, `open` telling the truth', () => {
  it('show(), hide(), the open attribute and the property, each once', async () => {
    const { page, context } = await openPage({ body: BODY });
    const events = await recordEvents(page);
    const pw = page.locator('#pw');
    const isOpen = () => pw.evaluate((el) => (el as HTMLElement & { open: boolean }).open);
    await pw.evaluate((el) => (el as HTMLElement & { show(): void }).show());
    await pw.getByRole('dialog').waitFor();
    await pw.evaluate((el) => (el as HTMLElement & { hide(): void }).hide());
    await expect.poll(() => pw.getByRole('dialog').count()).toBe(0);
    await pw.evaluate((el) => el.setAttribute('open', ''));
    await pw.getByRole('dialog').waitFor();
    expect(await isOpen()).toBe(true);
    await pw.evaluate((el) => ((el as HTMLElement & { open: boolean }).open = false));
    await expect.poll(() => pw.getByRole('dialog').count()).toBe(0);
    expect(await isOpen()).toBe(false);
    await expect
      .poll(events)
      .toEqual([
        'portico-open-change@pw:{"open":true}',
        'portico-open-change@pw:{"open":false}',
        'portico-open-change@pw:{"open":true}',
        'portico-open-change@pw:{"open":false}',
      ]);
    await context.close();
  });

  it('a modal that opens itself sets `open`: the forced password change, a repeat-login kick', async () => {
    const forced = await openPage({ body: BODY, session: sessionInfo({ firstLogin: 'T' }) });
    const pw = forced.page.locator('#pw');
    await pw.getByRole('dialog').waitFor();
    await expect.poll(() => pw.evaluate((el) => el.hasAttribute('open'))).toBe(true);
    await forced.context.close();

    const env = await openPage({ body: BODY });
    const events = await recordEvents(env.page);
    await subscribed(env);
    env.broker.push({ type: 'session', event: 'repeat-login' });
    const repeat = env.page.locator('#repeat');
    await repeat.getByRole('dialog').waitFor();
    await expect.poll(() => repeat.evaluate((el) => el.hasAttribute('open'))).toBe(true);
    expect(await events()).toContain('portico-open-change@repeat:{"open":true}');
    await repeat.getByRole('button', { name: 'I know' }).click();
    await expect.poll(() => repeat.evaluate((el) => el.hasAttribute('open'))).toBe(false);
    expect(await events()).toContain('portico-open-change@repeat:{"open":false}');
    await env.context.close();
  });
});

describe('focus() and the last element', () => {
  it('focus() moves focus to the first control in the shadow root', async () => {
    const { page, context } = await openPage({ body: BODY });
    await page.locator('#bell [part~="base"]').waitFor();
    await page.locator('#bell').evaluate((el) => (el as HTMLElement).focus());
    await expect.poll(() => focused(page)).toMatch(/^button#Messages/);
    await context.close();
  });

  it('removing the last element that uses the socket closes it', async () => {
    const env = await openPage({
      body: `<portico-message-bell id="bell"></portico-message-bell>
        <portico-system-tips id="tips"></portico-system-tips>`,
      backend: { messages: fakeMessages(2, { type: 'NOTICE' }) },
    });
    await subscribed(env);
    expect(env.broker.sockets).toEqual({ opened: 1, closed: 0 });
    await env.page.locator('#tips').evaluate((el) => el.remove());
    await env.page.waitForTimeout(500);
    // The bell still uses it.
    expect(env.broker.sockets.closed).toBe(0);
    await env.page.locator('#bell').evaluate((el) => el.remove());
    await expect.poll(() => env.broker.sockets.closed, { timeout: 5000 }).toBe(1);
    await env.context.close();
  });
});

describe('slots for the host page’s own content', () => {
  it('the bell’s empty state: the host’s content replaces the default text', async () => {
    const { page, context } = await openPage({
      body: `<portico-message-bell id="bell"><p slot="empty" id="mine">Inbox zero</p></portico-message-bell>`,
      backend: { messages: [] },
    });
    await page.locator('#bell [part~="base"]').click();
    const centre = page.locator('#bell').getByRole('dialog', { name: 'Message centre' });
    await centre.getByRole('row').first().waitFor();
    // Slotted content stays in the light DOM: it shows only when the slot renders.
    await expect.poll(() => page.locator('#mine').isVisible(), { timeout: 5000 }).toBe(true);
    const slot = await page.evaluate(
      () => (document.querySelector('#mine') as HTMLElement).assignedSlot?.name,
    );
    expect(slot).toBe('empty');
    await context.close();
  });

  it('extra user-bar menu items, reached by the arrow keys and End', async () => {
    const { page, bar, context } = await barPage({
      body: `<portico-user-bar id="bar"><button slot="menu-items" role="menuitem" tabindex="-1">Help desk</button></portico-user-bar>`,
    });
    const menu = await openMenu(page);
    await menu.waitFor();
    await expect.poll(() => page.locator('#bar > [slot="menu-items"]').isVisible()).toBe(true);
    expect(
      await page.evaluate(
        () => (document.querySelector('#bar > [slot]') as HTMLElement).assignedSlot?.name,
      ),
    ).toBe('menu-items');
    await expect.poll(() => focused(page)).toBe('button#Update password');
    await page.keyboard.press('End');
    await expect.poll(() => focused(page)).toBe('button#Help desk');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('button#Update password');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe('button#Help desk');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe('button#Log out');
    expect(await bar.count()).toBe(1);
    await context.close();
  });
});
