import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { repoRoot } from './build-if-missing';

/** The documentation site's entry page, which the server serves at /docs/. */
export const DOCS_ENTRY = 'docs/.vitepress/dist/index.html';

/**
 * `npm start` serves the documentation site at /docs/; a fresh clone has not built it, so it is
 * built once here (`npm run docs:build`). A failed docs build does not stop the server: the rest
 * of the demo works without it, and /docs/ answers 404 until it is built.
 */
export function buildDocsIfMissing(): void {
  if (existsSync(`${repoRoot}/${DOCS_ENTRY}`)) return;
  console.log('Building the documentation site (docs/, served at /docs/)…');
  try {
    execSync('npm run docs:build', { cwd: repoRoot, stdio: 'inherit' });
  } catch {
    console.error('The documentation site did not build; /docs/ is not served.');
  }
}
