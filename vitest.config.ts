import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript source through the `source` export condition. */
const sourceResolve = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

export default defineConfig({
  ...sourceResolve,
  test: {
    projects: [
      {
        ...sourceResolve,
        test: {
          name: 'sdk',
          include: ['packages/sdk/src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['packages/sdk/src/test-setup.ts'],
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'elements',
          include: ['packages/elements/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Lets a test read the theme tokens as text (`theme.css?raw`); other CSS stays stubbed.
          css: { include: [/theme\.css/] },
        },
      },
      {
        ...sourceResolve,
        test: {
          // The standalone bundle in Chromium (playwright-core) on a page whose calls are faked.
          name: 'elements-browser',
          include: ['packages/elements/test-browser/**/*.browser.ts'],
          environment: 'node',
          globalSetup: ['packages/elements/test-browser/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'console',
          include: ['packages/console/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/console/src/test-setup.ts'],
        },
      },
      {
        test: {
          // The documentation site: its links and the guides' snippets (tests/docs/).
          name: 'docs',
          include: ['tests/docs/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        ...sourceResolve,
        test: {
          // The generated reference pages checked against the code they are written from.
          name: 'reference',
          include: ['tests/reference/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'consumers',
          include: ['tests/consumers/**/*.test.ts'],
          globalSetup: ['tests/consumers/global-setup.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A real server and browser on 2 busy cores: a screen may take seconds to settle, so
          // `expect.poll` waits up to 10 s before it calls a value wrong (it still fails then).
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
