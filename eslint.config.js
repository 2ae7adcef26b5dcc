// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The SDK is framework-free and sits at the bottom of the dependency graph (DESIGN.md). */
const sdkImportRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@preact/signals-react*'],
          message: '@portico/sdk must stay free of React.',
        },
        {
          group: ['@portico/*', '**/elements/**', '**/console/**', '**/server/**'],
          message: '@portico/sdk must not import the other Portico packages.',
        },
      ],
    },
  ],
};

/** elements may use the SDK, never the console or the server. */
const elementsImportRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@portico/console*', '@portico/server*'],
          message: 'elements depend on the SDK only.',
        },
      ],
    },
  ],
};

/** the server shares types and validators with the SDK, never UI code. */
const serverImportRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['@portico/elements*', '@portico/console*', 'react', 'react-dom'],
          message: 'the server depends on the SDK only.',
        },
      ],
    },
  ],
};

/**
 * No import cycles in the packages' sources (DESIGN.md "Layers"): a cycle makes module order
 * matter and hides which file depends on which. Type-only imports do not count (they leave no
 * code behind); lazy `import()` does.
 */
const noCycles = {
  files: ['packages/*/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['packages/*/tsconfig.json'],
        noWarnOnMultipleProjects: true,
        conditionNames: ['source', 'types', 'import', 'default'],
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * A console feature (src/features/<name>) is used by the others through its public file,
 * features/<name>/index.ts, only: what a feature keeps inside may change without touching the
 * rest (console README "Layout").
 */
const FEATURES_DIR = 'packages/console/src/features';
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = {
  files: [`${FEATURES_DIR}/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: FEATURES.map((feature) => ({
          target: `${FEATURES_DIR}/${feature}`,
          from: FEATURES_DIR,
          except: [
            `./${feature}`,
            ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
          ],
          message: 'Import another feature through its public file, features/<name>/index.ts.',
        })),
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'storybook-static/**',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'packages/elements/**/*.ts', 'packages/console/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['packages/sdk/src/**'], rules: sdkImportRules },
  { files: ['packages/elements/src/**'], rules: elementsImportRules },
  { files: ['packages/server/src/**'], rules: serverImportRules },
  noCycles,
  featureBoundaries,
  prettier,
);
