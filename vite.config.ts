import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { memberChunks } from './build/member-chunks';
import { precompressAssets } from './build/precompress';
import { purgeUnusedCss } from './build/purge-css';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), purgeUnusedCss(), precompressAssets()],
  build: {
    manifest: true,
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { output: { manualChunks: memberChunks() } },
  },
  server: {
    // `npm run dev:full` points /api at the real server; `npm run dev` mocks it in the browser.
    proxy: process.env.API_PROXY_TARGET ? { '/api': apiTarget } : undefined,
  },
  test: {
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
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
