import { defineConfig } from 'vitest/config';
import { STATE_BUDGET_MS } from '../fixtures/budgets.js';

// Browser tests: a real host and Debian's Chromium. One at a time, with generous timeouts (they
// play whole games), and never part of the unit run. Two files at once (each has its own host,
// port, data folder and Chromium, so it is safe) passed twice, but a third run beside other test
// processes failed: the editor's canvas did not show within 60 s in a11y.e2e.ts, two SwiftShader
// Chromiums sharing 2 cores with the rest. Until the waits are shown to hold at a load of 20 that
// way, one file at a time.
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
    // expect.poll's own default budget is 1 s (STATE_BUDGET_MS here), and over two hundred polls here leave it so: at a
    // load of 20 on 2 cores a page can take longer than that to show what a click promised (the
    // host's answer, a lazy chunk, the next frame). A poll returns as soon as it holds, so a big
    // budget costs a passing test nothing; it only catches a hang.
    expect: { poll: { timeout: STATE_BUDGET_MS } },
  },
});
