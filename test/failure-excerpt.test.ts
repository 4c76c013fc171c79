import { describe, expect, it } from 'vitest';
import { failureExcerpt } from './failure-excerpt.js';

const ESC = '\x1b';
const vitestFailed = [
  ` ${ESC}[32m✓${ESC}[39m games/a.test.ts (3 tests) 20ms`,
  ` ${ESC}[31m×${ESC}[39m test/integration/heartbeat.test.ts > heartbeat > drops a silent client 5012ms`,
  '',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ` ${ESC}[41mFAIL${ESC}[49m  test/integration/heartbeat.test.ts > heartbeat > drops a silent client`,
  'Error: no message matched in 5000 ms',
  ' ❯ test/integration/heartbeat.test.ts:59:34',
  '',
  ' Test Files  1 failed | 40 passed (41)',
].join('\n');

describe("npm test's recap of a failed step", () => {
  it('quotes the failed test, its error and where, without colour codes, and not the passed ones', () => {
    const recap = failureExcerpt(vitestFailed);
    expect(recap).toContain('× test/integration/heartbeat.test.ts > heartbeat > drops a silent client');
    expect(recap).toContain('FAIL  test/integration/heartbeat.test.ts > heartbeat > drops a silent client');
    expect(recap).toContain('Error: no message matched in 5000 ms');
    expect(recap).toContain('heartbeat.test.ts:59:34');
    expect(recap).not.toContain('games/a.test.ts');
    expect(recap).not.toContain(ESC);
  });

  it('quotes an error thrown outside any test, which fails a run whose tests all passed', () => {
    const out = [
      ' ✓ test/integration/heartbeat.test.ts (3 tests) 900ms',
      '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
      'Vitest caught 1 unhandled error during the test run.',
      'Error: write EPIPE',
      ' Test Files  250 passed (250)',
    ].join('\n');
    const recap = failureExcerpt(out);
    expect(recap).toContain('Error: write EPIPE');
    expect(recap).not.toContain('heartbeat');
  });

  it("a failure Vitest did not list (a typecheck's errors) is quoted by its last lines, at most 60 and a count of the rest", () => {
    const out = Array.from({ length: 100 }, (_, i) => `renderer/x.ts(${i},1): error TS2322: line ${i}`).join('\n');
    const recap = failureExcerpt(out).split('\n');
    expect(recap).toHaveLength(60);
    expect(recap[0]).toContain('line 40');
    expect(recap.at(-1)).toContain('line 99');
  });
});
