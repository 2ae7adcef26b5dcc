import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { quietCssSourcemap } from './vite.quiet-css-sourcemap';

/**
 * The hand-written typings of the tags (React 19 JSX, Vue GlobalComponents) go to dist as
 * they are: `tsc` never copies a `.d.ts`. They import the package by its own name.
 */
const tagTypings: Plugin = {
  name: 'portico-tag-typings',
  generateBundle() {
    for (const file of ['jsx.d.ts', 'vue.d.ts']) {
      this.emitFile({ type: 'asset', fileName: file, source: readFileSync(`src/${file}`, 'utf8') });
    }
  },
};

/** Dependencies stay external: the consumer's bundler provides one copy of each. */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@portico\/sdk($|\/)/,
  /^@preact\//,
  /^dompurify($|\/)/,
];

/**
 * The package for bundlers: `dist/index.js` (React exports), `dist/define.js` (registers) and
 * `dist/ui.js` (the UI kit the console shares).
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), tagTypings],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    lib: {
      entry: { index: 'src/index.ts', define: 'src/define.ts', ui: 'src/ui/index.ts' },
      formats: ['es'],
    },
    outDir: 'dist',
    // `tsc -b` writes the declarations to dist/types; the standalone build owns dist/standalone.
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      external,
      onLog: quietCssSourcemap,
      // Stable chunk names, so rebuilding without emptying dist leaves no stale files.
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name].js' },
    },
  },
});
