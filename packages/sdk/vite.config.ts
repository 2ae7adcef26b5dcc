import { defineConfig } from 'vite';

/** Library build: ESM, dependencies left external for the consumer's bundler. */
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: { external: [/^@preact\/signals-core/, /^ofetch/, /^zod/] },
  },
});
