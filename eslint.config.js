// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** Imports go one way (docs/architecture.md): each layer lists the workspace packages it must not reach. */
const layers = [
  { files: ['packages/domain/**'], forbidden: ['contract', 'i18n', 'ui', 'api-client', 'mocks', 'api', 'console'] },
  { files: ['packages/contract/**'], forbidden: ['i18n', 'ui', 'api-client', 'mocks', 'api', 'console'] },
  { files: ['packages/i18n/**'], forbidden: ['contract', 'ui', 'api-client', 'mocks', 'api', 'console'] },
  { files: ['packages/ui/**'], forbidden: ['api-client', 'mocks', 'api', 'console'] },
  { files: ['packages/api-client/**'], forbidden: ['i18n', 'ui', 'mocks', 'api', 'console'] },
  { files: ['mocks/**'], forbidden: ['i18n', 'ui', 'api-client', 'api', 'console'] },
  { files: ['apps/api/**'], forbidden: ['i18n', 'ui', 'api-client', 'mocks', 'console'] },
  { files: ['apps/console/src/**'], forbidden: ['api'] },
];

/** Stories may use the mock handlers; the component files beside them may not. */
const storyFiles = ['**/*.stories.tsx', '.storybook/**'];

/** No file reaches into another package's folders: packages are used through their entry point only. */
const noDeepImports = {
  group: [
    '@orbit/*/*',
    '**/packages/*/src/**',
    '**/apps/*/src/**',
    '../../packages/**',
    '../../apps/**',
    '../mocks/**',
  ],
  message: 'Import a package through its entry point (@orbit/name), not its internals.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      '.data/**',
      '**/mockServiceWorker.js',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json', noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-imports': ['error', { patterns: [noDeepImports] }],
    },
  },
  {
    files: ['**/*.tsx', 'packages/api-client/**/*.ts', 'apps/console/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...layers.map(({ files, forbidden }) => ({
    files,
    ignores: storyFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepImports,
            {
              group: forbidden.map((name) => `@orbit/${name}`),
              message: 'This import breaks the one-way direction of the layers (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/ui/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepImports,
            {
              group: ['@orbit/api-client', '@orbit/api', '@orbit/console'],
              message: 'Stories show ui components with props and mocks only.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
