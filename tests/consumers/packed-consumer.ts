import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * A consumer outside the workspace that installs packed (`npm pack`) tarballs, as users get
 * them, and builds pages with Vite in production mode: shared by the size bench and tests.
 */
const run = promisify(execFile);
export const repo = fileURLToPath(new URL('../..', import.meta.url));

/** A fresh consumer folder in the system's temp dir with `package.json`. */
export function createConsumer(prefix: string): string {
  const consumer = mkdtempSync(path.join(tmpdir(), prefix));
  writeFileSync(path.join(consumer, 'package.json'), '{ "name": "consumer", "private": true }');
  return consumer;
}

/** `npm pack` of a workspace package into the consumer; the tarball's file name. */
export async function packInto(packageDir: string, consumer: string): Promise<string> {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', consumer], {
    cwd: packageDir,
  });
  const packed = (JSON.parse(stdout) as { filename: string }[])[0];
  if (!packed) throw new Error(`npm pack printed no package: ${stdout}`);
  return packed.filename;
}

/** `npm install` of tarballs (`./x.tgz`) or registry specs into the consumer. */
export async function installInto(consumer: string, specs: string[]): Promise<void> {
  await run('npm', ['install', '--no-audit', '--no-fund', ...specs], { cwd: consumer });
}

/** Builds `main` as a page with Vite (production); every emitted file but the HTML. */
export async function viteBuild(
  consumer: string,
  name: string,
  main: string,
): Promise<Map<string, Buffer>> {
  const root = path.join(consumer, name);
  const outDir = path.join(root, 'dist');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'main.ts'), main);
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><script type="module" src="./main.ts"></script>',
  );
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: { outDir, emptyOutDir: true },
  });
  const files = new Map<string, Buffer>();
  for (const file of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || file.name.endsWith('.html')) continue;
    files.set(file.name, readFileSync(path.join(file.parentPath, file.name)));
  }
  return files;
}

/** Minified and gzip -9 bytes of every file of a build. */
export function sizes(files: Map<string, Buffer>): { min: number; gzip: number } {
  let min = 0;
  let gzip = 0;
  for (const content of files.values()) {
    min += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { min, gzip };
}

/**
 * The README's child quick start, copied verbatim from packages/sdk/README.md ("A child app, no
 * router"), so the figure is that of the text users copy; `renderApp` is the app's own.
 */
export function readmeQuickStart(): string {
  const readme = readFileSync(path.join(repo, 'packages/sdk/README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### A child app, no router'));
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no code block under "A child app, no router"');
  return `${block}\nfunction renderApp() {\n  document.body.append('ready');\n}\n`;
}
