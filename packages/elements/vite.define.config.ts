import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { preactAliases } from './vite.preact-aliases';
import { quietCssSourcemap } from './vite.quiet-css-sourcemap';

/**
 * `dist/define.js`, the registering entry for bundlers, built on Preact like the standalone
 * script (vite.preact-aliases.ts): a Vue or plain-JS app that imports it gets no React. Its
 * chunks go to `dist/define/`, apart from the React entry's (`dist/chunks/`, vite.config.ts):
 * the two builds share no module. Dependencies stay external for the consumer's bundler.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions], alias: preactAliases },
  build: {
    lib: { entry: { define: 'src/define.ts' }, formats: ['es'] },
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      external: [
        /^preact($|\/)/,
        /^@preact\/signals(-core)?($|\/)/,
        /^@portico\/sdk($|\/)/,
        /^dompurify($|\/)/,
      ],
      onLog: quietCssSourcemap,
      output: { entryFileNames: '[name].js', chunkFileNames: 'define/[name].js' },
    },
  },
});
