import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const port = new URL(baseUrl).port;
/** Chromium resolves every `*.localhost` name to this machine, so the seeded hosts just work. */
const porticoHost = `http://localhost:${port}`;
const harbourHost = `http://harbour.localhost:${port}`;
const shots = new URL('../../test-results/', import.meta.url).pathname;
const PASSWORD = 'Portico#2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function freshPage(locale = 'en-US') {
  await context?.close();
  context = await browser.newContext({
    baseURL: baseUrl,
    locale,
    viewport: { width: 1280, height: 800 },
  });
  page = await context.newPage();
}
beforeEach(() => freshPage());

/** Opens a sign-in page and picks the language with the page's own switch (product.md §2.6). */
async function openLogin(url: string, language: 'English' | '中文' = 'English') {
  await page.goto(url);
  await page.getByRole('button', { name: language }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function logIn(unitCode: string, userCode: string, password = PASSWORD) {
  await openLogin('/sso');
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/apps');
}

const submitColour = () =>
  page
    .locator('button[type=submit]')
    .evaluate((button) => getComputedStyle(button).backgroundColor);

describe('brand themes from the domain record (product.md §2.6, §3 "Domain record")', () => {
  it('localhost shows the Portico theme: card over the arches, blue, its logo and copyright', async () => {
    await openLogin(`${porticoHost}/sso`);
    const main = page.locator('main[data-theme]');
    await expect(main.getAttribute('data-theme')).resolves.toBe('default');
    await expect(page.getByTestId('login-logo').getAttribute('src')).resolves.toBe(
      '/brands/portico/logo.svg',
    );
    const background = page.getByTestId('login-background');
    await expect(background.getAttribute('src')).resolves.toBe('/brands/portico/background.svg');
    // The picture really loaded (the server serves public/brands).
    await expect(
      background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    await expect(page.getByTestId('login-copyright').textContent()).resolves.toBe('© Portico');
    // Centered: the background covers the whole page behind the card.
    const box = (await background.boundingBox())!;
    expect(box.width).toBe(1280);
    await expect(submitColour()).resolves.toBe('rgb(37, 99, 235)');
    await page.screenshot({ path: `${shots}login-theme-portico.png` });
  });

  it('harbour.localhost shows the hotel theme: picture beside the form, navy, its logo and copyright', async () => {
    await openLogin(`${harbourHost}/sso`);
    await expect(page.locator('main[data-theme]').getAttribute('data-theme')).resolves.toBe(
      'harbour',
    );
    await expect(page.getByTestId('login-logo').getAttribute('src')).resolves.toBe(
      '/brands/harbour/logo.svg',
    );
    const background = page.getByTestId('login-background');
    await expect(background.getAttribute('src')).resolves.toBe('/brands/harbour/background.svg');
    await expect(
      background.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    await expect(page.getByTestId('login-copyright').textContent()).resolves.toBe(
      '© Harbour Hotels',
    );
    const brandPanel = page.locator('main section');
    await expect(brandPanel.getByText('Harbour Hotels', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    // Split: the picture fills the left part only, the form sits to its right.
    const picture = (await background.boundingBox())!;
    const form = (await page.locator('form').boundingBox())!;
    expect(picture.x).toBe(0);
    expect(picture.width).toBeLessThan(1280 * 0.6);
    expect(form.x).toBeGreaterThan(picture.x + picture.width);
    await expect(submitColour()).resolves.toBe('rgb(23, 53, 92)');
    // Still the same page: the heading and the form of product.md §2.6.
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'User center login',
    );
    await page.screenshot({ path: `${shots}login-theme-harbour.png` });
    await page.getByRole('button', { name: '中文' }).click();
    await expect(brandPanel.getByText('港湾酒店集团').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${shots}login-theme-harbour-zh.png` });
  });

  it('a host without a record, or a failed lookup, gets the default images and copyright (api-contract.md §8)', async () => {
    await openLogin('/sso');
    await expect(page.locator('main[data-theme]').getAttribute('data-theme')).resolves.toBe(
      'default',
    );
    await expect(page.getByTestId('login-copyright').textContent()).resolves.toBe(
      `© ${new Date().getFullYear()} Portico`,
    );

    await page.route('**/uc/domain/lookup**', (route) => route.abort('connectionrefused'));
    await openLogin(`${harbourHost}/sso`);
    await expect(page.locator('main[data-theme]').getAttribute('data-theme')).resolves.toBe(
      'default',
    );
    await expect(page.getByTestId('login-logo').getAttribute('src')).resolves.toBe(
      '/brands/portico/logo.svg',
    );
  });
});

describe('sign-in modes of the login page (product.md §2.6, §5 "Login")', () => {
  it('names every part in en-US and zh-CN', async () => {
    await openLogin('/sso', '中文');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      '用户中心登录',
    );
    const zh = await page.getByRole('tab').allTextContents();
    expect(zh).toEqual(['账号密码登录', 'PMS 账号登录']);
    await expect(page.getByRole('button', { name: '忘记密码' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '《用户协议》' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').allTextContents()).resolves.toEqual([
      '单位编码不能为空',
      '账号不能为空',
      '密码不能为空',
      '请阅读并同意用户协议',
    ]);
    await page.screenshot({ path: `${shots}login-zh-CN-errors.png` });

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('tab').allTextContents()).resolves.toEqual([
      'Account login',
      'PMS account login',
    ]);
    // The messages follow the language at once.
    await expect(page.getByRole('alert').first().textContent()).resolves.toBe(
      "Unit code can't be empty",
    );
  });

  it('PMS account login: its own account field, the same rules, then the launcher', async () => {
    await openLogin('/sso');
    await page.getByRole('tab', { name: 'PMS account login' }).click();
    await expect(
      page.getByRole('tab', { name: 'PMS account login' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(page.locator('input[name=userCode]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').allTextContents()).resolves.toEqual([
      "Unit code can't be empty",
      "Account can't be empty",
      "Password can't be empty",
      'Please read and accept the user agreement',
    ]);

    await page.locator('input[name=unitCode]').fill('H001');
    await page.locator('input[name=pmsAccount]').fill('FD001');
    await page.locator('input[name=password]').fill('wrong-password');
    await page.locator('input[name=agreement]').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('login-error').waitFor();
    expect(page.url()).toMatch(/\/sso$/);

    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/apps');
    // The PMS account FD001 is the hotel user frontdesk of H001.
    const session = await page.evaluate(() => localStorage.getItem('portico.session'));
    expect(JSON.parse(session!)).toMatchObject({ userCode: 'frontdesk', unitCode: 'H001' });
  });

  it('remember me keeps the unit, the account and the mode for the next visit', async () => {
    await openLogin('/sso');
    await page.getByRole('tab', { name: 'PMS account login' }).click();
    await page.locator('input[name=unitCode]').fill('H001');
    await page.locator('input[name=pmsAccount]').fill('FD001');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=rememberMe]').check();
    await page.locator('input[name=agreement]').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/apps');
    await context.clearCookies();
    await openLogin('/sso');
    await expect(
      page.getByRole('tab', { name: 'PMS account login' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(page.locator('input[name=unitCode]').inputValue()).resolves.toBe('H001');
    await expect(page.locator('input[name=pmsAccount]').inputValue()).resolves.toBe('FD001');
    await expect(page.locator('input[name=password]').inputValue()).resolves.toBe('');
  });

  it('shows an SSO button only for an http(s) option of /sso/casLoginOption', async () => {
    // The e2e server has no CAS_LOGIN_URL: no button.
    await openLogin('/sso');
    await page.getByRole('tab').first().waitFor();
    await expect(page.getByRole('link', { name: 'SSO login' }).count()).resolves.toBe(0);

    const answer = (loginUrl: string) => ({
      result: 0,
      msg: '',
      retVal: { cas: { enabled: true, loginUrl }, pmsLogin: true, resetPasswordByMail: true },
    });
    await page.route('**/uc/sso/casLoginOption', (route) =>
      route.fulfill({ json: answer('https://cas.example.com/login?service=portico') }),
    );
    await openLogin('/sso');
    const sso = page.getByRole('link', { name: 'SSO login' });
    await expect(sso.getAttribute('href')).resolves.toBe(
      'https://cas.example.com/login?service=portico',
    );

    await page.unroute('**/uc/sso/casLoginOption');
    await page.route('**/uc/sso/casLoginOption', (route) =>
      route.fulfill({ json: answer('javascript:alert(1)') }),
    );
    await openLogin('/sso');
    await page.getByRole('tab').first().waitFor();
    await expect(page.getByRole('link', { name: 'SSO login' }).count()).resolves.toBe(0);
  });

  it('the agreement link opens /agreement in a new tab, in both languages', async () => {
    await openLogin('/sso');
    const [agreement] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'user agreement' }).click(),
    ]);
    await agreement.waitForURL('**/agreement');
    await expect(agreement.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'User agreement',
    );
    await expect(agreement.getByRole('heading', { level: 2 }).count()).resolves.toBe(6);
    await agreement.screenshot({ path: `${shots}agreement-en-US.png`, fullPage: true });
    await agreement.getByRole('button', { name: '中文' }).click();
    await expect(agreement.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      '用户协议',
    );
    await expect(agreement.getByRole('heading', { name: '一、账号' }).isVisible()).resolves.toBe(
      true,
    );
  });
});

describe('error pages (product.md §2.5, §6; api-contract.md §8 "Pages")', () => {
  const cases = [
    ['/403', 'Insufficient permission', 'No permission to view the page.', '权限不足'],
    ['/500', 'Server error', 'Something went wrong on the server.', '服务器错误'],
    ['/501', 'Server error', 'The server does not support this function yet.', '服务器错误'],
    ['/no/such/page', 'Page not exist', 'does not exist', '页面不存在'],
  ] as const;

  it('say what happened in en-US and zh-CN and lead back home', async () => {
    for (const [path, title, hint, zhTitle] of cases) {
      await page.goto(path);
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
      await expect(page.getByText(hint).isVisible()).resolves.toBe(true);
      await page.getByRole('button', { name: '中文' }).click();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(zhTitle);
    }
    await expect(page.getByText('返回首页').isVisible()).resolves.toBe(true);
    await page.goto('/403');
    // The page's chunk loads after the document: wait for the text, then check it shows.
    await page.getByText('没有权限查看该页面。').waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.screenshot({ path: `${shots}error-403.png` });
    // Home without a token is the hub's sign-in page (product.md §2.2).
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL('**/sso');
  });
});

describe('form permission validation pages (product.md §2.5)', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    await page.goto('/validationReport?identity=GC_RPT_REVENUE');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByTestId('permission-sign-in').textContent()).resolves.toContain(
      'Sign in first to check your permissions.',
    );
  });

  it('says whether the signed-in user holds the report or form named in the query', async () => {
    await logIn('PLATFORM', 'admin');
    await page.goto('/validationReport?identity=GC_RPT_REVENUE');
    const result = page.getByTestId('permission-result');
    await result.locator('[data-granted]').waitFor();
    await expect(result.textContent()).resolves.toBe(
      'Granted: you may view the report "Revenue" (GC_RPT_REVENUE, application GC).',
    );
    await page.screenshot({ path: `${shots}validation-report-granted.png` });

    await page.goto('/validationShuxiang?identity=GC_REPORTS&appCode=GC');
    await result.locator('[data-granted=true]').waitFor();
    await expect(result.textContent()).resolves.toContain('form "Reports"');

    // Another code typed into the page: unknown, so not granted.
    await page.locator('input[name=identity]').fill('NO_SUCH_FORM');
    await page.getByRole('button', { name: 'Check' }).click();
    await result.locator('[data-granted=false]').waitFor();
    expect(new URL(page.url()).searchParams.get('identity')).toBe('NO_SUCH_FORM');
    await expect(result.textContent()).resolves.toContain('No permission to view the page.');
  });

  it('an account without the report is told so', async () => {
    await logIn('O001', 'agent');
    await page.goto('/validationReport?identity=GC_RPT_REVENUE');
    const result = page.getByTestId('permission-result');
    await result.locator('[data-granted=false]').waitFor();
    await expect(result.textContent()).resolves.toBe(
      'No permission to view the page.Not granted: report GC_RPT_REVENUE',
    );
  });
});
