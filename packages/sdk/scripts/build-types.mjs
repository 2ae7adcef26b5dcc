// The public declarations: one file per source module in dist/decl, so each declaration ships
// once however many entries reach it, and one small file per entry and module system pointing
// into it (see "Declarations" below).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const DECL = 'dist/decl';

/** The entries of package.json `exports`, by the name of their files in dist. */
export const ENTRIES = {
  index: 'index',
  contract: 'contract/index',
  hub: 'hub',
  internal: 'internal',
  messaging: 'messaging/index',
  'stomp-frames': 'stomp-frames',
};

/**
 * @stomp/stompjs declares its types as ES modules only, so a CommonJS declaration may not
 * `require` them (TS1479). Its types are only types here: they are read as a type-only import in
 * import resolution mode.
 */
export function toCjsDeclarations(text) {
  return text.replace(
    /^import (?:type )?\{([^}]*)\} from '(@stomp\/stompjs)';$/gm,
    "import type {$1} from '$2' with { 'resolution-mode': 'import' };",
  );
}

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(file);
    else if (file.endsWith('.d.ts')) yield file;
  }
}

rmSync(DECL, { recursive: true, force: true });
execFileSync(
  process.execPath,
  [tsc, '-p', 'tsconfig.dts.json', '--outDir', DECL, '--declaration', '--emitDeclarationOnly'],
  { stdio: 'inherit' },
);
/** tsc indents by four spaces; two read as well and keep the installed package under 1.5 MB. */
export function halveIndent(text) {
  return text.replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
}

for (const file of declarationFiles(DECL)) {
  writeFileSync(file, halveIndent(toCjsDeclarations(readFileSync(file, 'utf8'))));
}
/*
 * Declarations: the per-module files are CommonJS declarations (their own package.json says so),
 * which both module systems may read: a `.d.cts` entry re-exports them as CommonJS to CommonJS,
 * a `.d.ts` entry as an ES module importing CommonJS (named exports, as Node's ESM reads them).
 * Their relative imports keep no extension, which only CommonJS resolution accepts.
 */
writeFileSync(join(DECL, 'package.json'), '{ "type": "commonjs" }\n');
for (const [name, module] of Object.entries(ENTRIES)) {
  const text = `export * from './decl/${module}';\n`;
  writeFileSync(`dist/${name}.d.ts`, text.replace(`/${module}'`, `/${module}.js'`));
  // `/internal` has no CommonJS build (vite.config.ts), so no CommonJS declarations either.
  if (name !== 'internal') writeFileSync(`dist/${name}.d.cts`, text);
}
