import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The custom-element builds (`/define`, the standalone script) compile the same React sources
 * against Preact: `preact/compat` stands in for React and ReactDOM, and a `useSignals()` that
 * `@preact/signals` makes unneeded for the React signals bridge's (the sources take `signal`
 * and `effect` from `@preact/signals-core`, which both share). The React entry and the UI kit are not built with these.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  {
    find: /^@preact\/signals-react\/runtime$/,
    replacement: fileURLToPath(new URL('src/preact/signals-runtime.ts', import.meta.url)),
  },
];
