// Bundles the declarations of each entry into one file (dts.config.cjs): dist/types keeps
// tsc's extensionless relative imports, which node16 and nodenext consumers cannot resolve.
// Needs the SDK's own bundled declarations (packages/sdk/dist/*.d.ts) built first.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('dts-bundle-generator/dist/bin/dts-bundle-generator.js');
execFileSync(process.execPath, [cli, '--silent', '--config', 'dts.config.cjs'], {
  stdio: 'inherit',
});

// React is a peer of the React components only: everything else (element classes, tag and
// event maps, details, configure) goes to dist/elements.d.ts, which names no React type, so a
// Vue or script-tag consumer type-checks without @types/react. dist/index.d.ts re-exports it
// and adds the components.
const bundle = readFileSync('dist/index.d.ts', 'utf8');
const component =
  /(?:\/\*\*(?:(?!\*\/)[\s\S])*?\*\/\n)?export declare function (\w+)\(.*\): import\("react"\)\.JSX\.Element;\n/g;
const components = [...bundle.matchAll(component)];
if (components.length === 0) throw new Error('dist/index.d.ts declares no React component');
const elements = bundle.replace(component, '');
if (/["']react["']/.test(elements)) throw new Error('dist/elements.d.ts still names React');
writeFileSync('dist/elements.d.ts', elements);
const props = components.map(([, name]) => `${name}Props`);
writeFileSync(
  'dist/index.d.ts',
  `export * from './elements.js';
import type { ${props.join(', ')} } from './elements.js';

${components.map(([text]) => text).join('\n')}`,
);

// The define entry registers the elements; its types are the React-free ones (classes, tag and
// event maps, details) plus `window.Portico`, whose declaration is taken from src/define.ts (its
// one source) and written against the bundled types rather than bundled again.
const define = readFileSync('src/define.ts', 'utf8');
const globalStart = define.indexOf('/** What a script-tag page finds on `window.Portico`. */');
const globalEnd = define.indexOf('\nif (typeof window');
if (globalStart < 0 || globalEnd < globalStart) {
  throw new Error('src/define.ts no longer declares PorticoGlobal before registering it');
}
writeFileSync(
  'dist/define.d.ts',
  `import type { configure, porticoConfig } from './elements.js';
export type * from './elements.js';

${define.slice(globalStart, globalEnd).trimEnd()}
`,
);
