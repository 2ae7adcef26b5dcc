import { afterAll, describe, expect, it } from 'vitest';
import { fakeMessages, longMessage } from '../src/testing/fake-messages';
import { axeViolations } from './axe';
import { closeBrowser, focused, HOSTILE_CSS, openPage } from './harness';

afterAll(closeBrowser);

const messages = [...fakeMessages(12, { unread: 7 }), ...fakeMessages(4, { type: 'NOTICE' })];

async function bellPage(options: Partial<Parameters<typeof openPage>[0]> = {}) {
  const env = await openPage({
    backend: { messages: [...messages.map((m) => ({ ...m })), longMessage()] },
    ...options,
    body: options.body || '<portico-message-bell id="bell"></portico-message-bell>',
  });
  const bell = env.page.locator('#bell');
  const button = bell.locator('[part~="base"]');
  return { ...env, bell, button };
}

describe('<portico-message-bell> in Chromium, from the standalone bundle', () => {
  it('renders in its shadow root with the live unread count (99+ above 99)', async () => {
    const { page, bell, button, errors, context } = await bellPage();
    await expect.poll(() => button.textContent()).toBe('8');
    expect(await bell.evaluate((host) => host.shadowRoot?.mode)).toBe('open');
    expect(await page.evaluate(() => document.querySelector('[part]'))).toBeNull();
    expect(await button.getAttribute('aria-label')).toBe('Messages, 8 unread');
    expect(errors).toEqual([]);
    await context.close();

    const many = await bellPage({ backend: { messages, unreadCount: 120 } });
    await expect.poll(() => many.button.textContent()).toBe('99+');
    await many.context.close();
  });

  it('follows the locale attribute, and its removal, and emits portico-unread-change', async () => {
    const { page, bell, button, context } = await bellPage();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Messages, 8 unread');
    await bell.evaluate((host) => host.setAttribute('locale', 'zh-CN'));
    await expect.poll(() => button.getAttribute('aria-label')).toBe('消息，8 条未读');
    await bell.evaluate((host) => host.removeAttribute('locale'));
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Messages, 8 unread');

    // Opening an unread message marks it read: the count drops and the event says so.
    await page.evaluate(() => {
      (window as unknown as { seen: unknown[] }).seen = [];
      document.addEventListener('portico-unread-change', (event) => {
        const { detail, composed, bubbles, target } = event as CustomEvent;
        (window as unknown as { seen: unknown[] }).seen.push({
          detail,
          composed,
          bubbles,
          target: (target as Element).id,
        });
      });
    });
    await button.click();
    await bell.getByRole('button', { name: 'Night audit report 1 is ready' }).click();
    await expect(bell.getByRole('dialog', { name: 'Night audit report 1 is ready' })).toBeTruthy();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
      .toEqual([{ detail: { count: 7 }, composed: true, bubbles: true, target: 'bell' }]);
    await context.close();
  });

  it("shows a message body's link as a link: primary colour, underline, focus ring, new tab", async () => {
    const { bell, button, page, context } = await bellPage();
    await button.click();
    await bell.getByRole('button', { name: 'Night audit report 1 is ready' }).click();
    const detail = bell.getByRole('dialog', { name: 'Night audit report 1 is ready' });
    const link = detail.getByRole('link', { name: 'Open it' });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const style = () =>
      link.evaluate((a) => {
        const s = getComputedStyle(a);
        return {
          color: s.color,
          underline: s.textDecorationLine,
          outline: s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`,
        };
      });
    // The default primary token (#2563eb), not the text colour around it.
    expect(await style()).toEqual({
      color: 'rgb(37, 99, 235)',
      underline: 'underline',
      outline: 'none',
    });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(style).toMatchObject({ outline: 'solid 2px' });
    await context.close();
  });

  it('opens the centre: 1000 px, tabs, bordered table 521 px high, pager with total', async () => {
    const { bell, button, context } = await bellPage();
    await button.click();
    const centre = bell.getByRole('dialog', { name: 'Message centre' });
    await centre.getByRole('table', { name: 'Private' }).getByRole('row').nth(10).waitFor();
    expect((await centre.boundingBox())?.width).toBe(1000);
    const scroller = centre.locator('table[aria-label="Private"]').locator('..');
    expect((await scroller.boundingBox())?.height).toBe(521);
    await expect
      .poll(() => centre.locator('[part~="pagination"]').textContent())
      .toContain('Total: 13');
    await centre.getByRole('tab', { name: 'Notices' }).click();
    await expect
      .poll(() => centre.getByRole('table', { name: 'Notices' }).getByRole('row').count())
      .toBe(5);
    await context.close();
  });

  it('keeps focus inside the open dialog (Tab and Shift+Tab cycle) and Escape closes it', async () => {
    const { page, button, bell, context } = await bellPage();
    await button.click();
    const centre = bell.getByRole('dialog', { name: 'Message centre' });
    await centre.getByRole('row').nth(10).waitFor();
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('button#Close');
    await page.keyboard.press('Shift+Tab');
    const last = await focused(page);
    expect(last).not.toBe('button#Close');
    expect(
      await centre.evaluate((el) =>
        el.contains(
          el.getRootNode() instanceof ShadowRoot
            ? (el.getRootNode() as ShadowRoot).activeElement
            : null,
        ),
      ),
    ).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('button#Close');
    // A full round of Tabs never leaves the dialog.
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await centre.evaluate((el) => {
        const root = el.getRootNode() as ShadowRoot;
        return el.contains(root.activeElement);
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => centre.count()).toBe(0);
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('button#Messages, 8 unread');
    await context.close();
  });

  it('scrolls the modal body with the wheel', async () => {
    const { page, button, bell, context } = await bellPage({
      viewport: { width: 1100, height: 600 },
    });
    await button.click();
    const centre = bell.getByRole('dialog', { name: 'Message centre' });
    await centre.getByRole('tab', { name: 'Notices' }).waitFor();
    await bell
      .locator('[data-testid="message-centre"]')
      .getByRole('tab', { name: 'Private' })
      .click();
    await centre.getByRole('row').nth(10).waitFor();
    const body = centre.locator('[part~="dialog-body"]');
    const before = await body.evaluate((el) => el.scrollTop);
    const box = (await body.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(before);
    await context.close();
  });

  it('has no serious or critical axe violations, closed, open and with the detail', async () => {
    const { page, button, bell, context } = await bellPage();
    await expect.poll(() => button.textContent()).toBe('8');
    expect(await axeViolations(page, ['#bell'])).toEqual([]);
    await button.click();
    await bell.getByRole('dialog', { name: 'Message centre' }).getByRole('row').nth(10).waitFor();
    await bell.getByRole('button', { name: 'Search filters' }).click();
    expect(await axeViolations(page, ['#bell'])).toEqual([]);
    await bell.getByRole('button', { name: 'Night audit report 1 is ready' }).click();
    await bell.getByRole('dialog', { name: 'Night audit report 1 is ready' }).waitFor();
    expect(await axeViolations(page, ['#bell'])).toEqual([]);
    await context.close();
  });

  it("keeps the host page's CSS out of the shadow root", async () => {
    const { button, bell, context } = await bellPage({ css: HOSTILE_CSS });
    await button.click();
    const centre = bell.getByRole('dialog', { name: 'Message centre' });
    // A data row, not the loading row it replaces.
    await centre.locator('[part~="message-title"]').first().waitFor();
    const cell = centre.locator('tbody td').nth(2);
    const styles = await cell.evaluate((td) => {
      const style = getComputedStyle(td);
      const tab = getComputedStyle(
        td.getRootNode() instanceof ShadowRoot
          ? (td.getRootNode() as ShadowRoot).querySelector('[role="tab"]')!
          : td,
      );
      return {
        border: style.borderTopStyle,
        padding: style.paddingTop,
        transform: tab.textTransform,
        bg: tab.backgroundColor,
      };
    });
    expect(styles).toEqual({
      border: 'solid',
      padding: '8px',
      transform: 'none',
      bg: 'rgba(0, 0, 0, 0)',
    });
    await context.close();
  });
});
