/** The last guard of a host process (crash-guard.ts), in a child process: it changes the process it runs in. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileReport } from './crash-guard.js';
import { CHILD_PROCESS_BUDGET_MS } from '../../test/fixtures/budgets.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the crash guard', () => {
  it('an error thrown from a timer and a rejected promise are logged (stderr and the log file) and the process goes on', () => {
    const log = join(mkdtempSync(join(tmpdir(), 'bw-guard-')), 'logs', 'main.log');
    const script = `
      import { installCrashGuard, fileReport, crashGuardInstalled } from './main/host/crash-guard.ts';
      installCrashGuard(fileReport(${JSON.stringify(log)}));
      setTimeout(() => { throw new Error('a host bug in a timer'); }, 0);
      void Promise.reject(new Error('a forgotten rejection'));
      setTimeout(() => process.stdout.write('still serving ' + crashGuardInstalled()), 50);
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: CHILD_PROCESS_BUDGET_MS });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('still serving true');
    expect(run.stderr).toMatch(/uncaught error \(the host goes on\): Error: a host bug in a timer/);
    expect(run.stderr).toMatch(/unhandled rejection \(the host goes on\): Error: a forgotten rejection/);
    const written = readFileSync(log, 'utf8');
    expect(written).toMatch(/^\d{4}-\d\d-\d\dT[^ ]+ (uncaught error|unhandled rejection)/);
    expect(written).toContain('a host bug in a timer');
    expect(written).toContain('a forgotten rejection');
  });

  it('the log file stays under its size: full, it moves to <file>.1 and starts anew', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bw-guard-'));
    const path = join(dir, 'main.log');
    writeFileSync(path, 'x'.repeat(900));
    const report = fileReport(path, 1000);
    const stderr = process.stderr.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    try {
      report('y'.repeat(200));
      report('z'.repeat(5000));
    } finally {
      process.stderr.write = stderr;
    }
    expect(statSync(`${path}.1`).size).toBeLessThanOrEqual(1000);
    expect(statSync(path).size).toBeLessThanOrEqual(1000);
    expect(readFileSync(path, 'utf8')).toMatch(/z+…\n$/);
  });
});
