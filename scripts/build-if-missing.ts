import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the server serves; if any is missing, `npm start` builds first. */
const outputs = [
  'packages/sdk/dist/index.js',
  'packages/elements/dist/standalone/portico-elements.js',
  'packages/console/dist/index.html',
  'examples/child-app/dist/index.html',
  'examples/child-app/dist/remote/index.html',
];

export function buildIfMissing(): void {
  const missing = outputs.filter((file) => !existsSync(`${repoRoot}/${file}`));
  if (missing.length === 0) return;
  console.log(`Building (missing: ${missing.join(', ')})…`);
  execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
}
