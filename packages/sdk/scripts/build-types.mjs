// Bundles the public declarations (dts.config.cjs) and gives the CJS build its own copies.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js');
// One compilation per entry: compiled together, the generator lost the messaging entry's
// declarations once the contract's message calls imported the messaging types.
const config = require('../dts.config.cjs');
const scratch = mkdtempSync(join(tmpdir(), 'portico-dts-'));
try {
  for (const entry of config.entries) {
    const single = join(scratch, 'dts.config.cjs');
    const absolute = (file) => resolve(file);
    writeFileSync(
      single,
      `module.exports = ${JSON.stringify({
        compilationOptions: {
          preferredConfigPath: absolute(config.compilationOptions.preferredConfigPath),
        },
        entries: [
          { ...entry, filePath: absolute(entry.filePath), outFile: absolute(entry.outFile) },
        ],
      })};`,
    );
    execFileSync(process.execPath, [cli, '--silent', '--config', single], { stdio: 'inherit' });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

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
