// `npm pack` and `npm publish` ship package.json without the `source` export conditions: they
// name src/, which the workspace's own tools read (its bundlers and TypeScript resolve the
// `source` condition) but which the tarball leaves out. prepack strips them, postpack puts the
// workspace's package.json back.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const MANIFEST = 'package.json';
const SAVED = 'package.json.workspace';

/** `exports` without any `source` condition, at any depth. */
export function withoutSource(node) {
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([condition]) => condition !== 'source')
      .map(([condition, target]) => [condition, withoutSource(target)]),
  );
}

const step = process.argv[2];
if (step === 'strip') {
  const text = readFileSync(MANIFEST, 'utf8');
  const manifest = JSON.parse(text);
  const exports = withoutSource(manifest.exports);
  // Another pack running at the same time has stripped it already and keeps the original: the
  // workspace's manifest is never overwritten by a stripped one.
  if (JSON.stringify(exports) !== JSON.stringify(manifest.exports)) {
    if (!existsSync(SAVED)) writeFileSync(SAVED, text);
    writeFileSync(MANIFEST, `${JSON.stringify({ ...manifest, exports }, null, 2)}\n`);
  }
} else if (step === 'restore') {
  if (existsSync(SAVED)) renameSync(SAVED, MANIFEST);
} else {
  throw new Error(`usage: pack-manifest.mjs strip|restore (got ${step})`);
}
