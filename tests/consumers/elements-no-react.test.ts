import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/browser';
import { LOGIN_RESULT as LOGIN } from './login-result';
import { createConsumer, installInto, packInto, repo, viteBuild } from './packed-consumer';

/**
 * packages/elements/README.md "Install": the custom elements run on Preact, so a framework-free
 * install gets no React. From the `npm pack` tarballs, in a folder outside the workspace: a Vue 3
 * app that imports `@portico/elements/define` (built by Vite) and a plain HTML page that loads
 * the installed standalone script. Neither the installed tree nor any script either page can
 * load holds React or ReactDOM, and in Chromium the elements render, follow a sign-in and open
 * their popover without touching the page's <body>.
 */

const lock = JSON.parse(readFileSync(path.join(repo, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const VUE = lock.packages['node_modules/vue']?.version;

// An address nothing answers on: the page's client never reaches a server.
const HUB = 'http://127.0.0.1:9';

/** Strings only React 19 and ReactDOM 19 hold (Preact's compat layer has neither). */
const REACT_MARKERS = [
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  'react.transitional.element',
];

let consumer = '';
let browser: Browser;
let vueDist = '';
let standalone = '';
let plainPage = '';

beforeAll(async () => {
  if (!VUE) throw new Error('package-lock.json has no vue');
  consumer = createConsumer('portico-no-react-');
  const sdk = await packInto(path.join(repo, 'packages/sdk'), consumer);
  const elements = await packInto(path.join(repo, 'packages/elements'), consumer);
  // What a Vue user installs: the two packages and Vue, nothing of React.
  await installInto(consumer, [`./${sdk}`, `./${elements}`, `vue@${VUE}`]);
  await viteBuild(
    consumer,
    'vue-app',
    `import '@portico/elements/define';
import { createPortico } from '@portico/sdk';
import { createApp, h } from 'vue';

const client = createPortico({ origin: '${HUB}', appCode: 'crm', locale: 'en-US' });
(window as unknown as { signIn: () => void }).signIn = () => client.startSession(${JSON.stringify(LOGIN)});
const root = document.createElement('div');
document.body.append(root);
createApp({ render: () => h('portico-user-bar', { id: 'bar', client, locale: 'en-US' }) }).mount(root);
`,
  );
  vueDist = path.join(consumer, 'vue-app/dist');
  standalone = path.join(consumer, 'node_modules/@portico/elements/dist/standalone');
  plainPage = path.join(consumer, 'plain-page');
  mkdirSync(plainPage);
  writeFileSync(
    path.join(plainPage, 'index.html'),
    `<!doctype html><html lang="en"><body><h1>Partner page</h1>
<portico-user-bar id="bar" locale="en-US"></portico-user-bar>
<script type="module" src="/elements/portico-elements.js"></script>
<script type="module">
const client = Portico.configure({ apiBase: '${HUB}', appCode: 'crm', locale: 'en-US', live: false });
window.signIn = () => client.startSession(${JSON.stringify(LOGIN)});
</script></body></html>`,
  );
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

/** Every installed package folder named `name`, nested ones included. */
function installed(name: string, dir = path.join(consumer, 'node_modules')): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = path.join(dir, entry.name);
    if (entry.name === name) found.push(child);
    if (entry.name.startsWith('@') || existsSync(path.join(child, 'node_modules'))) {
      found.push(
        ...installed(name, entry.name.startsWith('@') ? child : path.join(child, 'node_modules')),
      );
    }
  }
  return found;
}

/** The `.js` files under `dir` that hold a React marker. */
function withReact(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return REACT_MARKERS.some((marker) => text.includes(marker));
    });
}

/** Serves `page` at / and the installed standalone folder at /elements/. */
async function serve(page: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const [dir, rest] = pathname.startsWith('/elements/')
      ? [standalone, pathname.slice('/elements/'.length)]
      : [page, pathname === '/' ? 'index.html' : pathname.slice(1)];
    const file = path.join(dir, rest);
    if (!file.startsWith(dir) || !existsSync(file)) return void response.writeHead(404).end();
    const type = file.endsWith('.html') ? 'text/html' : 'text/javascript';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

/**
 * Signs in with the page's client: the bar shows the user at once; its user-info popover opens
 * with the unit, Escape closes it, and the page's <body> is as it was throughout.
 */
async function signInAndOpen(dir: string): Promise<{ errors: string[]; scripts: string[] }> {
  const { url, server } = await serve(dir);
  const page: Page = await browser.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(url);
    const bar = page.locator('#bar');
    await bar.getByText('Not signed in').waitFor();
    const body = () => page.evaluate(() => document.body.innerHTML);
    const before = await body();
    await page.evaluate(() => (window as unknown as { signIn: () => void }).signIn());
    await bar.locator('[part~="user"]').getByText('Front Desk').waitFor();
    await bar.locator('[part~="user-info-button"]').click();
    const info = bar.getByRole('dialog', { name: 'Account details' });
    await info.getByText('Harbour View Hotel').waitFor();
    expect(await body()).toBe(before);
    await page.keyboard.press('Escape');
    await expect.poll(() => info.count()).toBe(0);
    expect(await body()).toBe(before);
  } finally {
    await page.close();
    await new Promise((resolve) => server.close(resolve));
  }
  return { errors, scripts };
}

describe('a framework-free install of the packed elements: no React', () => {
  it('installs Preact, and no react or react-dom anywhere in the tree', () => {
    expect(installed('preact')).not.toEqual([]);
    expect(installed('react')).toEqual([]);
    expect(installed('react-dom')).toEqual([]);
  });

  it('neither the Vue app’s bundle nor the standalone folder holds React', () => {
    expect(readdirSync(vueDist, { recursive: true }).length).toBeGreaterThan(0);
    expect(withReact(vueDist)).toEqual([]);
    expect(withReact(standalone)).toEqual([]);
    // The markers do find React where it is: the check itself is sound.
    expect(withReact(path.join(repo, 'node_modules/react/cjs'))).not.toEqual([]);
  });

  it('a Vue 3 app with /define: the bar follows the app’s sign-in and opens its popover', async () => {
    const { errors } = await signInAndOpen(vueDist);
    expect(errors).toEqual([]);
  }, 60_000);

  it('a plain page with the standalone script: the same, its scripts all from /elements/', async () => {
    const { errors, scripts } = await signInAndOpen(plainPage);
    expect(errors).toEqual([]);
    expect(scripts[0]).toBe('/elements/portico-elements.js');
    expect(scripts.filter((script) => !script.startsWith('/elements/'))).toEqual([]);
  }, 60_000);
});
