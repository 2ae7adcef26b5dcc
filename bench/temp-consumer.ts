import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder outside the workspace with exact versions installed from the npm registry, as a
 * consumer gets them: bench-only libraries (Novu, Preact) never enter a package's dependencies.
 * Reused while its package.json asks for the same versions.
 */
export function tempConsumer(name: string, dependencies: Record<string, string>): string {
  const dir = join(tmpdir(), `portico-bench-${name}`);
  const manifest = JSON.stringify(
    { name: `portico-bench-${name}`, private: true, type: 'module', dependencies },
    null,
    2,
  );
  const file = join(dir, 'package.json');
  const installed = existsSync(join(dir, 'node_modules')) && existsSync(file);
  if (installed && readFileSync(file, 'utf8') === manifest) return dir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, manifest);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: dir,
    stdio: 'inherit',
  });
  return dir;
}
