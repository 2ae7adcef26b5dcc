import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMessages } from '../src/testing/fake-messages';
import { barPage, choose, done, openMenu } from './bar-page';
import { closeBrowser } from './harness';

afterAll(closeBrowser);

/*
 * The elements are guests on the host page (README "No side effects on the host page"): opening
 * any of their modals leaves the page's <head>, <html> and <body> as they were (no <style>
 * injected, no style or attribute on <body>), does not move the page, keeps it from scrolling
 * under the modal, and needs nothing a `style-src 'self'` policy forbids. The same holds for
 * every popover (no focus guards or other nodes added to <body>).
 */

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'";

/** What a modal must not change: the host's head, root and body, and where its content sits. */
function hostState(page: Page) {
  return page.evaluate(() => {
    const attributes = (el: Element) =>
      el.getAttributeNames().map((n) => `${n}=${el.getAttribute(n)}`);
    const heading = document.querySelector('h1')!.getBoundingClientRect();
    return {
      head: document.head.innerHTML,
      html: attributes(document.documentElement),
      body: attributes(document.body),
      bodyStyle: document.body.style.cssText,
      bodyChildren: Array.from(document.body.children, (el) => el.localName),
      heading: { x: heading.x, y: heading.y, width: heading.width },
      scrollY: window.scrollY,
    };
  });
}

async function hostPage() {
  const env = await barPage({
    csp: CSP,
    css: 'main { min-height: 3000px }',
    body: `<portico-user-bar id="bar"></portico-user-bar>
      <portico-message-bell id="bell"></portico-message-bell>
      <portico-app-popover id="apps"></portico-app-popover>
      <portico-password-modal id="pw"></portico-password-modal>
      <portico-repeat-login-modal id="repeat"></portico-repeat-login-modal>`,
    backend: { messages: fakeMessages(3, { unread: 1 }) },
  });
  await env.page.evaluate(() => {
    const seen = { violations: [] as string[], wheels: [] as boolean[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    window.addEventListener(
      'securitypolicyviolation',
      (event) => seen.violations.push(`${event.effectiveDirective} ${event.sample}`),
      true,
    );
    // The host's own listener, after the elements': did something keep the page from scrolling?
    document.addEventListener('wheel', (event) => seen.wheels.push(event.defaultPrevented));
  });
  await env.page.locator('#bar [part~="user-info-button"]').waitFor();
  return env;
}

const seen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { seen: { violations: string[]; wheels: boolean[] } }).seen,
  );

/** A wheel over the backdrop, away from the dialog: the page must not scroll under the modal. */
async function wheelOutside(page: Page) {
  const before = (await seen(page)).wheels.length;
  await page.mouse.move(8, 790);
  await page.mouse.wheel(0, 600);
  await expect.poll(async () => (await seen(page)).wheels.length).toBe(before + 1);
  expect((await seen(page)).wheels.at(-1)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

const modals: [string, (page: Page) => Promise<Locator>][] = [
  [
    'the bar’s language dialog',
    async (page) => {
      await choose(page, 'Change language');
      return page.locator('#bar').getByRole('dialog', { name: 'Select language' });
    },
  ],
  [
    'the message centre',
    async (page) => {
      await page.locator('#bell [part~="base"]').click();
      return page.locator('#bell').getByRole('dialog').first();
    },
  ],
  [
    'the password modal',
    async (page) => {
      await page.locator('#pw').evaluate((el) => el.setAttribute('open', ''));
      return page.locator('#pw').getByRole('dialog');
    },
  ],
  [
    'the repeat-login modal',
    async (page) => {
      await page.locator('#repeat').evaluate((el) => el.setAttribute('open', ''));
      return page.locator('#repeat').getByRole('dialog');
    },
  ],
];

describe('modals leave the host page alone, under style-src self', () => {
  for (const [name, open] of modals) {
    it(`${name}: no change to <head>/<body>, no shift, no scroll under it, 0 CSP violations`, async () => {
      const { page, context, errors } = await hostPage();
      const before = await hostState(page);
      const dialog = await open(page);
      await dialog.waitFor();
      expect(await hostState(page)).toEqual(before);
      await wheelOutside(page);
      expect(await hostState(page)).toEqual(before);

      await page.keyboard.press('Escape');
      if (name === 'the repeat-login modal') {
        await dialog.getByRole('button').last().click();
      }
      await expect.poll(() => dialog.count()).toBe(0);
      // Closed, the page scrolls again: the lock went with the modal.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await seen(page)).violations).toEqual([]);
      expect(errors).toEqual([]);
      await done(context);
    });
  }
});

const popovers: [string, (page: Page) => Promise<Locator>][] = [
  [
    'the user-info dropdown',
    async (page) => {
      await page.locator('#bar [part~="user-info-button"]').click();
      return page.locator('#bar').getByRole('dialog', { name: 'Account details' });
    },
  ],
  ['the operation menu', openMenu],
  [
    'My Apps',
    async (page) => {
      await page.locator('#apps [part~="base"]').click();
      return page.locator('#apps').getByRole('dialog', { name: 'My Apps' });
    },
  ],
];

describe('popovers leave the host page alone, under style-src self', () => {
  for (const [name, open] of popovers) {
    it(`${name}: no change to <head>/<body>, inside the viewport, focus in and back, 0 CSP violations`, async () => {
      const { page, context, errors } = await hostPage();
      const before = await hostState(page);
      const popover = await open(page);
      await popover.waitFor();
      expect(await hostState(page)).toEqual(before);
      const box = (await popover.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // Focus went into the popover (its host element holds it, seen from the page).
      expect(
        await popover.evaluate((node) =>
          node.contains(
            node.getRootNode() instanceof ShadowRoot
              ? (node.getRootNode() as ShadowRoot).activeElement
              : null,
          ),
        ),
      ).toBe(true);

      await page.keyboard.press('Escape');
      await expect.poll(() => popover.count()).toBe(0);
      expect(await hostState(page)).toEqual(before);
      expect((await seen(page)).violations).toEqual([]);
      expect(errors).toEqual([]);
      await done(context);
    });
  }
});
