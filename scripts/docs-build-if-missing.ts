import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './build-if-missing';
import { runQuietly, seconds } from './serve-build';

/** The documentation site's build, which the server serves at /docs/. */
export const DOCS_DIR = join(repoRoot, 'docs/.vitepress/dist');
const DOCS_ENTRY = join(DOCS_DIR, 'index.html');
/** Where VitePress writes, so that /docs/ keeps its placeholder until the whole site is there. */
const BUILDING_DIR = join(repoRoot, 'docs/.vitepress/dist-building');
/** Marks the placeholder page: a site that never finished building is built again. */
const PLACEHOLDER_MARK = '<!-- portico: documentation being built -->';

/** Whether /docs/ has no finished site: never built, or a build that did not finish. */
export function docsNeedBuilding(): boolean {
  return !existsSync(DOCS_ENTRY) || readFileSync(DOCS_ENTRY, 'utf8').includes(PLACEHOLDER_MARK);
}

/**
 * The page /docs/ answers while the site builds. It is written before the server starts, so the
 * server mounts /docs/ (it serves the folders that exist when it starts) and the finished site
 * replaces it in place.
 */
export function writeDocsPlaceholder(): void {
  mkdirSync(DOCS_DIR, { recursive: true });
  const page =
    `<!doctype html>${PLACEHOLDER_MARK}<html lang="en"><head><meta charset="utf-8">` +
    '<meta http-equiv="refresh" content="15"><title>Portico documentation</title></head>' +
    '<body><h1>The documentation is being built</h1><p>This first start builds the ' +
    'documentation site after the hub is up; it takes a minute or two. This page reloads itself.' +
    '</p><p>The same pages are in the repository under <code>docs/</code>.</p></body></html>\n';
  writeFileSync(DOCS_ENTRY, page);
  writeFileSync(join(DOCS_DIR, '404.html'), page);
}

/**
 * Builds the documentation site (`npm run docs:build`: the generated reference pages, then
 * VitePress) at low priority beside the running server, into a folder of its own that then
 * replaces the placeholder. One line when it is done; the tools' output only if it fails, and a
 * failed build leaves the placeholder (the next start tries again). Returns the running build so
 * that a stop can end it.
 */
export function buildDocsInBackground(log: (line: string) => void): { stop(): void } {
  const started = performance.now();
  const env = { ...process.env, NODE_ENV: 'production' };
  let current: ChildProcess | null = null;
  let stopped = false;
  // Each step's process runs at low priority: the hub answers first.
  const lowPriority = (child: ChildProcess) => {
    current = child;
    try {
      if (child.pid) setPriority(child.pid, 10);
    } catch {
      // Not permitted here: the build runs at normal priority.
    }
  };
  const steps = [
    ['--conditions=source', '--import', 'tsx', 'scripts/docs-generate.ts'],
    ['node_modules/vitepress/bin/vitepress.js', 'build', 'docs', '--outDir', BUILDING_DIR],
  ];
  const run = async () => {
    rmSync(BUILDING_DIR, { recursive: true, force: true });
    for (const args of steps) {
      if (stopped) return;
      await runQuietly('.', args, env, lowPriority);
    }
    if (stopped) return;
    rmSync(DOCS_DIR, { recursive: true, force: true });
    renameSync(BUILDING_DIR, DOCS_DIR);
    log(`Documentation site built in ${seconds(started)}, served at /docs/`);
  };
  void run().catch((error: unknown) => {
    if (stopped) return;
    log(error instanceof Error ? error.message : String(error));
    log(
      'The documentation site did not build; /docs/ shows a placeholder until a start builds it.',
    );
  });
  return {
    stop() {
      stopped = true;
      current?.kill('SIGTERM');
    },
  };
}
