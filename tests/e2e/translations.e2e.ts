import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

/*
 * Language and translations of product.md §4 "Language" against the real server: the shell's
 * language switch (loading tip ≥ 2 s, kv translations of the new locale), and the in-page
 * translation editor (Ctrl+X; 'no content was modified'; 'there is unsaved content'; batch save of
 * api-contract.md §7.8) for a translator, and not for anyone else (product.md §6).
 */

const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;
const PASSWORD = 'Portico#2026';
/** The text this file edits; the menu titles are overrides keyed `menu.<identity>`. */
const EDITED_KEY = 'menu.UC_HELP_DOCS';
const EDITED_TEXT = 'Guides and manuals';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  // Other files share this server: the edited text goes back to the built-in one whatever failed.
  await restoreEditedText().catch(() => undefined);
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function restoreEditedText() {
  const post = async (path: string, body: unknown, token?: string) => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(body),
    });
    return (await answer.json()) as { retVal: { jwtToken?: string } };
  };
  const login = await post('/uc/sso/login', {
    unitCode: 'PLATFORM',
    userCode: 'translator',
    password: PASSWORD,
  });
  const data = [{ key: EDITED_KEY, value: '', page: 'menu' }];
  await post(
    '/translate/kv_translate/batch',
    { appCode: 'UC', lang: 'en-US', data },
    login.retVal.jwtToken,
  );
}

async function signedIn(unitCode: string, userCode: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/sso');
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/apps');
  return page;
}

/**
 * The shell's workspace, once the session effects run: their first act is the kv pull, and the
 * Ctrl+X listener comes with them (a lazy chunk, so a key pressed sooner is not seen).
 */
async function openShell(page: Page) {
  const pulled = page.waitForRequest('**/kv_translate/kv_translates**');
  await page.goto('/blank');
  await pulled;
  await page.getByRole('navigation', { name: 'Sub-menus', exact: true }).waitFor();
}

const editor = (page: Page) => page.getByRole('dialog', { name: 'Translation editor' });
const topMenus = (page: Page, name = 'Menus') =>
  page.getByRole('navigation', { name, exact: true });
const sideMenus = (page: Page) => page.getByRole('navigation', { name: 'Sub-menus', exact: true });

/** Ctrl+X on the page itself (nothing selected, no field focused). */
async function pressShortcut(page: Page) {
  await page.locator('body').click({ position: { x: 640, y: 780 } });
  await page.keyboard.press('Control+X');
}

describe('the language switch (product.md §4 "Language", api-contract.md §9 minimum 2000 ms)', () => {
  it('in the shell: the loading tip stays at least 2 s, then the page is in the chosen language', async () => {
    const page = await signedIn('PLATFORM', 'translator');
    // The launcher has the switch too, next to its view toggle.
    await page.getByRole('button', { name: 'Language: English' }).waitFor();
    await page.getByTestId('welcome').waitFor();
    await page.screenshot({ path: `${shots}translations-launcher.png` });
    await openShell(page);
    await page.getByRole('heading', { name: 'Workspace' }).waitFor();

    const pulls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/kv_translate/kv_translates'))
        pulls.push(request.headers()['language'] ?? '');
    });
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menu', { name: 'Select language' }).waitFor();
    await page.screenshot({ path: `${shots}translations-switch-menu.png` });
    const started = Date.now();
    await page.getByRole('menuitemradio', { name: '简体中文' }).click();
    const tip = page.getByTestId('language-tip');
    await tip.waitFor();
    await expect(tip.textContent()).resolves.toBe('正在切换语言，请稍候…');
    await page.screenshot({ path: `${shots}translations-switching.png` });
    await tip.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);

    // The new locale's kv translations were pulled, and the page speaks it.
    expect(pulls).toContain('zh-CN');
    await page.getByRole('heading', { name: '工作台' }).waitFor();
    await page.getByRole('button', { name: '语言：简体中文' }).waitFor();
    // Menu titles too: the seeded zh-CN kv translation of the user centre's 'Help'.
    await topMenus(page, '菜单').getByRole('button', { name: '帮助', exact: true }).waitFor();
    await page.screenshot({ path: `${shots}translations-zh-CN.png` });

    // And back, for the rest of this file.
    await page.getByRole('button', { name: '语言：简体中文' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await tip.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('heading', { name: 'Workspace' }).waitFor();
    await topMenus(page).getByRole('button', { name: 'Help', exact: true }).waitFor();
  });
});

describe('the translation editor (product.md §2.9, §4; api-contract.md §7.8)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedIn('PLATFORM', 'translator');
    await openShell(page);
    // The translator also holds the translations screen (platform-wide text needs it), so the
    // first top menu is the system one: open Help, whose side menu has the edited text.
    await topMenus(page).getByRole('button', { name: 'Help', exact: true }).click();
    await sideMenus(page).getByRole('button', { name: 'Documents' }).waitFor();
  });

  it('Ctrl+X in a text field still cuts and opens nothing', async () => {
    const search = page.getByRole('searchbox', { name: 'Search menus' });
    await search.fill('docs');
    await search.selectText();
    await page.keyboard.press('Control+X');
    await expect.poll(() => search.inputValue()).toBe('');
    await page.waitForTimeout(500);
    await expect(editor(page).count()).resolves.toBe(0);
  });

  it("Ctrl+X opens it with this page's texts grouped by page; saving nothing says 'no content was modified'", async () => {
    await pressShortcut(page);
    await editor(page).waitFor();
    await editor(page)
      .getByRole('heading', { name: /^Page\s*Menus/ })
      .waitFor();
    await editor(page)
      .getByRole('heading', { name: /^Page\s*shell/ })
      .waitFor();
    await expect(
      editor(page).getByRole('textbox', { name: EDITED_KEY }).inputValue(),
    ).resolves.toBe('');
    await page.screenshot({ path: `${shots}translations-editor.png` });

    await editor(page).getByRole('button', { name: 'Save' }).click();
    await expect(editor(page).getByRole('status').textContent()).resolves.toBe(
      'no content was modified',
    );
    await page.screenshot({ path: `${shots}translations-no-change.png` });
  });

  it("closing with unsaved edits warns 'there is unsaved content': keep editing, or discard", async () => {
    const field = editor(page).getByRole('textbox', { name: EDITED_KEY });
    await field.fill('Unsaved title');
    await page.keyboard.press('Escape');
    const warning = editor(page).getByRole('alertdialog', { name: 'there is unsaved content' });
    await warning.waitFor();
    await page.screenshot({ path: `${shots}translations-unsaved.png` });
    await warning.getByRole('button', { name: 'Keep editing' }).click();
    await expect(field.inputValue()).resolves.toBe('Unsaved title');

    await editor(page).getByRole('button', { name: 'Close', exact: true }).click();
    await warning.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => editor(page).count()).toBe(0);
    await expect(sideMenus(page).getByRole('button', { name: 'Documents' }).count()).resolves.toBe(
      1,
    );
  });

  it('an edited text is saved with the batch call, shows at once, after a reload and for another user', async () => {
    await pressShortcut(page);
    await editor(page).waitFor();
    // The search narrows the list to the text to edit.
    await editor(page).getByRole('searchbox').fill('help_docs');
    await expect(editor(page).getByRole('textbox').count()).resolves.toBe(1);
    await editor(page).getByRole('textbox', { name: EDITED_KEY }).fill(EDITED_TEXT);

    const [batch] = await Promise.all([
      page.waitForRequest('**/kv_translate/batch'),
      editor(page).getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(batch.postDataJSON()).toEqual({
      // Menu titles are the user centre's translations (the shell shows the UC menus).
      appCode: 'UC',
      lang: 'en-US',
      data: [{ key: EDITED_KEY, value: EDITED_TEXT, page: 'menu' }],
    });
    await expect.poll(() => editor(page).count()).toBe(0);
    // At once, without a reload: the shell reads menu titles from the overrides.
    await sideMenus(page).getByRole('button', { name: EDITED_TEXT }).waitFor();
    await page.screenshot({ path: `${shots}translations-saved.png` });

    await page.reload();
    await topMenus(page).getByRole('button', { name: 'Help', exact: true }).click();
    await sideMenus(page).getByRole('button', { name: EDITED_TEXT }).waitFor();

    // A fresh browser (nothing stored) gets it from the server: it was stored there.
    const other = await signedIn('PLATFORM', 'admin');
    await openShell(other);
    await other.getByRole('searchbox', { name: 'Search menus' }).fill('guides');
    await sideMenus(other).getByRole('button', { name: EDITED_TEXT }).waitFor();
  });

  it('emptying the text removes the override: the built-in title shows again', async () => {
    await pressShortcut(page);
    await editor(page).getByRole('textbox', { name: EDITED_KEY }).fill('');
    await editor(page).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => editor(page).count()).toBe(0);
    await sideMenus(page).getByRole('button', { name: 'Documents' }).waitFor();
  });
});

describe('without the translator permission (product.md §6)', () => {
  it('H001/frontdesk presses Ctrl+X and nothing opens', async () => {
    const page = await signedIn('H001', 'frontdesk');
    // The shell asks once whether the user translates (for its editor entry); the shortcut then
    // answers from that same answer.
    const [answer] = await Promise.all([
      page.waitForResponse('**/user/operationTree**'),
      openShell(page),
    ]);
    expect(answer.ok()).toBe(true);
    await page.getByRole('heading', { name: 'Workspace' }).waitFor();
    await expect(page.getByRole('button', { name: /Translation editor/ }).count()).resolves.toBe(0);
    await pressShortcut(page);
    await page.waitForTimeout(500);
    await expect(editor(page).count()).resolves.toBe(0);
    await page.screenshot({ path: `${shots}translations-no-permission.png` });
  });
});
