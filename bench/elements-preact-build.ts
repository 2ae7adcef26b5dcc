import { join } from 'node:path';
import { build, mergeConfig, type InlineConfig, type UserConfig } from 'vite';
import { repoRoot } from '../scripts/build-if-missing';
import { tempConsumer } from './temp-consumer';

/** Pinned: the path to a smaller first paint is measured on one known Preact. */
export const PREACT_VERSION = '10.29.8';

/**
 * The standalone script built with React and ReactDOM swapped for `preact/compat` (the same
 * sources, the same Vite config otherwise), into a bench-only folder: the path to a first paint
 * near 60 KiB. Preact comes from a temporary consumer folder, never from a package's deps.
 */
export async function buildPreactStandalone(): Promise<string> {
  const preact = join(tempConsumer('preact', { preact: PREACT_VERSION }), 'node_modules/preact');
  const elements = join(repoRoot, 'packages/elements');
  const outDir = join(repoRoot, 'node_modules/.cache/bench-preact-standalone');
  const { default: standalone } = (await import(join(elements, 'vite.standalone.config.ts'))) as {
    default: UserConfig;
  };
  const compat = join(preact, 'compat/dist/compat.module.js');
  await build(
    mergeConfig(standalone, {
      configFile: false,
      root: elements,
      logLevel: 'warn',
      resolve: {
        alias: [
          { find: /^react$/, replacement: compat },
          { find: /^react-dom$/, replacement: compat },
          { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
          {
            find: /^react\/jsx(-dev)?-runtime$/,
            replacement: join(preact, 'jsx-runtime/dist/jsxRuntime.module.js'),
          },
        ],
      },
      build: { outDir, emptyOutDir: true, sourcemap: false },
    } satisfies InlineConfig),
  );
  return outDir;
}
