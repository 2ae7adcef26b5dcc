import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newAdminPage, shots, signIn } from './admin-kit';
import { ADMIN_ROUTES } from './admin-routes';
import { launchChromium } from './browser';

/*
 * The Content-Security-Policy does not break what ships (DESIGN.md "Security model"; server README
 * "Security headers"): the console (sign-in, launcher, shell with its framed child app, STOMP,
 * every administration route), the example pages and the elements in them, and the API docs run
 * in Chromium with zero `securitypolicyviolation` events and no CSP error on the console. Each
 * frame reports its violations through a binding installed before any page script runs.
 */

const hub = inject('baseUrl');
const examples = inject('examplesUrl');

interface Violation {
  frame: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const violations: Violation[] = [];
const cspErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  page = await newAdminPage(browser);
  context = page.context();
  await context.exposeBinding('__portico_csp', ({ frame }, violation: Omit<Violation, 'frame'>) => {
    violations.push({ frame: frame.url(), ...violation });
  });
  // Capture phase on the window: violations of shadow-root elements are composed and reach it.
  await context.addInitScript(() => {
    const report = (window as unknown as { __portico_csp: (v: unknown) => void }).__portico_csp;
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
          sample: event.sample,
        }),
      true,
    );
  });
  context.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|frame|connect|apply)/i.test(message.text())
    )
      cspErrors.push(`${message.location().url}: ${message.text()}`);
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});
beforeEach(() => {
  violations.length = 0;
  cspErrors.length = 0;
});

/** What the policy reported since the test began: nothing, when the page fits the policy. */
async function expectNoViolations() {
  // Reports are delivered as tasks after the blocked load; give the last ones time to arrive.
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
  expect(cspErrors).toEqual([]);
}

describe('the console under its CSP (product.md §2)', () => {
  it('the collector sees a violation: an injected inline script is blocked and reported', async () => {
    await page.goto('/sso');
    await page.locator('input[name=unitCode]').waitFor();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.map((v) => v.directive)).toContain('script-src-elem');
    violations.length = 0;
    cspErrors.length = 0;
  });

  it('signs in, shows the launcher, and the shell connects STOMP and frames the child app', async () => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('CONNECTED')) sockets.push(socket.url());
      });
    });
    await signIn(page, 'PLATFORM', 'admin');
    await page.waitForURL('**/apps');
    await page.locator('li[data-app-code]').first().waitFor();

    await page.goto('/blank');
    await page.getByRole('heading', { name: 'Workspace' }).waitFor();
    // The bell's live connection (api-contract.md §7.9): connect-src 'self' covers ws: here.
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
    // A dialog of the console (Radix, with its scroll lock) under the policy.
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByRole('dialog', { name: 'Change password' }).waitFor();
    await page.keyboard.press('Escape');

    // A CURRENTPAGE menu frames a child page of this origin.
    await page.getByRole('searchbox', { name: 'Search menus' }).fill('embedded');
    await page
      .getByRole('navigation', { name: 'Sub-menus', exact: true })
      .getByRole('link', { name: 'Embedded page', exact: true })
      .click();
    await page.waitForURL('**/iframe?**');
    await page.frameLocator('[data-testid=content-frame]').locator('body *').first().waitFor();

    // The registered frame app on the other host, framed by the hub (frame-ancestors).
    // The hub hands the frame app a one-time code issued for it, never its own token.
    const token = (await context.cookies(hub)).find((c) => c.name === 'portico_token')?.value;
    const code = await page.request.get(
      `${hub}/uc/sso/check?appCode=DEMO_FRAME&token=${encodeURIComponent(token ?? '')}`,
    );
    const { retVal } = (await code.json()) as { retVal: string };
    const child = `${examples}/examples/child-app/frame/?ssoToken=${retVal}&language=en-US`;
    await page.goto(`/iframe?url=${encodeURIComponent(child)}`);
    await page.frameLocator('[data-testid=content-frame]').getByTestId('greeting').waitFor();
    await page.screenshot({ path: `${shots}csp-shell-frame.png` });
    await expectNoViolations();
  });

  it('every administration route renders without a violation', async () => {
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await page.locator('main').getByRole('heading').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(violations, route).toEqual([]);
    }
    await expectNoViolations();
    // Every route in turn, on 2 busy cores: more than the default minute once there are ~50.
  }, 180_000);

  it('the API docs run under their own policy', async () => {
    await page.goto('/uc/docs/');
    await page.locator('.swagger-ui .opblock').first().waitFor();
    await expectNoViolations();
  });
});

describe('the examples and the elements under the CSP', () => {
  it('plain-html: the elements render in their shadow roots, and their popover opens', async () => {
    await page.goto('/examples/plain-html/');
    const bar = page.locator('portico-user-bar');
    await bar.locator('[part~=user]').waitFor();
    await bar.locator('[part~=menu-button]').click();
    await page.locator('portico-user-bar [role=menu]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#change-password').click();
    await page.locator('portico-password-modal [role=dialog]').waitFor();
    await page.screenshot({ path: `${shots}csp-plain-html.png` });
    await expectNoViolations();
  });

  it('vue-page: Vue without eval drives the elements', async () => {
    await page.goto('/examples/vue-page/');
    await page.locator('portico-user-bar [part~=user]').waitFor();
    await expect
      .poll(() => page.getByTestId('unread-card').locator('strong').textContent(), {
        timeout: 15_000,
      })
      .toMatch(/^\d+$/);
    await page.getByLabel('Language of the Portico elements').selectOption('zh-CN');
    await expect
      .poll(() => page.locator('portico-user-bar [part~=menu-button]').getAttribute('aria-label'))
      .toBe('操作菜单');
    await expectNoViolations();
  });

  it('child-app on its own host: single sign-on through the hub and back', async () => {
    await page.goto(`${examples}/examples/child-app/`);
    await page.locator('[data-page=dashboard]').waitFor({ timeout: 20_000 });
    await page.locator('portico-user-bar [part~=user]').waitFor();
    await page.screenshot({ path: `${shots}csp-child-app.png` });
    await expectNoViolations();
  });
});

describe('framing by another site (clickjacking)', () => {
  it("the hub's sign-in page does not render in a frame of another origin", async () => {
    // A visitor without a session, who sees the sign-in form.
    const visitor = await newAdminPage(browser);
    try {
      const hubFrame = visitor.frameLocator('#hub');
      // Framed by a page of the hub's own origin, the sign-in page renders: the control.
      await visitor.goto(`${hub}/app-config/appConfig.json`);
      await visitor.setContent(`<iframe id="hub" src="${hub}/sso" title="hub"></iframe>`);
      await hubFrame.locator('input[name=unitCode]').waitFor();

      // A page of the examples' host, another origin than the hub's in this run, frames the hub.
      await visitor.goto(`${examples}/app-config/appConfig.json`);
      await visitor.setContent(`<iframe id="hub" src="${hub}/sso" title="hub"></iframe>`);
      await visitor.waitForTimeout(1500);
      await expect(hubFrame.locator('input[name=unitCode]').count()).resolves.toBe(0);
    } finally {
      await visitor.context().close();
    }
  });
});

describe('the style scripts of a unit do not run on the hub (server README "Style assets")', () => {
  it('a script tag for them on a hub page is refused by the browser', async () => {
    await page.goto('/blank');
    await page.getByRole('heading', { name: 'Workspace' }).waitFor();
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = '/uc/style/assets?unitCode=PLATFORM&kind=javascript&run=1';
          script.onload = () => resolve('ran');
          script.onerror = () => resolve('refused');
          document.body.append(script);
        }),
    );
    // text/plain + nosniff: Chromium refuses to execute it (no CSP violation: the URL is 'self').
    expect(outcome).toBe('refused');
  });
});
