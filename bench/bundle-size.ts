import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildIfMissing, repoRoot } from '../scripts/build-if-missing';

/**
 * Bundle sizes (raw and gzip) of what Portico ships, beside a baseline measured in the same run:
 * React + ReactDOM's own production files, the floor a React-based element bundle would carry
 * (the elements run on Preact).
 */
function size(files: string[]) {
  const buffers = files.map((file) => readFileSync(file));
  const raw = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  const gzip = buffers.reduce((sum, buffer) => sum + gzipSync(buffer, { level: 9 }).length, 0);
  return { raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const inDir = (dir: string, ext: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .map((f) => join(dir, f))
    : [];

export function bundleSizes() {
  buildIfMissing();
  const nm = join(repoRoot, 'node_modules');
  const rows: [string, string[]][] = [
    [
      'baseline: react + react-dom (production)',
      [
        join(nm, 'react/cjs/react.production.js'),
        join(nm, 'react-dom/cjs/react-dom-client.production.js'),
      ],
    ],
    ['@portico/sdk dist/index.js', [join(repoRoot, 'packages/sdk/dist/index.js')]],
    [
      // The entry, Preact's core inside it: what it runs before anything lazy.
      '@portico/elements standalone (entry)',
      [join(repoRoot, 'packages/elements/dist/standalone/portico-elements.js')],
    ],
    ['@portico/console js', inDir(join(repoRoot, 'packages/console/dist/assets'), '.js')],
    ['@portico/console css', inDir(join(repoRoot, 'packages/console/dist/assets'), '.css')],
  ];
  console.log('bundle sizes');
  console.log(`${'what'.padEnd(44)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
  for (const [name, files] of rows) {
    const present = files.filter((file) => existsSync(file));
    if (present.length === 0) {
      console.log(`${name.padEnd(44)}${'missing'.padStart(12)}`);
      continue;
    }
    const { raw, gzip } = size(present);
    console.log(`${name.padEnd(44)}${kb(raw).padStart(12)}${kb(gzip).padStart(12)}`);
  }
}
