// Builds the server to plain JavaScript for `npm start` (node, no transpiler at run time).
// esbuild bundles our own TypeScript into packages/server/dist; every npm package stays an import
// that Node resolves at run time from node_modules: @portico/sdk to its built dist (the `import`
// condition), drizzle-orm, PGlite and argon2 to their own files. The bundles sit directly in dist/,
// one folder below packages/server like src/, so src/paths.ts finds the repository, the drizzle
// migrations and the static folders from the built code exactly as from the sources.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

// Old bundles and chunks go; the type declarations tsc writes to dist/.types stay.
const dist = `${serverDir}/dist`;
const files = existsSync(dist) ? readdirSync(dist, { withFileTypes: true }) : [];
for (const file of files.filter((f) => f.isFile())) {
  if (/\.js(\.map)?$/.test(file.name)) rmSync(`${dist}/${file.name}`);
}

await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts', index: 'src/index.ts' },
  outdir: 'dist',
  // Shared code of main.js and index.js lands in one chunk, at the same depth as the entries.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
