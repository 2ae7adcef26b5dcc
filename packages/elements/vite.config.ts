import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/**
 * Dependencies stay external: the consumer's bundler provides one copy of each. The React
 * signals bridge is the exception: it is bundled (its signals core stays external and shared),
 * because as a dependency it would make npm install React into every Vue or script-tag app
 * (a required peer), which only needs `/define` or the standalone script.
 */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^@portico\/sdk($|\/)/,
  /^@preact\/signals-core($|\/)/,
  /^dompurify($|\/)/,
];

/**
 * The package for React apps: `dist/index.js` (React exports) and `dist/ui.js` (the UI kit the
 * console shares). `dist/define.js` is built on Preact (vite.define.config.ts).
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), tagTypings],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // The bundled bridge's fallback for React before 18: React 19 has the hook itself.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/react-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  build: {
    lib: {
      entry: { index: 'src/index.ts', ui: 'src/ui/index.ts' },
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
