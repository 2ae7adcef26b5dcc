// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
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
  prettier,
);
