import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/browser';
import { startServer } from '../tests/e2e/server-process';

/**
 * `npm run docs:screenshots`: the tour images of the getting-started pages, taken from the
 * running demo (a throwaway server on a free port, as the e2e tests start it) in both locales,
 * into docs/public/tour/<locale>/. The images are committed; run this again after a screen
 * changes. `npm run docs:screenshots -- en-US` re-takes one locale only.
 */
const PASSWORD = 'Portico#2026';
const outRoot = new URL('../docs/public/tour/', import.meta.url).pathname;
const LOCALES = [
  { locale: 'en-US', button: 'English', logIn: 'Log in' },
  { locale: 'zh-CN', button: '中文', logIn: '登录' },
] as const;

async function signIn(page: Page, base: string, logIn: string) {
  await page.locator('input[name=unitCode]').fill('PLATFORM');
  await page.locator('input[name=userCode]').fill('admin');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: logIn, exact: true }).click();
  await page.waitForURL(`${base}/apps`);
}

async function tour(browser: Browser, base: string, entry: (typeof LOCALES)[number]) {
  const dir = `${outRoot}${entry.locale}/`;
  mkdirSync(dir, { recursive: true });
  const context = await browser.newContext({
    locale: entry.locale,
    viewport: { width: 1280, height: 760 },
  });
  const page = await context.newPage();
  await withCjkFont(context, page, entry.locale === 'zh-CN' ? FONT_CSS : FONT_FACES);
  const shot = async (name: string) => {
    // The pointer rests where the last click left it (the login button, then a tile's place):
    // park it in a corner so no element is shown hovered.
    await page.mouse.move(0, 0);
    await page.waitForLoadState('networkidle');
    if (entry.locale === 'zh-CN') {
      await page.addStyleTag({ content: FONT_CSS });
      // Each unicode-range subset loads only once a glyph needs it, and document.fonts.ready
      // can settle before layout asks: load, in every weight, the subsets the page's text needs.
      await page.evaluate(async (weights) => {
        const text = document.body.innerText;
        await Promise.all(
          weights.map((weight) => document.fonts.load(`${weight} 16px "Noto Sans SC"`, text)),
        );
        await document.fonts.ready;
        // Text shaped before its subset arrived can keep the missing-glyph boxes: lay out anew.
        document.body.style.display = 'none';
        void document.body.offsetHeight;
        document.body.style.display = '';
      }, WEIGHTS);
      await page.waitForLoadState('networkidle');
    } else {
      await page.addStyleTag({ content: FONT_FACES });
      await page.evaluate(cjkOnlyWhereNeeded);
    }
    await page.screenshot({ path: `${dir}${name}.png` });
    console.log(`docs/public/tour/${entry.locale}/${name}.png`);
  };
  await page.goto(`${base}/sso`);
  await page.getByRole('button', { name: entry.button }).click();
  await shot('login');
  await signIn(page, base, entry.logIn);
  // The tiles load after the page; the demo administrator has the demo child apps.
  await page
    .locator('a[href*="appCode="]')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  await shot('apps');
  await page.goto(`${base}/user/user-list`);
  await shot('console-users');
  await page.goto(`${base}/role/admin-roles`);
  await shot('shell');
  await context.close();
}

/**
 * A machine without a CJK font (this one) draws the zh-CN screens as boxes. The Noto Sans SC
 * files of @fontsource (a devDependency) are served to the page from its own origin (so the
 * page's CSP allows them) and put before every other font, so the images show what a
 * user's machine shows. First, not last: a system font the fallback reaches before it can claim
 * a CJK glyph in one weight and draw it as a box.
 */
const FONT_DIR = new URL('../node_modules/@fontsource/noto-sans-sc/', import.meta.url).pathname;
const WEIGHTS = ['400', '500', '600', '700'];
const FONT_FACES = WEIGHTS.map((weight) => readFileSync(`${FONT_DIR}${weight}.css`, 'utf8'))
  .join('\n')
  .replace(
    /url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\), url\([^)]+\) format\('woff'\)/g,
    "url(/__docs-font/$1) format('woff2')",
  );
const FONT_CSS =
  FONT_FACES +
  "\nhtml, body, body * { font-family: 'Noto Sans SC', ui-sans-serif, system-ui, sans-serif !important; }\n";

/**
 * An en-US screen keeps its own fonts; only the elements whose text is Chinese (the language
 * switch's 中文) take Noto Sans SC first, before their own stack, and wait for its glyphs.
 */
async function cjkOnlyWhereNeeded(): Promise<void> {
  const cjk = /[\u3000-\u9fff\uff00-\uffef]/;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !cjk.test(node.textContent ?? '')) continue;
    const own = getComputedStyle(parent).fontFamily;
    if (!own.startsWith('"Noto Sans SC"')) parent.style.fontFamily = `"Noto Sans SC", ${own}`;
    texts.push(node.textContent ?? '');
  }
  const weights = ['400', '500', '600', '700'];
  await Promise.all(
    weights.map((w) => document.fonts.load(`${w} 16px "Noto Sans SC"`, texts.join(''))),
  );
  await document.fonts.ready;
}

async function withCjkFont(context: BrowserContext, page: Page, css: string): Promise<void> {
  await context.route('**/__docs-font/**', (route) =>
    route.fulfill({
      contentType: 'font/woff2',
      body: readFileSync(
        `${FONT_DIR}files/${new URL(route.request().url()).pathname.split('/').pop()}`,
      ),
    }),
  );
  page.on('load', () => void page.addStyleTag({ content: css }).catch(() => {}));
}

const server = await startServer();
const browser = await launchChromium();
try {
  const only = process.argv.slice(2);
  for (const entry of LOCALES) {
    if (only.length === 0 || only.includes(entry.locale)) await tour(browser, server.url, entry);
  }
} finally {
  await browser.close();
  await server.stop();
}
