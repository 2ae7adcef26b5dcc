/**
 * Real-browser check of the standalone bundle: serves examples/ at /examples/ and
 * dist/standalone/ at /elements/ (the server's layout), signs a fake user in through the
 * shared session (cookie + localStorage), and screenshots the plain-HTML example signed in,
 * then after clicking logout. Prints the computed styles that prove Tailwind applies inside
 * the shadow root. Run after the build: `npx tsx packages/elements/scripts/screenshot.ts [outDir]`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../../..');
const outDir = resolve(process.argv[2] ?? '/tmp');
const mounts: Record<string, string> = {
  '/elements/': join(repo, 'packages/elements/dist/standalone'),
  '/examples/': join(repo, 'examples'),
};
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  for (const [prefix, dir] of Object.entries(mounts)) {
    if (!path.startsWith(prefix)) continue;
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(dir)) break;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) break;
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const session = {
  userCode: 'frontdesk',
  username: 'Front Desk',
  unitId: 'u-h001',
  unitCode: 'H001',
  unitName: 'Harbour View Hotel',
  deptName: 'Front Office',
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const context = await browser.newContext({
    viewport: { width: 1100, height: 520 },
    deviceScaleFactor: 2,
  });
  await context.addCookies([{ name: 'portico_token', value: 'fake-token', url: origin }]);
  const page = await context.newPage();
  page.on('console', (msg) => console.log(`[page ${msg.type()}] ${msg.text()}`));
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
  await page.goto(`${origin}/examples/plain-html/`);
  // English texts: this machine may lack CJK fonts for the zh-CN default.
  await page.evaluate((value) => {
    localStorage.setItem('portico.session', value);
    localStorage.setItem('portico.locale', 'en-US');
  }, JSON.stringify(session));
  await page.reload();
  const bar = page.locator('portico-user-bar');
  await bar.getByText('Harbour View Hotel').waitFor();

  // No named functions inside evaluate: tsx's keepNames would reference a missing `__name`.
  const styles = await bar.evaluate((host) => {
    const root = host.shadowRoot!;
    const wanted = {
      base: ['display', 'box-shadow', 'border-radius', 'padding', 'gap', 'font-family'],
      avatar: ['border-radius', 'background-color', 'width', 'color'],
      'logout-button': ['border-radius', 'border-color', 'font-size'],
    };
    const result: Record<string, unknown> = { adoptedSheets: root.adoptedStyleSheets.length };
    for (const [name, props] of Object.entries(wanted)) {
      const style = getComputedStyle(root.querySelector(`[part~="${name}"]`)!);
      result[name] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
    }
    return result;
  });
  console.log(JSON.stringify(styles, null, 2));
  await page.screenshot({ path: join(outDir, 'user-bar-page.png') });
  await bar.screenshot({ path: join(outDir, 'user-bar.png') });

  const events: string[] = [];
  await page.exposeFunction('recordEvent', (name: string) => events.push(name));
  await page.evaluate(() => {
    const page = window as unknown as { recordEvent(name: string): void };
    for (const name of ['portico-logout', 'portico-logged-out']) {
      document.addEventListener(name, (event) =>
        page.recordEvent(`${name} (target ${(event.target as Element).localName})`),
      );
    }
  });
  await Promise.all([page.waitForURL(`${origin}/login`), bar.getByRole('button').click()]);
  console.log('events:', events);
  console.log('after logout:', page.url(), await context.cookies());

  await page.goto(`${origin}/examples/plain-html/`);
  await bar.getByText('Not signed in').waitFor();
  await bar.screenshot({ path: join(outDir, 'user-bar-signed-out.png') });
  console.log(`screenshots in ${outDir}`);
} finally {
  await browser.close();
  server.close();
}
