// The standalone script bundles React 19, which has useSyncExternalStore: the shim package that
// @preact/signals-react imports (a fallback for React before 18) is replaced by React's own
// (vite.standalone.config.ts aliases it here).
export { useSyncExternalStore } from 'react';
