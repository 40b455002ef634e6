import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { MEMBER_CHUNKS, memberChunks } from './build/member-chunks';
import { precompressAssets } from './build/precompress';
import { purgeUnusedCss } from './build/purge-css';

const LINGUI_MACRO = '@lingui/babel-plugin-lingui-macro';
/**
 * Only a module that imports a language macro goes through Babel: the rest keep the faster default
 * transform (the Babel pass made cold test runs about 1.7 times slower).
 */
function usesMacros(id: string): boolean {
  const [file] = id.split('?');
  if (!file.includes('/src/') || !existsSync(file)) return false;
  return /from '@lingui\/(core|react)\/macro'/.test(readFileSync(file, 'utf8'));
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // The language macros compile in the app, its tests and the build alike; catalogs (.po) compile on import.
    react({ babel: (id) => (usesMacros(id) ? { plugins: [LINGUI_MACRO] } : {}) }),
    lingui(),
    purgeUnusedCss(),
    precompressAssets(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    // A font is a file of its own, never inlined into the stylesheet: the language picker's small faces would
    // otherwise ride in every page's first load, and could not be preloaded.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rollupOptions: { output: { manualChunks: memberChunks() } },
    // A lazy screen's stylesheets and the two member chunks are fetched with it; its other modules follow as it
    // imports them. Listing every module of every screen put a table of some fifty file names into the landing
    // page's first load (0.7 KiB gzip) for screens a visitor never opens.
    modulePreload: {
      resolveDependencies: (_file, deps) =>
        deps.filter((dep) => dep.endsWith('.css') || MEMBER_CHUNKS.some((name) => dep.includes(`/${name}-`))),
    },
  },
  server: {
    // `npm run dev:full` points /api at the real server; `npm run dev` mocks it in the browser.
    proxy: process.env.API_PROXY_TARGET ? { '/api': apiTarget } : undefined,
  },
  test: {
    // Vitest's default (a core less than the machine has) leaves one worker on two cores, where its main process
    // mostly waits: two keep both cores busy (the app's tests 222 s -> 149 s). Every project shares the count, so
    // they run as one group, the server's files beside the app's (`npm test`'s tests 657 s -> 446 s).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tests/**/*.test.{ts,tsx}',
            'contract/**/*.test.ts',
            'eslint-rules/**/*.test.js',
          ],
          exclude: ['tests/e2e/**'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        // The build's own helpers (build/), in Node: the fonts they cut run WebAssembly that jsdom's arrays confuse.
        test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Migrates once for the suite; each test file starts from a copy (server/test/test-database.ts).
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
