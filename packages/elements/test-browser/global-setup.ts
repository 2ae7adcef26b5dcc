import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const elements = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(elements, 'dist/standalone/portico-elements.js');
const sources = [join(elements, 'src'), join(elements, '../sdk/src')];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The tests load the standalone bundle a third-party page loads: build it when it is missing
 * or older than any source of the elements or the SDK.
 */
export default function setup(): void {
  const built = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  if (built > Math.max(...sources.map(newestSource))) return;
  execSync('npx vite build --config vite.standalone.config.ts --logLevel warn', {
    cwd: elements,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make the React plugin emit development JSX.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // The hash-named copy and its integrity file, as `npm run build` writes them.
  execSync('node scripts/standalone-integrity.mjs', { cwd: elements, stdio: 'inherit' });
}
