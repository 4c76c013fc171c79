import { defineConfig } from 'vitest/config';

// Unit and integration tests: games/, main/ and test/ (not the browser tests in test/e2e).
export default defineConfig({
  test: {
    include: ['games/**/*.test.ts', 'main/**/*.test.ts', 'renderer/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
