import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the first paint of the standalone elements script costs: shared by the bench
 * (elements-size.ts) and the size budget test (packages/elements/test-browser/first-paint.browser.ts).
 */

/** The issue #6 target for the first paint (bar + bell, React in), gzip. */
export const FIRST_PAINT_BUDGET = 90 * 1024;

/** Bytes after `gzip -9`. */
export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The entry and every chunk reachable through static `import … from` (not `import()`). */
export function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const statics = code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+)["']/g,
  );
  for (const [, spec] of statics) staticClosure(join(dirname(file), spec!), seen);
  return seen;
}

/** The gzip bytes a page loads before the first paint of the entry `file`. */
export function firstPaintSize(file: string): { bytes: number; files: number } {
  const files = [...staticClosure(file)];
  return { bytes: files.reduce((sum, f) => sum + gzipSize(f), 0), files: files.length };
}
