/**
 * `npm test`: the static checks (typecheck, then the import graph), the unit suite and the
 * browser suite, side by side rather than one after another.
 *
 * Why side by side: a browser test file spends much of its time waiting (on bots, on the page, on
 * the host), so one after another left a core of a 2-core machine idle for most of CI's half hour.
 * The browser suite itself runs one file at a time (test/e2e/vitest.config.ts says why). The tests
 * hold at a load of 20 (no test depends on timing: timeouts only catch hangs), so sharing the machine cannot make them fail; nor do the
 * suites share files or ports (each host is on a free port with its own data folder; the
 * renderer build writes only out/renderer, which the unit suite never reads).
 *
 * The browser suite's output streams as it runs; the other two are held and printed whole when
 * each ends, so no two reports interleave. Every step runs to its end (one report shows every
 * failure); the exit code is the first failure's. `TEST_SERIAL=1 npm test` runs the steps one
 * after another, as before, stopping at the first failure.
 *
 * The last lines are a recap: each step's verdict, and for a step that failed, the failures
 * Vitest listed (or the step's last lines). Why: a report that ends with the browser suite's
 * green lines hid a unit failure printed twenty minutes of output earlier, and a CI log read from
 * its tail showed only green.
 */
import { spawn } from 'node:child_process';
import { failureExcerpt } from './failure-excerpt.js';

interface Step {
  name: string;
  /** npm scripts run in order; the step stops at the first that fails. */
  scripts: string[];
  /** Print its output as it comes (one step only); the others are held until they end. */
  stream?: boolean;
}

const STEPS: Step[] = [
  { name: 'checks', scripts: ['typecheck', 'check:deps'] },
  { name: 'unit tests', scripts: ['test:unit'] },
  { name: 'browser tests', scripts: ['test:e2e'], stream: true },
];

const running = new Set<ReturnType<typeof spawn>>();

function runScript(script: string, stream: boolean, held: string[]): Promise<number> {
  return new Promise((resolve) => {
    // Piped even when streamed, so the recap can quote a streamed step's failures too.
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.stdout!.on('data', (d: Buffer) => (held.push(d.toString()), stream && process.stdout.write(d)));
    child.stderr!.on('data', (d: Buffer) => (held.push(d.toString()), stream && process.stderr.write(d)));
    child.on('error', (err) => held.push(`Could not start npm run ${script}: ${err.message}\n`));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

interface Outcome {
  code: number;
  verdict: string;
  /** What the recap quotes when the step failed. */
  failures: string;
}

async function runStep(step: Step, stream: boolean): Promise<Outcome> {
  const started = performance.now();
  const held: string[] = [];
  let code = 0;
  for (const script of step.scripts) {
    code = await runScript(script, stream, held);
    if (code !== 0) break;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const verdict = `── ${step.name} (${step.scripts.map((s) => `npm run ${s}`).join(', then ')}): ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s ──`;
  process.stdout.write(`${stream ? '' : held.join('')}\n${verdict}\n\n`);
  return { code, verdict, failures: code === 0 ? '' : failureExcerpt(held.join('')) };
}


for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

const outcomes: Outcome[] = [];
if (process.env['TEST_SERIAL'] === '1') {
  for (const step of STEPS) {
    const outcome = await runStep(step, true);
    outcomes.push(outcome);
    if (outcome.code !== 0) break;
  }
} else {
  outcomes.push(...(await Promise.all(STEPS.map((step) => runStep(step, step.stream === true)))));
}
const recap = ['══ npm test: recap ══'];
for (const o of outcomes) if (o.code !== 0) recap.push(`${o.verdict}`, o.failures, '');
recap.push(...outcomes.map((o) => o.verdict));
process.stdout.write(`\n${recap.join('\n')}\n`);
process.exit(outcomes.find((o) => o.code !== 0)?.code ?? 0);
