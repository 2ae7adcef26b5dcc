import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { preactAliases } from './vite.preact-aliases';
import { quietCssSourcemap } from './vite.quiet-css-sourcemap';

/**
 * The SDK's live connection takes `@stomp/stompjs` from `./stomp-client` (bundled with it); this
 * script takes it from `./stomp-client-lazy`, a dynamic import, so the STOMP client is a chunk
 * of its own that the bell loads once its first count is shown (README "Embed in any page").
 */
const lazyStompClient: Plugin = {
  name: 'portico:lazy-stomp-client',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './stomp-client' || !importer?.includes('/sdk/src/messaging/')) return null;
    return this.resolve('./stomp-client-lazy', importer, { skipSelf: true });
  },
};

/**
 * One ES module for a `<script type="module">` tag, Preact (through `preact/compat`, see
 * vite.preact-aliases.ts), the SDK and the CSS inside; loading
 * it registers the elements. What the first paint does not need (the message centre, the
 * modals, notice popups, live messaging) is split into chunks next to it, which the entry
 * imports on demand relative to its own URL, so the folder can be served from anywhere.
 */
export default defineConfig({
  plugins: [lazyStompClient, react(), tailwindcss()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: preactAliases,
  },
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
    rolldownOptions: {
      // The entry exports nothing a page imports, so it may gain exports: that lets Rolldown keep
      // every module of the first paint in the entry (lazy chunks import from it) instead of
      // splitting shared modules into chunks the entry would have to load before painting.
      preserveEntrySignatures: 'allow-extension',
      onLog: quietCssSourcemap,
      // Vite's ES library mode keeps whitespace, comments and pure annotations (for a library a
      // bundler tree-shakes again); this script is final, so it is fully minified: −10 kB gzip.
      output: {
        // The STOMP client's chunk is named for what it is, not for its package's folder (esm6).
        // Preact's core (with its JSX runtime) is a chunk the entry imports: the lazy parts share
        // it, and Rolldown keeps it apart from the entry.
        chunkFileNames: ({ moduleIds }) =>
          moduleIds.some((id) => id.includes('/@stomp/stompjs/'))
            ? 'portico-stomp-[hash].js'
            : moduleIds.some((id) => id.includes('/node_modules/preact/dist/'))
              ? 'portico-preact-[hash].js'
              : 'portico-[name]-[hash].js',
        minify: true,
        comments: false,
        // The badge's modules that the parts (centre, popups, tips) share travel with the core,
        // which always loads first: one file for a signed-in bell instead of three.
        // Only those modules: their dependencies (signals) stay in the entry. The STOMP client is
        // no group: the core imports it once the first count is shown, so it is a chunk of its
        // own (a group would need the runtime's namespace helper, split into one more file).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'messaging-core',
              test: /src\/messaging\/(timers|unread|unread-count|messaging-core|live-connection|live-config|stomp-client-lazy|destinations|message-types)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
