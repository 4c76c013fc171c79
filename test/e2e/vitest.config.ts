import { defineConfig } from 'vitest/config';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';

// Browser tests: a real host and Debian's Chromium, with generous timeouts (they play whole
// games), and never part of the unit run. Two files at once: a file spends most of its wall time
// waiting (on the page's frames and motions, the host, the bots), not computing, and each file has
// its own host on a free port, its own data folder and its own Chromium, and its screenshots have
// names of their own, so two files share nothing but the bundled host CLI (read only).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    // The host CLI bundled once for the whole run (each file starts its host with plain node).
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 10 * 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // expect.poll's own default budget is 1 s (STATE_BUDGET_MS here), and over two hundred polls here leave it so: at a
    // load of 20 on 2 cores a page can take longer than that to show what a click promised (the
    // host's answer, a lazy chunk, the next frame). A poll returns as soon as it holds, so a big
    // budget costs a passing test nothing; it only catches a hang.
    expect: { poll: { timeout: STATE_BUDGET_MS } },
  },
});
