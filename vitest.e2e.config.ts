import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys (STYLE 15): the built app and the real server in headless
 * Chromium. `npm run test:e2e` builds the app first. Two journeys at a time:
 * each starts its own server (a free port, a fresh database, its own outbox)
 * and its own browser, and writes only its own screenshot folder; a journey
 * waits on its browser and server about half the time, so two keep the two
 * cores busy (all journeys 554 s -> 364 s).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    reporters: ['default'],
  },
});
