import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The compiled server that `npm start` runs with plain node. */
export const SERVER_ENTRY = 'packages/server/dist/main.js';

/**
 * What the server runs and serves; if any is missing, the test and bench fixtures run the full
 * `npm run build` first (`npm start` builds only what it serves: serve-build.ts).
 */
const outputs = [
  'packages/sdk/dist/index.js',
  'packages/elements/dist/standalone/portico-elements.js',
  'packages/console/dist/index.html',
  'examples/child-app/dist/index.html',
  'examples/child-app/dist/remote/index.html',
  SERVER_ENTRY,
];

export function buildIfMissing(): void {
  const missing = outputs.filter((file) => !existsSync(`${repoRoot}/${file}`));
  if (missing.length > 0) {
    console.log(`Building (missing: ${missing.join(', ')})…`);
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
    return;
  }
  if (serverSourcesChanged()) {
    console.log('Rebuilding the server (its sources changed)…');
    execSync('npm run build -w @portico/server', { cwd: repoRoot, stdio: 'inherit' });
  }
}

/**
 * A server source edited since the last build would otherwise run stale; its bundle takes a
 * second to rebuild, so it is rebuilt rather than trusted.
 */
export function serverSourcesChanged(): boolean {
  const entry = `${repoRoot}/${SERVER_ENTRY}`;
  if (!existsSync(entry)) return true;
  return newestChange(`${repoRoot}/packages/server/src`) > statSync(entry).mtimeMs;
}

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    newest = Math.max(newest, statSync(join(dir, entry)).mtimeMs);
  }
  return newest;
}
