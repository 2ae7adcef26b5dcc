import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from '../scripts/build-if-missing';

/**
 * Minified + gzip size of what a child app pays for single sign-on: the SDK's core entry
 * (createPortico alone, tree-shaken) and the whole package, beside keycloak-js and
 * oidc-client-ts built the same way (Vite, every dependency bundled, minified) in this run.
 */
const cases: [string, string][] = [
  ['@portico/sdk core (createPortico)', `export { createPortico } from '@portico/sdk';`],
  [
    '@portico/sdk full package',
    `export * from '@portico/sdk'; export * from '@portico/sdk/messaging';`,
  ],
  ['baseline: keycloak-js', `export { default } from 'keycloak-js';`],
  ['baseline: oidc-client-ts', `export * from 'oidc-client-ts';`],
];

export async function sdkSizes() {
  const work = join(repoRoot, 'node_modules/.cache/bench-sdk');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  console.log('\nSDK size (minified, all dependencies bundled)');
  console.log(`${'what'.padEnd(40)}${'min'.padStart(12)}${'min+gzip'.padStart(12)}`);
  for (const [i, [name, source]] of cases.entries()) {
    const entry = join(work, `entry-${i}.js`);
    writeFileSync(entry, source);
    await build({
      configFile: false,
      logLevel: 'silent',
      root: work,
      resolve: { conditions: ['source', 'module', 'browser', 'import', 'default'] },
      build: {
        outDir: join(work, `out-${i}`),
        minify: true,
        lib: { entry, formats: ['es'], fileName: 'bundle' },
      },
    });
    const code = readFileSync(join(work, `out-${i}`, 'bundle.js'));
    const gzip = gzipSync(code, { level: 9 }).length;
    console.log(`${name.padEnd(40)}${kb(code.length).padStart(12)}${kb(gzip).padStart(12)}`);
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
