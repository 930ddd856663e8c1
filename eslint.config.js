// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** The workspace packages packages/ui must not reach. */
const uiForbidden = ['api-client', 'mocks', 'api', 'console'];

/** The workspace packages the server must not reach. */
const apiForbidden = ['i18n', 'ui', 'api-client', 'mocks', 'console'];

/**
 * The server's areas meet through their index.ts only (docs/architecture.md#the-server-by-area): from inside an
 * area another area is `../<area>/`, from anywhere else `…/areas/<area>/`.
 */
const areaMessage = 'Import another area through its index.ts (docs/architecture.md#the-server-by-area).';
const anotherAreasInternals = { regex: '^\\.\\./[^./][^/]*/(?!index\\.ts$)', message: areaMessage };
const areaInternals = { regex: '(^|/)areas/[^/]+/(?!index\\.ts$)', message: areaMessage };

/** Imports go one way (docs/architecture.md): each layer lists the workspace packages it must not reach. */
const layers = [
  { files: ['packages/domain/**'], forbidden: ['contract', 'i18n', 'ui', 'api-client', 'mocks', 'api', 'console'] },
  { files: ['packages/contract/**'], forbidden: ['i18n', 'ui', 'api-client', 'mocks', 'api', 'console'] },
  { files: ['packages/i18n/**'], forbidden: ['contract', 'ui', 'api-client', 'mocks', 'api', 'console'] },
  { files: ['packages/ui/**'], forbidden: uiForbidden },
  { files: ['packages/api-client/**'], forbidden: ['i18n', 'ui', 'mocks', 'api', 'console'] },
  { files: ['mocks/**'], forbidden: ['i18n', 'ui', 'api-client', 'api', 'console'] },
  { files: ['apps/api/**'], forbidden: apiForbidden },
  { files: ['apps/console/src/**'], forbidden: ['api', 'mocks'] },
  { files: ['apps/simulator/**'], forbidden: ['i18n', 'ui', 'api-client', 'mocks', 'api', 'console'] },
];

/** The console's files that may use the mock API besides stories: its tests and its story helpers. */
const consoleTestFiles = [
  'apps/console/src/**/*.test.ts',
  'apps/console/src/**/*.test.tsx',
  'apps/console/src/stories/**',
];

/**
 * Styled components are named `Styled…`, so a reader tells them from components with logic (house style, as
 * twenty's lint rule): `styled.div`, `styled(Link)` and their `.attrs(…)` forms.
 */
const styledTags = [
  "[tag.object.name='styled']",
  "[tag.callee.name='styled']",
  "[tag.callee.object.object.name='styled']",
  "[tag.callee.object.callee.name='styled']",
];
const styledPrefix = styledTags.map((tag) => ({
  selector: `VariableDeclarator[id.name!=/^Styled/] > TaggedTemplateExpression.init${tag}`,
  message: 'Name styled components with the `Styled` prefix (StyledButton).',
}));

/**
 * packages/ui takes every value from the tokens (packages/ui/src/theme): no raw colours or pixel lengths in
 * component styles or props; SVG coordinates are unitless numbers and stay allowed.
 */
const rawHex = /#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{1,5})?(?![\w-])/;
const rawPx = /(?<![\w.-])\d*\.?\d+px\b/;
const rawValues = [
  ...[rawHex, rawPx].map((pattern) => ({
    selector: `TemplateElement[value.raw=${pattern}]`,
    message: 'Use a token (vars.color…, vars.space…, vars.size…) instead of a raw colour or px value.',
  })),
  ...[rawHex, rawPx].map((pattern) => ({
    selector: `Literal[value=${pattern}]`,
    message: 'Use a token (vars.color…, vars.space…, vars.size…) instead of a raw colour or px value.',
  })),
];

/**
 * The import pattern that keeps a layer off the workspace packages it must not reach.
 * @param {string[]} forbidden
 */
function layerImports(forbidden) {
  return {
    group: forbidden.map((name) => `@orbit/${name}`),
    message: 'This import breaks the one-way direction of the layers (docs/architecture.md).',
  };
}

/** Stories may use the mock handlers; the component files beside them may not. */
const storyFiles = ['**/*.stories.tsx', '.storybook/**'];

/**
 * No file reaches into another package's folders: packages are used through their entry points only (the one
 * subpath a package declares in its exports, such as the API-only OpenAPI texts of the contract, is one).
 */
const noDeepImports = {
  group: [
    '@orbit/*/*',
    '!@orbit/contract/openapi',
    // The typefaces are entry points of their own (ADR 0064).
    '!@orbit/ui/fonts',
    // Every language's notification texts, for the server's mails (ADR 0080).
    '!@orbit/domain/notification-texts',
    // One language's notification texts, which the console downloads when it shows them.
    '!@orbit/domain/notification-texts/load',
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
      '**/dist-server/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      '.data/**',
      '**/mockServiceWorker.js',
      'apps/api/drizzle/**',
      'packages/sdk/src/openapi.ts',
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
      // One spelling in the code, the wire names' (ADR 0068): texts for people keep "licence".
      '@typescript-eslint/naming-convention': [
        'error',
        { selector: 'default', format: null, custom: { regex: '[Ll]icence|LICENCE', match: false } },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'packages/api-client/**/*.ts', 'apps/console/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...styledPrefix] },
  },
  {
    // A browser page takes only an area's endpoints: a namespace import of schemas would keep their whole module,
    // and zod with it, in every page (ADR 0067).
    files: ['packages/contract/src/areas/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...styledPrefix,
        { selector: 'ImportNamespaceSpecifier', message: 'Import schemas by name (ADR 0067).' },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.ts', 'packages/ui/src/**/*.tsx'],
    ignores: ['packages/ui/src/theme/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...styledPrefix, ...rawValues] },
  },
  ...layers.map(({ files, forbidden }) => ({
    files,
    ignores: storyFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepImports, layerImports(forbidden)] }] },
  })),
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepImports, layerImports(apiForbidden), areaInternals] }],
    },
  },
  {
    files: ['apps/api/src/areas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepImports, layerImports(apiForbidden), anotherAreasInternals, areaInternals] },
      ],
    },
  },
  {
    // Screens are made of components, never the other way round: what both need (form hooks, popovers) lives in
    // components/, forms/ or hooks/. The layer patterns are repeated: this block's rule replaces the one above.
    files: ['packages/ui/src/components/**'],
    ignores: storyFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepImports,
            layerImports(uiForbidden),
            {
              group: ['**/screens/**'],
              message: 'A component does not import from screens: move what both use to components/, forms/ or hooks/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The console's tests and story helpers drive screens against the mock API; its app code never does.
    files: consoleTestFiles,
    ignores: storyFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noDeepImports, layerImports(['api'])],
        },
      ],
    },
  },
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
