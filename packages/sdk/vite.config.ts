import { defineConfig } from 'vite';

/**
 * Library build: ESM and CJS with every source module kept as its own file, so a consumer's
 * bundler drops what a page does not import (a flattened entry carries every catalogue and zod).
 * Dependencies stay external for the consumer.
 */
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        contract: 'src/contract/index.ts',
        hub: 'src/hub.ts',
        internal: 'src/internal.ts',
        messaging: 'src/messaging/index.ts',
        'stomp-frames': 'src/stomp-frames.ts',
      },
      formats: ['es', 'cjs'],
      fileName: (format, name) => `${name}.${format === 'es' ? 'js' : 'cjs'}`,
    },
    outDir: 'dist',
    emptyOutDir: false,
    // No source maps: they would more than double the installed size (README "Packaging"); the
    // code keeps one file per source module, so a stack trace still names the module.
    sourcemap: false,
    rollupOptions: {
      external: [/^@preact\/signals-core/, /^@stomp\/stompjs/, /^ofetch/, /^zod/],
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
