import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Rolldown } from 'vite';

/** The CSS becomes a JS string (`?inline`): a map through Tailwind's output is of no use. */
const quietCssSourcemap = (
  level: Rolldown.LogLevel,
  log: Rolldown.RolldownLog,
  handler: (level: Rolldown.LogLevel, log: Rolldown.RolldownLog) => void,
) => {
  if (log.code === 'SOURCEMAP_BROKEN' && log.plugin?.startsWith('@tailwindcss/vite')) return;
  handler(level, log);
};

/**
 * One self-contained ES module for a `<script type="module">` tag: React, the SDK and the
 * CSS inside; loading it registers the elements.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    lib: {
      entry: 'src/define.ts',
      formats: ['es'],
      fileName: () => 'portico-elements.js',
    },
    outDir: 'dist/standalone',
    emptyOutDir: true,
    minify: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: false }, onLog: quietCssSourcemap },
  },
});
