import { defineConfig } from 'vitest/config';

// Browser tests: a real host and Debian's Chromium. One at a time, with generous timeouts (they
// play whole games), and never part of the unit run.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    // The host CLI bundled once for the whole run (each file starts its host with plain node).
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 10 * 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});
