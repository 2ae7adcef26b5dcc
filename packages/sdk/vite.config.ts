import { existsSync, readdirSync, rmSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';

/**
 * Library build: ESM and CJS with every source module kept as its own file, so a consumer's
 * bundler drops what a page does not import (a flattened entry carries every catalogue and zod).
 * Dependencies stay external for the consumer.
 *
 * `vite build` writes the ES modules of every entry (and first clears what an earlier build wrote,
 * so no stale file is packed); `vite build --mode commonjs` adds the CommonJS files of the public
 * entries. `/internal` serves Portico's own packages, which are ES modules: without a CommonJS
 * copy, the catalogue's administration texts that only it reaches ship once, not twice.
 */
const PUBLIC_ENTRIES = {
  index: 'src/index.ts',
  contract: 'src/contract/index.ts',
  hub: 'src/hub.ts',
  messaging: 'src/messaging/index.ts',
  'stomp-frames': 'src/stomp-frames.ts',
};

/** Clears dist but for tsc's project output (dist/types), which `tsc -b` keeps incremental. */
function clearEarlierBuild(): Plugin {
  return {
    name: 'portico-clear-earlier-build',
    buildStart() {
      if (!existsSync('dist')) return;
      for (const entry of readdirSync('dist')) {
        if (entry !== 'types') rmSync(`dist/${entry}`, { recursive: true, force: true });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const commonjs = mode === 'commonjs';
  return {
    plugins: commonjs ? [] : [clearEarlierBuild()],
    build: {
      lib: {
        entry: commonjs ? PUBLIC_ENTRIES : { ...PUBLIC_ENTRIES, internal: 'src/internal.ts' },
        formats: [commonjs ? 'cjs' : 'es'],
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
  };
});
