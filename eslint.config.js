import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';

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
    files: SERVER_OWN_CODE,
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_APP_FROM_SERVER] }] },
  },
  ...Object.entries(SERVER_LAYERS).map(([layer, above]) => serverLayerRules(layer, above)),
);
