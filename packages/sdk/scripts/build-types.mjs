// Bundles the public declarations (dts.config.cjs) and gives the CJS build its own copies.
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js');
execFileSync(process.execPath, [cli, '--silent', '--config', 'dts.config.cjs'], {
  stdio: 'inherit',
});
for (const name of ['index', 'messaging']) {
  copyFileSync(`dist/${name}.d.ts`, `dist/${name}.d.cts`);
}
