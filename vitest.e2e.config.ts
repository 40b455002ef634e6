import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys (STYLE 15): the built app and the real server in headless
 * Chromium. `npm run test:e2e` builds the app first. One journey at a time:
 * each starts its own server on a fresh database, and the machine has two
 * cores. Two at a time took 364 s instead of 554 s, but a journey's menu tap
 * then missed its 20 s wait once in a full run (journey 12), which it never
 * does alone.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    reporters: ['default'],
  },
});
