/**
 * The hosts the crash test and the resource test start in child processes stop when the test's
 * process goes. Each is started exactly as its test starts it; then the test's end of its
 * standard input is closed, which is what the system does when Vitest dies or tears a timed-out
 * file down (no afterAll runs then), and the child must exit. Before, both listened on, orphaned.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CHILD_PROCESS_BUDGET_MS, STATE_BUDGET_MS } from '../fixtures/budgets.js';
import { bundleHostChild, spawnCrashHost } from '../fixtures/host-child-bundle.js';
import { spawnResourceHost } from '../fixtures/resource-host-spawn.js';

/** Resolves with the child's address once it prints "ready <url>"; rejects if it exits first or says nothing in time. */
function ready(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the child did not start in time\n${err}`)), CHILD_PROCESS_BUDGET_MS);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready (\S+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve(m[1]!);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the child exited before it was ready (${code ?? signal})\n${err}`));
    });
  });
}

/** Starts a child, checks it serves, closes its standard input, and asserts it exits on its own. */
async function exitsWithStdin(start: (dataDir: string) => ChildProcess): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bw-tie-'));
  const child = start(dataDir);
  const gone = (): boolean => child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  onTestFinished(async () => {
    // Whatever the test found, the child does not outlive it.
    if (!gone()) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });
  const url = await ready(child);
  expect((await fetch(`${url}api/games`)).status).toBe(200);

  child.stdin!.end();
  // Polled by the clock: a hang detector, not a measure.
  await expect.poll(gone, { timeout: STATE_BUDGET_MS, interval: 100, message: 'the child outlived the end of its standard input' }).toBe(true);
  expect(child.signalCode, 'it exited by itself, not killed').toBeNull();
  await expect(fetch(`${url}api/games`)).rejects.toThrow();
}

describe('a test’s host child stops with the test’s process', () => {
  let bundle: Awaited<ReturnType<typeof bundleHostChild>>;
  beforeAll(async () => {
    bundle = await bundleHostChild();
  }, CHILD_PROCESS_BUDGET_MS);
  afterAll(() => bundle?.remove());

  it('the crash test’s host (host-child.ts, bundled) exits when its standard input ends', async () => {
    await exitsWithStdin((dataDir) => spawnCrashHost(bundle.file, dataDir, 2));
  });

  it('the resource test’s host (resource-host.ts) exits when its standard input ends', async () => {
    await exitsWithStdin((dataDir) => spawnResourceHost(dataDir, 512));
  });
});
