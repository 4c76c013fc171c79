import { availableParallelism } from 'node:os';
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
    // Vitest's default is one file at a time on two cores (cores − 1); the files here mostly wait
    // on child processes, sockets and timers, so two at once use a 2-core machine (CI's) fully.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
