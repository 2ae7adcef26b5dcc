// Bundles the declarations of each entry into one file (dts.config.cjs): dist/types keeps
// tsc's extensionless relative imports, which node16 and nodenext consumers cannot resolve.
// Needs the SDK's own bundled declarations (packages/sdk/dist/*.d.ts) built first.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js');
execFileSync(process.execPath, [cli, '--silent', '--config', 'dts.config.cjs'], {
  stdio: 'inherit',
});

// The define entry registers the elements; its types are the main entry's (classes, tag and
// event maps) plus `window.Portico`, written against it rather than bundled a second time.
writeFileSync(
  'dist/define.d.ts',
  `import type { configure, porticoConfig } from './index.js';
export type { PorticoEventMap } from './index.js';

/** What a script-tag page finds on \`window.Portico\`. */
export interface PorticoGlobal {
  configure: typeof configure;
  config: typeof porticoConfig;
}

declare global {
  interface Window {
    Portico?: PorticoGlobal;
  }
}
`,
);
