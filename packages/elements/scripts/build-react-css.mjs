// Compiles src/react.css with Tailwind into dist/portico.css, the stylesheet the React entry
// ships (`import '@portico/elements/styles.css'`), so an app needs no Tailwind of its own.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = resolve(root, 'src/react.css');
const compiler = await compile(readFileSync(entry, 'utf8'), {
  base: dirname(entry),
  onDependency: () => {},
});
const scanner = new Scanner({ sources: compiler.sources });
const css = optimize(compiler.build(scanner.scan()), { minify: true }).code;
mkdirSync(resolve(root, 'dist'), { recursive: true });
writeFileSync(resolve(root, 'dist/portico.css'), css);
