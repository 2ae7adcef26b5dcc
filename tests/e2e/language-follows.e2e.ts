import { createHash, randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { listenOnFreePort, startServer, type ServerProcess } from './server-process';

/**
 * The language follows the user (product.md §4 "Language"; elements README "Embed Portico on
 * your site"; server README "OpenID Connect", "CAS"): the hub decides it from the saved choice,
 * then a `language` parameter, then the browser's languages; every way into the hub and out of
 * it to a child carries it. The partner host here is another host name AND port (`localhost:<p>`
 * next to the hub's `127.0.0.1:<port>`): a small front server that serves the partner's own
 * pages and passes everything else to the hub's server, as a separate deployment of the example
 * child app would. DEMO_REMOTE is registered there (PORTICO_EXAMPLES_ORIGIN).
 */
const PASSWORD = 'Portico#2026';
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

let hub: ServerProcess;
let front: Server;
let frontUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** The partner's own pages: the elements with `hub-url` and `app-code`, as an integrator writes them. */
const PARTNER_PAGES: Record<string, (hubUrl: string) => string> = {
  // The element's locale is English on a page that declares no language.
  '/embed-en': (hubUrl) => partnerPage(hubUrl, '', 'locale="en-US"'),
  // No locale on the element: the page's `lang` decides.
  '/page-en': (hubUrl) => partnerPage(hubUrl, 'lang="en"', ''),
  '/page-zh': (hubUrl) => partnerPage(hubUrl, 'lang="zh-CN"', ''),
  '/page-none': (hubUrl) => partnerPage(hubUrl, '', ''),
};

function partnerPage(hubUrl: string, htmlLang: string, locale: string): string {
  return `<!doctype html><html ${htmlLang}><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="${hubUrl}/elements/portico-elements.js"></script></head>
<body><portico-user-bar hub-url="${hubUrl}" app-code="DEMO_REMOTE" ${locale}></portico-user-bar>
</body></html>`;
}

/** The partner host: its own pages, and the hub's server (the example child app) behind it. */
function frontServer(): Server {
  const server = createServer((incoming, answer) => {
    const own = PARTNER_PAGES[incoming.url ?? ''];
    if (own) {
      answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      answer.end(own(hub.url));
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: hub.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    upstream.on('error', () => answer.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return server;
}

beforeAll(async () => {
  front = frontServer();
  // Every interface: the page's `localhost` may resolve to ::1 or 127.0.0.1.
  frontUrl = `http://localhost:${await listenOnFreePort(front)}`;
  hub = await startServer((port) => ({
    PORTICO_EXAMPLES_ORIGIN: frontUrl,
    PORTICO_HUB_ORIGIN: `http://127.0.0.1:${port}`,
  }));
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await new Promise((resolve) => front?.close(resolve));
  await hub?.stop();
});

/** A fresh browser whose languages are `locale` (navigator.languages and Accept-Language). */
async function browserIn(locale: 'en-US' | 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

/** The hub's sign-in page, once drawn: its heading and the document's language. */
async function signInPage(page: Page) {
  const heading = page.locator('h1').first();
  await heading.waitFor();
  await page.locator('input[name=unitCode]').waitFor();
  return {
    heading: (await heading.textContent())?.trim(),
    lang: await page.evaluate(() => document.documentElement.lang),
  };
}

const ENGLISH_SIGN_IN = { heading: 'User center login', lang: 'en-US' };
const CHINESE_SIGN_IN = { heading: '用户中心登录', lang: 'zh-CN' };

async function fillSignIn(page: Page, unitCode: string, userCode: string) {
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.locator('form button[type=submit]').first().click();
}

/**
 * The lines of visible text holding CJK characters, shadow roots included. Text an element
 * declares Chinese (`lang="zh-…"`, the name of the language on a language switch) is where a
 * Chinese reader finds their language: it is not counted.
 */
async function chineseOn(page: Page): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(
        root,
        NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          continue;
        }
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!parent || !text || !parent.checkVisibility()) continue;
        const declared = parent.closest('[lang]');
        if (
          declared &&
          declared !== document.documentElement &&
          /^zh/i.test(declared.getAttribute('lang') ?? '')
        )
          continue;
        found.push(text);
      }
    };
    visit(document.body);
    return found;
  });
  return lines.filter((line) => CJK.test(line));
}

describe('the hub speaks the browser language until the user chooses (product.md §4 "Language")', () => {
  it('an en-US browser gets the English sign-in page, a zh-CN browser the Chinese one', async () => {
    const english = await browserIn('en-US');
    await english.goto(`${hub.url}/sso`);
    await expect(signInPage(english)).resolves.toEqual(ENGLISH_SIGN_IN);
    const chinese = await browserIn('zh-CN');
    await chinese.goto(`${hub.url}/sso`);
    await expect(signInPage(chinese)).resolves.toEqual(CHINESE_SIGN_IN);
  });

  it('a language parameter wins over the browser; the saved choice wins over both', async () => {
    const page = await browserIn('zh-CN');
    await page.goto(`${hub.url}/sso?language=en-US`);
    await expect(signInPage(page)).resolves.toEqual(ENGLISH_SIGN_IN);
    await page.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.goto(`${hub.url}/sso?language=en-US`);
    await expect(signInPage(page)).resolves.toEqual(CHINESE_SIGN_IN);
  });
});

describe('the language is carried to a child app and back (product.md §2.4)', () => {
  it('chose English at the hub: the DEMO_REMOTE child on another host and port opens in English', async () => {
    // A Chinese browser: only the carried choice can make the child English.
    const page = await browserIn('zh-CN');
    await page.goto(`${hub.url}/sso`);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await fillSignIn(page, 'H001', 'frontdesk');
    await page.waitForURL(`${hub.url}/apps`);

    const remote = `${frontUrl}/examples/child-app/remote/`;
    await page.goto(remote);
    await page.locator('[data-nav=dashboard]').waitFor();
    // Adopted as the child's own choice: not a locked link, so the address is clean and a
    // reload keeps English.
    expect(page.url()).toBe(remote);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en-US');
    await expect(page.locator('[data-nav=dashboard]').textContent()).resolves.toBe('Dashboard');
    await page.reload();
    await page.locator('[data-nav=dashboard]').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en-US');
  });
});

describe('the elements carry their language to the hub (elements README "Embed Portico on your site")', () => {
  it('an embed with locale="en-US" leads a zh-CN browser to the English hub sign-in', async () => {
    const page = await browserIn('zh-CN');
    await page.goto(`${frontUrl}/embed-en`);
    const signIn = page.locator('portico-user-bar [part~=sign-in]');
    await expect(signIn.textContent()).resolves.toBe('Sign in');
    await signIn.click();
    await page.waitForURL((url) => url.href.startsWith(`${hub.url}/sso?`));
    expect(new URL(page.url()).searchParams.get('language')).toBe('en-US');
    await expect(signInPage(page)).resolves.toEqual(ENGLISH_SIGN_IN);
  });

  it('an element without locale speaks its page lang, else the browser language', async () => {
    const chineseBrowser = await browserIn('zh-CN');
    await chineseBrowser.goto(`${frontUrl}/page-en`);
    const signIn = chineseBrowser.locator('portico-user-bar [part~=sign-in]');
    await expect(signIn.textContent()).resolves.toBe('Sign in');
    const englishBrowser = await browserIn('en-US');
    await englishBrowser.goto(`${frontUrl}/page-zh`);
    const zhSignIn = englishBrowser.locator('portico-user-bar [part~=sign-in]');
    await expect(zhSignIn.textContent()).resolves.toMatch(CJK);
    // No lang anywhere: the browser's language.
    await englishBrowser.goto(`${frontUrl}/page-none`);
    await expect(
      englishBrowser.locator('portico-user-bar [part~=sign-in]').textContent(),
    ).resolves.toBe('Sign in');
  });
});

describe('OIDC and CAS sign-ins carry the language (server README "OpenID Connect", "CAS")', () => {
  it('ui_locales=en-US gives a zh-CN browser the English hub sign-in', async () => {
    const admin = await (
      await fetch(`${hub.url}/uc/sso/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
      })
    ).json();
    const callback = `${frontUrl}/callback`;
    const saved = await (
      await fetch(`${hub.url}/uc/apply/oidc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: admin.retVal.jwtToken },
        body: JSON.stringify({
          appCode: 'GC',
          public: true,
          redirectUris: [callback],
          postLogoutRedirectUris: [`${frontUrl}/`],
          scopes: ['openid', 'profile'],
        }),
      })
    ).json();
    expect(saved.result).toBe(0);
    const verifier = randomBytes(32).toString('base64url');
    const auth = new URL(`http://localhost:${hub.port}/oidc/auth`);
    for (const [name, value] of Object.entries({
      client_id: 'GC',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: callback,
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ui_locales: 'en-US',
    }))
      auth.searchParams.set(name, value);
    const page = await browserIn('zh-CN');
    await page.goto(auth.href);
    await page.waitForURL((url) => url.pathname === '/sso' && url.searchParams.has('oidc'));
    await expect(signInPage(page)).resolves.toEqual(ENGLISH_SIGN_IN);
  });

  it('the CAS locale gives a zh-CN browser the English hub sign-in', async () => {
    const page = await browserIn('zh-CN');
    const service = `${frontUrl}/examples/child-app/remote/`;
    await page.goto(`${hub.url}/cas/login?service=${encodeURIComponent(service)}&locale=en`);
    await page.waitForURL((url) => url.pathname === '/sso' && url.searchParams.has('cas'));
    await expect(signInPage(page)).resolves.toEqual(ENGLISH_SIGN_IN);
  });
});

describe('a newcomer walks Getting started in en-US (README "Set up", Getting started)', () => {
  it('meets no Chinese text from the sign-in page through the launcher, the shell, the console and both demo child apps', async () => {
    const page = await browserIn('en-US');
    const seen: Record<string, string[]> = {};
    const scan = async (name: string) => {
      seen[name] = await chineseOn(page);
    };
    // "Sign in at http://localhost:8080 as unit PLATFORM, user admin."
    await page.goto(`${hub.url}/`);
    await signInPage(page);
    await scan('sign-in');
    await fillSignIn(page, 'PLATFORM', 'admin');
    await page.waitForURL(`${hub.url}/apps`);
    await page.getByRole('link').first().waitFor();
    await scan('launcher');
    await page.goto(`${hub.url}/blank`);
    await page.getByRole('button', { name: 'Operations' }).waitFor();
    await scan('shell');
    await page.goto(`${hub.url}/user/user-list`);
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await scan('console users');
    for (const [name, address] of [
      ['DEMO_CHILD', `${frontUrl}/examples/child-app/`],
      ['DEMO_REMOTE', `${frontUrl}/examples/child-app/remote/`],
    ]) {
      await page.goto(`${hub.url}/sso?appCode=${name}&redirect=${encodeURIComponent(address!)}`);
      await page.locator('[data-nav=dashboard]').waitFor();
      await scan(name!);
    }
    expect(seen).toEqual({
      'sign-in': [],
      launcher: [],
      shell: [],
      'console users': [],
      DEMO_CHILD: [],
      DEMO_REMOTE: [],
    });
  });
});
