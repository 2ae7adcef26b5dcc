// Bundles the declarations of each entry into one file (dts.config.cjs): dist/types keeps
// tsc's extensionless relative imports, which node16 and nodenext consumers cannot resolve.
// Needs the SDK's own bundled declarations (packages/sdk/dist/*.d.ts) built first.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js');
execFileSync(process.execPath, [cli, '--silent', '--config', 'dts.config.cjs'], {
  stdio: 'inherit',
});
