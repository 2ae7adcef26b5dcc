// Bundles the public declarations (dts.config.cjs) and gives the CJS build its own copies.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js');
execFileSync(process.execPath, [cli, '--silent', '--config', 'dts.config.cjs'], {
  stdio: 'inherit',
});

/**
 * @stomp/stompjs declares its types as ES modules only, so a CommonJS `.cts` file under
 * TypeScript node16 may not `require` them (TS1479). Its types are only types here: the CJS copy
 * reads them as a type-only import in import resolution mode.
 */
export function toCjsDeclarations(text) {
  return text.replace(
    /^import \{([^}]*)\} from '(@stomp\/stompjs)';$/gm,
    "import type {$1} from '$2' with { 'resolution-mode': 'import' };",
  );
}

for (const name of ['index', 'contract', 'hub', 'internal', 'messaging', 'stomp-frames']) {
  writeFileSync(`dist/${name}.d.cts`, toCjsDeclarations(readFileSync(`dist/${name}.d.ts`, 'utf8')));
}
