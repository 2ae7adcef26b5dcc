import { defineConfig } from 'vite';

/** Library build: ESM and CJS for each entry; dependencies stay external for the consumer. */
export default defineConfig({
  build: {
    lib: {
      entry: { index: 'src/index.ts', messaging: 'src/messaging/index.ts' },
      formats: ['es', 'cjs'],
      fileName: (format, name) => `${name}.${format === 'es' ? 'js' : 'cjs'}`,
    },
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    rollupOptions: { external: [/^@preact\/signals-core/, /^@stomp\/stompjs/, /^ofetch/, /^zod/] },
  },
});
