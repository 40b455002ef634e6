import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { noImportLoop } from './eslint-rules/no-import-loop.js';

/** Every feature folder, so each one gets a zone that keeps the others out. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** STYLE "The shape": imports flow contract <- lib, api <- features <- app; the app never reaches the server. */
const APP_NEVER_IMPORTS_SERVER = {
  target: './src',
  from: './server',
  message: 'The app does not import the server; what both need lives in contract/.',
};
const APP_LAYERS = [
  APP_NEVER_IMPORTS_SERVER,
  {
    target: ['./src/lib', './src/api', './src/components'],
    from: ['./src/features', './src/app'],
    message: 'lib, api and components sit below the features and the app: move what both need down here.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features sit below the app; what a feature needs from app/ moves to lib/.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: what two features share moves to components/ or lib/.',
  })),
];

/**
 * The server's layers, lowest first; a file may import only layers below its own (server/README.md,
 * "Layout"). `seed` sits beside services; `app` is the factory and its context types, and route
 * modules, which receive that context, may import the types (`app-context`) but not the factory.
 */
const SERVER_LAYERS = {
  lib: ['db', 'rules', 'repositories', 'services', 'seed', 'plugins', 'routes', 'app'],
  db: ['rules', 'repositories', 'services', 'seed', 'plugins', 'routes', 'app'],
  rules: ['repositories', 'services', 'seed', 'plugins', 'routes', 'app'],
  repositories: ['services', 'seed', 'plugins', 'routes', 'app'],
  services: ['seed', 'plugins', 'routes', 'app'],
  seed: ['plugins', 'routes', 'app'],
  plugins: ['seed', 'routes', 'app'],
  routes: ['seed', 'app-factory'],
};
const SERVER_OWN_CODE = ['server/**/*.ts'];
const SERVER_TESTS = ['server/**/*.test.ts', 'server/test/**'];
const NO_APP_FROM_SERVER = {
  regex: '^(\\.\\./)+src(/|$)',
  message: 'The server never imports the app (src/); share code through contract/.',
};

function serverLayerRules(layer, above) {
  const folders = above.filter((name) => !name.startsWith('app'));
  const patterns = [NO_APP_FROM_SERVER];
  if (folders.length > 0) {
    patterns.push({
      regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
      message: `server/${layer} sits below ${folders.join(', ')}: imports point down the layers only.`,
    });
  }
  if (above.includes('app')) {
    patterns.push({
      regex: '^(\\.\\./)+app(-context)?$',
      message: `server/${layer} may not import the app factory or its context: they sit above every layer.`,
    });
  }
  if (above.includes('app-factory')) {
    patterns.push({
      regex: '^(\\.\\./)+app$',
      message: `server/${layer} may not import the app factory: it registers them (types come from app-context).`,
    });
  }
  return {
    files: [`server/${layer}/**/*.ts`],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'data', 'test-results', 'public/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable logs must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'log'], tags: [] }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    plugins: { 'import-x': importX, local: { rules: { 'no-import-loop': noImportLoop } } },
    settings: {
      // What import-x rules that read other modules (no-cycle, named) may parse: our code, never packages;
      // without these they find nothing in .ts files, and with packages they parse megabytes of bundles.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'] }),
      ],
    },
  },
  {
    // No import loops, of values or of types (import-x/no-cycle skips type-only imports).
    files: [
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'contract/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'scripts/**/*.ts',
      'build/**/*.ts',
      'eslint-rules/**/*.js',
      '*.{js,ts}',
    ],
    rules: { 'local/no-import-loop': 'error' },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './contract',
              from: ['./src', './server', './tests'],
              message: 'The contract sits below the app, the mocks and the server, and imports none of them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: APP_LAYERS }],
      // Zod stays out of the bundle: the app takes only types from the schemas (contract/enums is free).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/schemas', '**/contract/schemas/*'],
              allowTypeImports: true,
              message: 'The app imports only types from contract/schemas (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests render the real route table and warm its lazy screens, so they reach across areas as a user's
    // journey does, and they parse with the contract's schemas; they still never import the server.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: [APP_NEVER_IMPORTS_SERVER] }],
      '@typescript-eslint/no-restricted-imports': 'off',
    },
  },
  {
    files: SERVER_OWN_CODE,
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP_FROM_SERVER] }] },
  },
  ...Object.entries(SERVER_LAYERS).map(([layer, above]) => serverLayerRules(layer, above)),
);
