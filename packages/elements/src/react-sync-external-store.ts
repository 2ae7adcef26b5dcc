// The React build bundles @preact/signals-react, which imports `use-sync-external-store/shim`
// (a fallback for React before 18); React 19, the peer, has the hook: vite.config.ts points the
// shim here.
export { useSyncExternalStore } from 'react';
