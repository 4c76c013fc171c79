import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests: games/, main/ and test/ (not the browser tests in test/e2e).
export default defineConfig({
  test: {
    include: ['formats/**/*.test.ts', 'games/**/*.test.ts', 'main/**/*.test.ts', 'renderer/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Timeouts only catch a hung test: a test of 12 s on a quiet machine takes two minutes at a
    // load of 20 on 2 cores, and no test may fail because the machine is slow. Soak tests (whole
    // games by the hundred) set a larger budget of their own (games/core/soak.ts).
    testTimeout: 10 * 60_000,
    hookTimeout: 5 * 60_000,
    pool: 'forks',
    // Vitest's default is one file at a time on two cores (cores − 1); the files here mostly wait
    // on child processes, sockets and timers, so two at once use a 2-core machine (CI's) fully.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
