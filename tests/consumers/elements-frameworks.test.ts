import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/browser';
import { LOGIN_RESULT } from './login-result';

/**
 * A fresh React 19 app and a fresh Vue 3 app built from the `npm pack` tarballs of @portico/sdk
 * and @portico/elements (their `dist` built first), in a folder outside the workspace: each
 * type-checks its use of the typed API with `strict` and `skipLibCheck: false`, builds with Vite
 * in production mode and renders the elements in Chromium (packages/elements/README.md,
 * "Typed tags and events", "Use from React", "Embed Portico on your site").
 */
const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

/** The workspace's own version of a package, so npm's cache serves it. */
function pinned(name: string): string {
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json has no ${name}`);
  return version;
}

// An address nothing answers on: signed out, the elements make no call before Sign in.
const HUB = 'http://127.0.0.1:9';
const APP_CODE = 'crm';

let root = '';
let tarballs: string[] = [];
let browser: Browser;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'portico-frameworks-'));
  tarballs = [];
  for (const pkg of ['sdk', 'elements']) {
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', root], {
      cwd: path.join(repo, 'packages', pkg),
    });
    const packed = (JSON.parse(stdout) as { filename: string }[])[0];
    if (!packed) throw new Error(`npm pack printed no package: ${stdout}`);
    tarballs.push(path.join(root, packed.filename));
  }
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** Writes `files` (relative path → text) into a new app folder and installs its dependencies. */
async function createApp(
  name: string,
  dependencies: Record<string, string>,
  files: Record<string, string>,
): Promise<string> {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const deps = Object.fromEntries(tarballs.map((t) => [tarballName(t), `file:${t}`]));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name,
      private: true,
      type: 'module',
      dependencies: { ...deps, ...dependencies },
    }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir });
  return dir;
}

function tarballName(file: string): string {
  return path.basename(file).startsWith('portico-sdk-') ? '@portico/sdk' : '@portico/elements';
}

/** `tsc --noEmit` of the app's own TypeScript; its output (empty when clean). */
async function typeCheck(dir: string): Promise<string> {
  const tsc = path.join(dir, 'node_modules/typescript/bin/tsc');
  const result = await run(process.execPath, [tsc, '-p', dir, '--noEmit']).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  return result.stdout;
}

/** `vite build` with the app's own Vite, in production mode. */
async function viteBuild(dir: string): Promise<void> {
  const vite = path.join(dir, 'node_modules/vite/bin/vite.js');
  await run(process.execPath, [vite, 'build', '--mode', 'production', '--logLevel', 'warn'], {
    cwd: dir,
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** A static server of `dir` on a free port. */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dir)) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

/** Loads the built app and runs `check` on the page; page errors fail the test. */
async function inBrowser(dir: string, check: (page: Page) => Promise<void>): Promise<string[]> {
  const { url, server } = await serve(path.join(dir, 'dist'));
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await check(page);
  } finally {
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return errors;
}

const TSCONFIG = (extra: Record<string, unknown>, include: string[]) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      // What a Vite template declares: CSS and asset imports (TypeScript 6 checks side-effect imports).
      types: ['vite/client'],
      ...extra,
    },
    include,
  });

const INDEX_HTML =
  '<!doctype html><html><body><div id="app"></div><script type="module" src="/src/main.ts"></script></body></html>';

/** A plain listener, typed by the `HTMLElementEventMap` augmentation: `detail` is `undefined`. */
const PLAIN_LISTENER = `
const bar = document.querySelector('portico-user-bar');
bar?.addEventListener('portico-logged-out', (e) => {
  const detail: undefined = e.detail;
  console.log(detail);
});
document.addEventListener('portico-unread-change', (e) => console.log(e.detail.count));
`;

/**
 * An app's aggressive global stylesheet (README "Use from React"): its tag rules must not reach
 * the components, and its class names are the components' own utility names.
 */
const HOST_CSS = `
button, div, span { padding: 31px; margin: 13px; text-transform: uppercase; }
button { background: rgb(0, 255, 0); border: 7px dashed rgb(128, 0, 128); color: rgb(255, 0, 0); }
.flex { display: none; }
`;

const SSR_COMPONENTS = [
  'UserBar',
  'AppPopover',
  'MessageBell',
  'NoticeStack',
  'SystemTips',
  'PasswordModal',
  'RepeatLoginModal',
];

/** Run with Node in the React app: imports each entry, then renders each component to a string. */
const SSR_SCRIPT = `
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
const globals = ['window', 'document', 'HTMLElement', 'customElements', 'location'];
const entries = {};
for (const entry of ['@portico/elements', '@portico/elements/define', '@portico/elements/ui', '@portico/elements/standalone']) {
  entries[entry] = await import(entry).then(() => 'ok', (error) => String(error));
}
const elements = await import('@portico/elements');
const html = {};
for (const name of ${JSON.stringify(SSR_COMPONENTS)}) {
  html[name] = renderToString(
    createElement(elements[name], { hubUrl: '${HUB}', appCode: '${APP_CODE}', locale: 'en-US' }),
  );
}
const dom = globals.filter((name) => name in globalThis);
console.log(JSON.stringify({ entries, html, dom }));
`;

describe('a React 19 app built from the packed tarballs', () => {
  let dir = '';
  let built: Promise<void> | undefined;
  const buildOnce = () => (built ??= viteBuild(dir));
  beforeAll(async () => {
    dir = await createApp(
      'react-app',
      {
        react: pinned('react'),
        'react-dom': pinned('react-dom'),
        '@types/react': pinned('@types/react'),
        '@types/react-dom': pinned('@types/react-dom'),
        vite: pinned('vite'),
        '@vitejs/plugin-react': pinned('@vitejs/plugin-react'),
        typescript: pinned('typescript'),
      },
      {
        'index.html': INDEX_HTML.replace('main.ts', 'main.tsx'),
        'tsconfig.json': TSCONFIG({ jsx: 'react-jsx' }, ['src']),
        'vite.config.ts': [
          "import react from '@vitejs/plugin-react';",
          "import { defineConfig } from 'vite';",
          'export default defineConfig({ plugins: [react()] });',
        ].join('\n'),
        // Loaded after the package's stylesheet, unlayered: it would win any tie it could.
        'src/host.css': HOST_CSS,
        'src/main.tsx': `/// <reference types="@portico/elements/jsx" />
import '@portico/elements/styles.css';
import './host.css';
import '@portico/elements/define';
import { configure, UserBar, type UnreadChangeDetail } from '@portico/elements';
import { createPortico, type LoginResult } from '@portico/sdk';
import { createRoot } from 'react-dom/client';

// README "One SDK per page": the app's own client, given to a component and an element.
const appClient = createPortico({ origin: '${HUB}', appCode: '${APP_CODE}', locale: 'en-US' });
const login: LoginResult = ${JSON.stringify(LOGIN_RESULT)};
const pageWindow = window as unknown as Record<string, () => void>;
pageWindow.signInApp = () => appClient.startSession(login);
// configure() through the React entry, after the first render: /define's elements follow it.
pageWindow.configureAndSignIn = () =>
  configure({ apiBase: '${HUB}', appCode: '${APP_CODE}', locale: 'en-US', live: false }).startSession(login);

function App() {
  return (
    <>
      <div id="app-component"><UserBar client={appClient} locale="en-US" /></div>
      <portico-user-bar id="app-element" client={appClient} locale="en-US" />
      <div id="default-component"><UserBar locale="en-US" /></div>
      <portico-user-bar id="default-element" locale="en-US" />
      <div id="host-box" className="sr-only border">the host's own box</div>
      <div id="component">
        <UserBar hubUrl="${HUB}" appCode="${APP_CODE}" locale="en-US" onLoggedOut={(e) => console.log(e.detail)} />
      </div>
      <portico-user-bar id="element" hub-url="${HUB}" app-code="${APP_CODE}" locale="en-US" />
      <portico-message-bell
        locale="en-US"
        onportico-unread-change={(e: CustomEvent<UnreadChangeDetail>) => console.log(e.detail.count)}
      />
    </>
  );
}
${PLAIN_LISTENER}
createRoot(document.getElementById('app')!).render(<App />);
`,
      },
    );
  }, 300_000);

  it('type-checks with strict and skipLibCheck: false', async () => {
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  // README "Server rendering": every entry imports in plain Node (Next.js, Remix, Astro), and the
  // React components render to HTML there, with no DOM at all.
  it('imports every entry in plain Node and renders each component with react-dom/server', async () => {
    writeFileSync(path.join(dir, 'ssr.mjs'), SSR_SCRIPT);
    const { stdout } = await run(process.execPath, ['ssr.mjs'], { cwd: dir });
    const result = JSON.parse(stdout) as {
      entries: Record<string, string>;
      html: Record<string, string>;
      dom: string[];
    };
    expect(result.entries).toEqual({
      '@portico/elements': 'ok',
      '@portico/elements/define': 'ok',
      '@portico/elements/ui': 'ok',
      '@portico/elements/standalone': 'ok',
    });
    // Importing defined no DOM globals of its own (registration waits for a browser).
    expect(result.dom).toEqual([]);
    expect(Object.keys(result.html).sort()).toEqual([...SSR_COMPONENTS].sort());
    expect(result.html.UserBar).toContain('Sign in');
    expect(result.html.MessageBell).toContain('aria-label="Messages"');
    expect(result.html.AppPopover).toContain('<button');
  }, 60_000);

  it('builds with Vite and renders the element and the styled React component in Chromium', async () => {
    await buildOnce();
    const errors = await inBrowser(dir, async (page) => {
      const signIn = page.locator('#element').getByRole('button', { name: 'Sign in' });
      await signIn.waitFor();
      expect(await page.locator('#element').evaluate((el) => el.shadowRoot !== null)).toBe(true);
      // The React component renders in the page's DOM; its colour comes only from the
      // package's stylesheet (the theme's primary, #2563eb), a plain button is black.
      const componentSignIn = page.locator('#component').getByRole('button', { name: 'Sign in' });
      await componentSignIn.waitFor();
      expect(await componentSignIn.evaluate((el) => getComputedStyle(el).color)).toBe(
        'rgb(37, 99, 235)',
      );
      // The app's tag and class rules do not reach the component (its own reset and scope)...
      const look = await componentSignIn.evaluate((el) => {
        const style = getComputedStyle(el);
        const base = getComputedStyle(el.closest('[part~="base"]')!);
        return {
          background: style.backgroundColor,
          border: style.borderTopWidth,
          transform: style.textTransform,
          baseDisplay: base.display,
          baseMargin: base.marginTop,
        };
      });
      expect(look).toEqual({
        background: 'rgba(0, 0, 0, 0)',
        border: '0px',
        transform: 'none',
        baseDisplay: 'flex',
        baseMargin: '0px',
      });
      // ...and the package's utilities do not reach the app's own `sr-only border` box.
      const hostBox = await page.locator('#host-box').evaluate((el) => {
        const style = getComputedStyle(el);
        return { position: style.position, border: style.borderTopWidth };
      });
      expect(hostBox).toEqual({ position: 'static', border: '0px' });
    });
    expect(errors).toEqual([]);
  }, 180_000);

  // README "One SDK per page": /define and the React entry on one page share the client, its
  // signals and configure(): a sign-in through either shows in both without a reload.
  it('/define and the React entry share one client: the app’s own and the configured one', async () => {
    await buildOnce();
    const errors = await inBrowser(dir, async (page) => {
      const bars = (ids: string[]) => ids.map((id) => page.locator(`#${id}`));
      const signedIn = (bar: ReturnType<Page['locator']>) =>
        bar.locator('[part~="user"]').getByText(LOGIN_RESULT.username).waitFor();
      const notSignedIn = (bar: ReturnType<Page['locator']>) =>
        bar.getByText('Not signed in').waitFor();
      const appBars = bars(['app-component', 'app-element']);
      const defaultBars = bars(['default-component', 'default-element']);
      for (const bar of [...appBars, ...defaultBars]) await notSignedIn(bar);
      await page.evaluate(() => (window as unknown as Record<string, () => void>).signInApp!());
      for (const bar of appBars) await signedIn(bar);
      for (const bar of defaultBars) await notSignedIn(bar);
      await page.evaluate(() =>
        (window as unknown as Record<string, () => void>).configureAndSignIn!(),
      );
      for (const bar of defaultBars) await signedIn(bar);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    });
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('a Vue 3 app built from the packed tarballs, without React of its own', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await createApp(
      'vue-app',
      {
        vue: pinned('vue'),
        vite: pinned('vite'),
        // Not in the workspace: the first release line whose peers include Vite 8.
        '@vitejs/plugin-vue': '6.0.11',
        typescript: pinned('typescript'),
      },
      {
        'index.html': INDEX_HTML,
        'tsconfig.json': TSCONFIG({}, ['src']),
        'vite.config.ts': [
          "import vue from '@vitejs/plugin-vue';",
          "import { defineConfig } from 'vite';",
          'export default defineConfig({',
          "  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portico-') } } })],",
          '});',
        ].join('\n'),
        'src/main.ts': `/// <reference types="@portico/elements/vue" />
import '@portico/elements/standalone';
import { createPortico, setDefaultPortico } from '@portico/sdk';
import { createApp, h, type GlobalComponents } from 'vue';

// The app's own client, from its own copy of the SDK (the standalone script holds another):
// one bar gets it as \`client\`, the other finds it as the page's default client.
const appClient = createPortico({ origin: '${HUB}', appCode: '${APP_CODE}', locale: 'en-US' });
setDefaultPortico(appClient);
const result: Parameters<typeof appClient.startSession>[0] = ${JSON.stringify(LOGIN_RESULT)};
(window as unknown as { signIn: () => void }).signIn = () => appClient.startSession(result);

// The props Volar checks a template against, from @portico/elements/vue.
type BarProps = InstanceType<GlobalComponents['portico-user-bar']>['$props'];
const props: BarProps = { hubUrl: '${HUB}', appCode: '${APP_CODE}', locale: 'en-US' };

createApp({
  render: () => [
    h('portico-user-bar', {
      id: 'element',
      'hub-url': props.hubUrl,
      'app-code': props.appCode,
      locale: props.locale,
    }),
    h('portico-user-bar', { id: 'app-bar', client: appClient, locale: 'en-US' }),
    h('portico-user-bar', { id: 'default-bar', locale: 'en-US' }),
  ],
}).mount('#app');
${PLAIN_LISTENER}
`,
      },
    );
    // Built once for every test below.
    await viteBuild(dir);
  }, 300_000);

  it('type-checks with strict and skipLibCheck: false', async () => {
    expect(await typeCheck(dir)).toBe('');
  }, 120_000);

  it('builds with Vite and renders the element in Chromium', async () => {
    const errors = await inBrowser(dir, async (page) => {
      await page.locator('#element').getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await page.locator('#element').evaluate((el) => el.shadowRoot !== null)).toBe(true);
    });
    expect(errors).toEqual([]);
  }, 180_000);

  // README "One SDK per page": the app signs in with its own client; both bars follow at once.
  it('the app signs in with its own client: a bar given it and a bar on the default client update without reload', async () => {
    const errors = await inBrowser(dir, async (page) => {
      const appBar = page.locator('#app-bar');
      const defaultBar = page.locator('#default-bar');
      await appBar.getByText('Not signed in').waitFor();
      await defaultBar.getByText('Not signed in').waitFor();
      await page.evaluate(() => (window as unknown as { signIn: () => void }).signIn());
      await appBar.locator('[part~="user"]').getByText(LOGIN_RESULT.username).waitFor();
      await defaultBar.locator('[part~="user"]').getByText(LOGIN_RESULT.username).waitFor();
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    });
    expect(errors).toEqual([]);
  }, 60_000);
});
