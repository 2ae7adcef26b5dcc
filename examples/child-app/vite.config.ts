import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = path.join(root, 'dist');

/**
 * The named routes the sso rules open (product.md §2.1: login, sso-logout) are folders with the
 * app's own page in them, so that the Portico server serves them as plain files.
 */
const routePages: Record<string, string[]> = {
  'index.html': ['login', 'sso-logout'],
  'frame/index.html': ['frame/login', 'frame/sso-logout'],
  'remote/index.html': ['remote/login', 'remote/sso-logout'],
};

function copyRoutePages(): Plugin {
  return {
    name: 'child-app:route-pages',
    apply: 'build',
    closeBundle() {
      for (const [page, folders] of Object.entries(routePages)) {
        for (const folder of folders) {
          mkdirSync(path.join(outDir, folder), { recursive: true });
          copyFileSync(path.join(outDir, page), path.join(outDir, folder, 'index.html'));
        }
      }
    },
  };
}

/** Radix marks its modules "use client", which means nothing outside React Server Components. */
const quietUseClient = (
  level: Rolldown.LogLevel,
  log: Rolldown.RolldownLog,
  handler: (level: Rolldown.LogLevel, log: Rolldown.RolldownLog) => void,
) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
  handler(level, log);
};

// `npm run build` (root) runs this after the SDK and the elements: it bundles their builds
// (dist), one copy of the SDK for the app and the elements, so both read the same session.
export default defineConfig({
  root,
  // Where the Portico server serves dist/ (packages/server/src/modules/static/static-routes.ts).
  base: '/examples/child-app/',
  plugins: [copyRoutePages()],
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      onLog: quietUseClient,
      input: {
        child: path.join(root, 'index.html'),
        frame: path.join(root, 'frame/index.html'),
        remote: path.join(root, 'remote/index.html'),
      },
    },
  },
});
