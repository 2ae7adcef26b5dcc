import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { barPage, choose, clip, done, recordEvents, shots } from './bar-page';
import { closeBrowser, ORIGIN, sessionInfo } from './harness';

afterAll(closeBrowser);

describe('<portico-user-bar> language select (product.md §2.9, §4)', () => {
  it('switches the language with a loading tip of at least 2 s and refreshes the translations', async () => {
    const { page, bar, fakes, context } = await barPage();
    const events = await recordEvents(page);
    await choose(page, 'Change language');
    const dialog = bar.getByRole('dialog', { name: 'Select language' });
    await dialog.waitFor();
    expect(await dialog.locator('[part~="language-option"]').allTextContents()).toEqual([
      '简体中文',
      'EnglishCurrent',
    ]);
    await dialog.getByRole('radio', { name: '简体中文' }).check();
    await page.screenshot({ path: `${shots}elements-user-bar-language-select.png` });
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const tip = bar.getByRole('status').filter({ hasText: '正在切换语言' });
    await tip.waitFor();
    await page.screenshot({ path: `${shots}elements-user-bar-language.png` });
    await expect.poll(() => bar.getByRole('dialog').count(), { timeout: 5000 }).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(await bar.locator('[part~="menu-button"]').getAttribute('aria-label')).toBe('操作菜单');
    const pull = fakes.calls.find((call) => call.path === '/translate/kv_translate/kv_translates');
    expect(pull).toBeDefined();
    expect(await page.evaluate(() => localStorage.getItem('portico.locale'))).toBe('zh-CN');
    expect(await events()).toEqual([
      { type: 'portico-locale-change', detail: { locale: 'zh-CN' } },
    ]);
    await done(context);
  });
});

describe('<portico-user-bar> unit switch (product.md §2.9, §4, §5, §6)', () => {
  it('own unit plus possible login units: search, reset, mask click, row click, switch and reload', async () => {
    const { page, bar, fakes, context } = await barPage();
    const events = await recordEvents(page);
    await choose(page, 'Change unit');
    const dialog = bar.getByRole('dialog', { name: 'Switch unit' });
    await dialog.waitFor();
    const rows = dialog.locator('tbody tr[data-code]');
    await expect
      .poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-code'))))
      .toEqual(['H001', 'G001', 'H002', 'H003']);
    expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBe(800);

    // Not closed by a click on the backdrop.
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Please select a unit');

    await dialog.getByRole('searchbox').fill('airport');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-code'))))
      .toEqual(['H002']);
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => rows.count()).toBe(4);

    await rows.filter({ hasText: 'Harbour Airport Hotel' }).click();
    expect(
      await dialog.getByRole('radio', { name: 'Harbour Airport Hotel (H002)' }).isChecked(),
    ).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page, ['#bar'])).toEqual([]);
    await page.screenshot({ path: `${shots}elements-user-bar-unit-switch.png` });

    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await reloaded;
    const change = fakes.calls.find((call) => call.path === '/uc/sso/changeLoginInfo');
    expect(change?.body).toMatchObject({ orgCode: 'H002' });
    const cookies = await context.cookies(ORIGIN);
    expect(cookies.find((cookie) => cookie.name === 'portico_token')?.value).toBe('token-H002');
    expect(await events()).toEqual([
      {
        type: 'portico-unit-switched',
        detail: { unitCode: 'H002', unitName: 'Harbour Airport Hotel' },
      },
    ]);
    await done(context);
  });

  it('backdoor users page through every managed unit; preventDefault keeps the page', async () => {
    const { page, bar, fakes, context } = await barPage({
      session: sessionInfo(
        { canUseBackdoor: 'T' },
        { unitCode: 'PLATFORM', unitName: 'Portico Platform' },
      ),
    });
    await choose(page, 'Backdoor');
    const dialog = bar.getByRole('dialog', { name: 'Switch unit' });
    const rows = dialog.locator('tbody tr[data-code]');
    await expect.poll(() => rows.count()).toBe(10);
    expect(await dialog.locator('[part~="pagination"]').textContent()).toContain('Total: 13');
    await dialog.getByRole('button', { name: 'Page 2' }).click();
    await expect
      .poll(() => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-code'))))
      .toEqual(['H107', 'H108', 'O002']);
    const paged = fakes.calls.filter((call) => call.path === '/uc/gc/backdoor/managedUnits');
    expect(paged.at(-1)?.query).toMatchObject({ firstResult: '10', pageSize: '10' });

    await page.evaluate(() =>
      document.addEventListener('portico-unit-switched', (event) => event.preventDefault()),
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    await rows.first().click();
    await dialog.getByRole('button', { name: 'Switch', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // No reload: the bar shows the new unit from the fresh login info.
    await expect.poll(() => bar.locator('[part~="unit"]').textContent()).toContain('H107');
    expect(loads).toBe(0);
    await done(context);
  });
});

describe('<portico-user-bar> logo change (product.md §2.9, §5)', () => {
  it('lists logos and icons in two tabs, uploads one file each, refuses a non-ico icon, restores defaults', async () => {
    const { page, bar, fakes, context } = await barPage();
    await choose(page, 'Change logo');
    const dialog = bar.getByRole('dialog', { name: 'Change logo' });
    await dialog.waitFor();
    expect(await dialog.getByRole('tab').allTextContents()).toEqual(['Logo images', 'ICO icons']);
    const h001 = dialog.getByRole('tabpanel').locator('tr[data-code="H001"]');
    await h001.waitFor();
    expect(await h001.locator('[part~="logo-preview"]').textContent()).toBe('Default');

    const png = {
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e47', 'hex'),
    };
    await h001.locator('input[type="file"]').setInputFiles(png);
    await expect.poll(() => h001.locator('img').count()).toBe(1);
    await expect.poll(() => h001.getByRole('button', { name: /^Replace/ }).count()).toBe(1);
    const logoUpload = fakes.calls.find((c) => c.method === 'POST' && c.path === '/uc/logo');
    expect(logoUpload?.query).toEqual({ code: 'H001', isIcon: 'F' });
    expect(await h001.locator('input[type="file"]').getAttribute('multiple')).toBeNull();
    await page.screenshot({ path: `${shots}elements-user-bar-logo.png` });

    await dialog.getByRole('tab', { name: 'ICO icons' }).click();
    const icons = dialog.getByRole('tabpanel').locator('tr[data-code="H001"]');
    expect(await icons.locator('input[type="file"]').getAttribute('accept')).toContain('.ico');
    const uploads = () => fakes.calls.filter((c) => c.method === 'POST').length;
    await icons.locator('input[type="file"]').setInputFiles(png);
    await bar.locator('[part~="toast"]', { hasText: 'Icons must be .ico files' }).waitFor();
    expect(uploads()).toBe(1);
    await icons.locator('input[type="file"]').setInputFiles({
      name: 'favicon.ico',
      mimeType: 'image/x-icon',
      buffer: Buffer.from([0, 0, 1, 0]),
    });
    await expect.poll(uploads).toBe(2);
    expect(fakes.calls.filter((c) => c.method === 'POST').at(-1)?.query).toEqual({
      code: 'H001',
      isIcon: 'T',
    });
    await expect.poll(() => icons.locator('img').count()).toBe(1);

    await icons.getByRole('button', { name: /^Restore default/ }).click();
    await expect.poll(() => icons.locator('img').count()).toBe(0);
    expect(fakes.calls.some((c) => c.method === 'DELETE' && c.path === '/uc/logo/H001')).toBe(true);
    expect(await axeViolations(page, ['#bar'])).toEqual([]);
    await done(context);
  });
});

describe('<portico-user-bar> update history (api-contract.md §7.6, §8)', () => {
  it('opens the configured page in a new window', async () => {
    const { page, context } = await barPage();
    const popup = context.waitForEvent('page');
    await choose(page, 'Update history');
    const opened = await popup;
    await opened.waitForURL(`${ORIGIN}/history/`);
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    await done(context);
  });

  it('without UPDATE_HISTORY_URL closes the window again and says the parameter is not set', async () => {
    const { page, bar, context } = await barPage({ fakes: { updateHistoryUrl: null } });
    const popup = context.waitForEvent('page');
    await choose(page, 'Update history');
    const opened = await popup;
    await expect.poll(() => opened.isClosed()).toBe(true);
    await bar
      .locator('[part~="toast"]', {
        hasText: 'Application parameter UPDATE_HISTORY_URL is disabled or not set',
      })
      .waitFor();
    await done(context);
  });
});

describe('<portico-user-bar> password e-mail (product.md §2.9, §4, §5, §6)', () => {
  it('checks the e-mail before sending, counts down 60 s, and binds with the code', async () => {
    const { page, bar, fakes, context } = await barPage();
    await choose(page, 'Password e-mail');
    const dialog = bar.getByRole('dialog', { name: 'Bind an e-mail for password reset' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Get code' });
    await send.click();
    expect(await dialog.locator('[part~="error"]').allTextContents()).toEqual([
      'Please enter the e-mail',
    ]);
    await dialog.getByLabel('E-mail').fill('front.desk@harbour');
    await send.click();
    expect(await dialog.locator('[part~="error"]').allTextContents()).toEqual([
      'Please enter a valid email.',
    ]);
    expect(fakes.calls.some((c) => c.path === '/uc/user/emailResetCode')).toBe(false);

    await dialog.getByLabel('E-mail').fill('front.desk@harbour.example');
    await send.click();
    const code = dialog.locator('[part~="code-button"]');
    await expect.poll(() => code.textContent()).toBe('Resend in 60 s');
    expect(await code.isDisabled()).toBe(true);
    await expect.poll(() => code.textContent(), { timeout: 3000 }).toBe('Resend in 59 s');
    expect(fakes.calls.find((c) => c.path === '/uc/user/emailResetCode')?.body).toEqual({
      id: '1001',
      email: 'front.desk@harbour.example',
    });
    await page.screenshot({ path: `${shots}elements-user-bar-email.png` });

    await dialog.getByLabel('Verification code').fill('000000');
    // Rebinding the recovery address asks for the current password (security concept
    // "Credentials need the hub").
    await dialog.getByLabel('Current password').fill('Portico#2026');
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await bar
      .locator('[part~="toast"]', { hasText: 'The verification code is wrong or has expired' })
      .waitFor();
    await dialog.getByLabel('Verification code').fill('246810');
    await dialog.getByRole('button', { name: 'Bind' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await bar.locator('[part~="toast"]', { hasText: 'E-mail bound' }).waitFor();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('portico.session')!).userInfoDO.email,
    );
    expect(stored).toBe('front.desk@harbour.example');
    await done(context);
  });

  it('a backdoor user sends no user id', async () => {
    const { page, bar, fakes, context } = await barPage({
      session: sessionInfo({ isBackdoor: 'T', canUseBackdoor: 'T' }),
    });
    await choose(page, 'Password e-mail');
    const dialog = bar.getByRole('dialog', { name: 'Bind an e-mail for password reset' });
    await dialog.getByLabel('E-mail').fill('support@portico.example');
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect
      .poll(() => fakes.calls.find((c) => c.path === '/uc/user/emailResetCode')?.body)
      .toEqual({ email: 'support@portico.example' });
    await done(context);
  });
});

describe('<portico-user-bar shell-tools> (product.md §2.8 shell buttons)', () => {
  it('shows the four buttons only when asked; copy adds the language, or says it failed', async () => {
    const plain = await barPage();
    expect(await plain.bar.locator('[part~="tools"]').count()).toBe(0);
    await done(plain.context);

    const { page, bar, context } = await barPage({ bar: 'shell-tools' });
    const tools = bar.getByRole('toolbar');
    await expect
      .poll(() =>
        tools.getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))),
      )
      .toEqual(['Refresh', 'Copy page link', 'Full screen', 'Collapse the second-level menu']);
    await page.evaluate(() => {
      document.addEventListener('copy', (event) => {
        (window as unknown as { copied: string }).copied = (
          event.target as HTMLTextAreaElement
        ).value;
      });
    });
    await tools.getByRole('button', { name: 'Copy page link' }).click();
    await bar.locator('[part~="toast"]', { hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
      `${ORIGIN}/?language=en-US`,
    );
    await page.screenshot({ path: `${shots}elements-user-bar-tools.png`, clip: clip() });

    // An address that names its language is copied as it is.
    await page.evaluate(() => history.replaceState(null, '', '/?language=zh-CN&tab=2'));
    await tools.getByRole('button', { name: 'Copy page link' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { copied: string }).copied))
      .toBe(`${ORIGIN}/?language=zh-CN&tab=2`);

    await page.evaluate(() => {
      document.execCommand = () => false;
    });
    await tools.getByRole('button', { name: 'Copy page link' }).click();
    await bar.locator('[part~="toast"]', { hasText: 'Replication failed' }).waitFor();
    await done(context);
  });

  it('collapse asks the host, follows menu-collapsed, and is refused while collapse-disabled', async () => {
    const { page, bar, context } = await barPage({ bar: 'shell-tools hide="refresh,full-screen"' });
    const events = await recordEvents(page);
    const tools = bar.getByRole('toolbar');
    await tools.getByRole('button', { name: 'Collapse the second-level menu' }).click();
    await bar.evaluate((el) => el.setAttribute('menu-collapsed', ''));
    await tools.getByRole('button', { name: 'Expand the second-level menu' }).click();
    await bar.evaluate((el) => el.setAttribute('collapse-disabled', ''));
    const refused = tools.getByRole('button', {
      name: 'Cannot collapse in tiled mode',
    });
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    // Playwright waits for an aria-disabled button to become enabled: press it anyway.
    await refused.click({ force: true });
    expect(await events()).toEqual([
      { type: 'portico-menu-collapse', detail: { collapsed: true } },
      { type: 'portico-menu-collapse', detail: { collapsed: false } },
    ]);
    await done(context);
  });

  it('refresh reloads the page unless the host takes it (portico-refresh is cancelable)', async () => {
    const { page, bar, context } = await barPage({ bar: 'shell-tools' });
    const refresh = bar.getByRole('toolbar').getByRole('button', { name: 'Refresh' });
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      document.addEventListener('portico-refresh', (event) => event.preventDefault(), {
        once: true,
      });
    });
    await refresh.click();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    const reloaded = page.waitForEvent('load');
    await refresh.click();
    await reloaded;
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    await done(context);
  });
});
