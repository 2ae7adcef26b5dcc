import type { AppLinkInfo } from '@portico/sdk/internal';
import { afterAll, describe, expect, it } from 'vitest';
import { createBarFakes } from '../src/components/user-bar/bar-fakes';
import { axeViolations } from './axe';
import { closeBrowser, focused, openPage, ORIGIN, type PageOptions } from './harness';

afterAll(closeBrowser);

const shots = new URL('../../../test-results/', import.meta.url).pathname;

/** The popover on a dark header, its /loginApps answered by the bar fakes. */
async function popoverPage(options: Partial<PageOptions> & { appLinks?: AppLinkInfo[] } = {}) {
  const env = await openPage({
    ...options,
    body:
      '<header style="display:flex;justify-content:flex-end;padding:8px 16px;background:#14532d;color:#ecfdf5">' +
      '<portico-app-popover id="apps"></portico-app-popover></header>',
  });
  const fakes = createBarFakes({ appLinks: options.appLinks });
  await env.context.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const answer = fakes.handle(route.request().method(), url.href);
    if (!answer) return route.fallback();
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) });
  });
  // The apps' own sites: a tab that opens one needs an answer.
  await env.context.route(/^https:\/\/[a-z.]+\.example\//, (route) =>
    route.fulfill({ body: '<h1>App</h1>', contentType: 'text/html' }),
  );
  const host = env.page.locator('#apps');
  return { ...env, fakes, host, button: host.locator('[part~="base"]') };
}

describe('<portico-app-popover> (product.md §2.7 "My Apps")', () => {
  it('lists the user’s apps with colour, icon or initial; links open in a new tab', async () => {
    const { page, host, button, fakes, context, errors } = await popoverPage();
    expect(await button.textContent()).toBe('My Apps');
    expect(await host.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
    await button.click();
    const popover = host.getByRole('dialog', { name: 'My Apps' });
    await popover.waitFor();
    const apps = popover.locator('[part~="app"]');
    await expect.poll(() => apps.count()).toBe(5);
    expect(fakes.calls.map((c) => c.path)).toEqual(['/uc/loginApps']);

    const gc = popover.locator('[data-code="GC"]');
    expect(await gc.getAttribute('href')).toBe('https://gc.portico.example/');
    expect(await gc.getAttribute('target')).toBe('_blank');
    expect(await gc.getAttribute('rel')).toContain('noopener');
    expect(
      await gc.locator('[part~="app-icon"]').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(22, 119, 255)');
    expect(await gc.locator('[part~="app-icon"] svg').count()).toBe(1);
    // No colour, no icon: the initial on the primary colour.
    expect(await popover.locator('[data-code="DOCS"] [part~="app-icon"]').textContent()).toBe('D');
    expect(await axeViolations(page, ['#apps'])).toEqual([]);
    await page.screenshot({
      path: `${shots}elements-app-popover.png`,
      clip: { x: 780, y: 0, width: 500, height: 420 },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an app without an address is no link and says so on hover and on focus', async () => {
    const { page, host, button, context } = await popoverPage();
    await button.click();
    const gcym = host.locator('[data-code="GCYM"]');
    await gcym.waitFor();
    expect(await gcym.evaluate((el) => el.tagName)).toBe('SPAN');
    expect(await gcym.getAttribute('aria-disabled')).toBe('true');
    const tip = gcym.getByRole('tooltip');
    expect(await tip.isVisible()).toBe(false);
    await gcym.hover();
    await expect.poll(() => tip.isVisible()).toBe(true);
    expect(await tip.textContent()).toBe('No matched address');
    await page.mouse.move(0, 400);
    await gcym.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toMatch(/^span#/);
    await expect.poll(() => tip.isVisible()).toBe(true);
    await page.screenshot({
      path: `${shots}elements-app-popover-no-address.png`,
      clip: { x: 780, y: 0, width: 500, height: 420 },
    });
    await context.close();
  });

  it('emits a cancelable portico-app-launch; unvetoed, the app opens in a new tab', async () => {
    const { page, host, button, context } = await popoverPage();
    await page.evaluate(() => {
      document.addEventListener(
        'portico-app-launch',
        (event) => {
          (window as unknown as { launched: unknown }).launched = (event as CustomEvent).detail;
          event.preventDefault();
        },
        { once: true },
      );
    });
    await button.click();
    let pages = 0;
    context.on('page', () => (pages += 1));
    await host.locator('[data-code="WK"]').click();
    expect(
      await page.evaluate(() => (window as unknown as { launched: unknown }).launched),
    ).toEqual({
      code: 'WK',
      url: 'https://wk.portico.example/',
    });
    await expect.poll(() => host.getByRole('dialog').count()).toBe(0);
    expect(pages).toBe(0);

    await button.click();
    const tab = context.waitForEvent('page');
    await host.locator('[data-code="GC"]').click();
    const opened = await tab;
    await opened.waitForURL('https://gc.portico.example/');
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });

  it('says when the customer has no app links, and is disabled when signed out', async () => {
    const empty = await popoverPage({ appLinks: [] });
    await empty.button.click();
    await expect
      .poll(() => empty.host.getByRole('dialog').textContent())
      .toContain('customer has no related app link set');
    await empty.context.close();

    const out = await popoverPage({ signedIn: false, locale: 'zh-CN' });
    expect(await out.button.textContent()).toBe('我的应用');
    expect(await out.button.isDisabled()).toBe(true);
    await out.context.close();
  });
});
