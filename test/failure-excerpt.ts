/** `npm test`'s recap of a failed step (test/run-tests.ts). */

/** Lines of a recap per failed step: enough to name every failed test, short enough to sit in a log's tail. */
const RECAP_LINES = 60;

/**
 * The failures of a failed step, from its output: Vitest's "Failed Tests" section (the test's
 * name, the assertion, the place) or its unhandled errors, and the FAIL lines, else the output's last lines (a typecheck's
 * errors, a crash).
 */
export function failureExcerpt(output: string): string {
  // eslint-disable-next-line no-control-regex -- colour codes, stripped so the lines read in a plain log
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  // Vitest lists failed tests, then errors thrown outside any test ("Unhandled Errors": the run
  // fails though every test passed).
  const section = lines.findIndex((l) => /Failed Tests? \d+|Unhandled (Errors?|Rejection)/.test(l));
  const picked = section >= 0
    ? lines.slice(section).filter((l) => l.trim() !== '')
    : lines.filter((l) => l.trim() !== '').slice(-RECAP_LINES);
  const failLines = lines.filter((l) => /^\s*(FAIL|×)\s/.test(l));
  const recap = [...new Set([...failLines, ...picked])];
  const cut = recap.length > RECAP_LINES ? [...recap.slice(0, RECAP_LINES), `… ${recap.length - RECAP_LINES} more lines in the step's report above`] : recap;
  return cut.join('\n');
}
