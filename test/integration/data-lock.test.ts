/**
 * One host per data folder, as `npm run host` runs it: a second host on a folder in use refuses
 * (saying who holds it) instead of reopening the same tables and overwriting the first one's
 * saves; a host killed without a chance to clean up leaves a stale lock the next one takes over.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHILD_PROCESS_BUDGET_MS } from '../fixtures/budgets.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Run {
  child: ChildProcess;
  /** The URL once it serves, or null if it exited first. */
  started: Promise<string | null>;
  exited: Promise<number | null>;
  stderr: () => string;
}

function host(dataDir: string): Run {
  // Tied to this process by a pipe on its standard input (`--stop-with-stdin`, as
  // test/fixtures/host-process.ts starts the browser tests' host): if the test runner dies, however
  // it dies, the system closes the pipe and the host stops instead of holding the folder, orphaned.
  const child = spawn(process.execPath, ['--import', 'tsx', 'main/cli/host.ts', '--port', '0', '--data', dataDir, '--no-build', '--bot-delay', '0', '--stop-with-stdin'], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // The pipe stays open until this process exits; an error on it (the host gone) is no news.
  child.stdin!.on('error', () => undefined);
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const started = new Promise<string | null>((res) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^Boardwright host: (http:\/\/127\.0\.0\.1:\d+\/)\n/.exec(out);
      if (m) res(m[1]!);
    });
    void exited.then(() => res(null));
  });
  return { child, started, exited, stderr: () => err };
}

describe('npm run host on a data folder in use', () => {
  it('the second host refuses, naming the first one\'s pid and since when; after the first is killed (stale lock) a new one starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-two-hosts-'));
    const first = host(dataDir);
    try {
      expect(await first.started).toMatch(/^http:/);
      const lock = JSON.parse(readFileSync(join(dataDir, 'boardwright.lock'), 'utf8')) as { pid: number; since: string; program: string };
      expect(lock.program).toBe('npm run host');

      const second = host(dataDir);
      expect(await second.started).toBeNull();
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(`The data folder ${dataDir} is in use by another Boardwright host: npm run host, process ${lock.pid}, since ${lock.since}.`);
      // The first one still holds and serves.
      expect((await fetch(`${await first.started}api/games`)).status).toBe(200);

      // Killed outright: no cleanup runs, the lock file stays behind with a dead pid.
      first.child.kill('SIGKILL');
      await first.exited;
      // The process that wrote the lock (tsx's child) is gone once its parent is.
      await waitUntilGone(lock.pid);
      expect(existsSync(join(dataDir, 'boardwright.lock'))).toBe(true);

      const third = host(dataDir);
      try {
        expect(await third.started).toMatch(/^http:/);
        const taken = JSON.parse(readFileSync(join(dataDir, 'boardwright.lock'), 'utf8')) as { pid: number };
        expect(taken.pid).not.toBe(lock.pid);
      } finally {
        third.child.kill('SIGTERM');
        const code = await third.exited;
        expect(code, third.stderr()).toBe(0);
      }
      // A clean stop gives the folder up.
      expect(existsSync(join(dataDir, 'boardwright.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
    }
    // Three host starts: minutes on a machine at a load of 20, nothing on an idle one.
  }, 600_000);
});

async function waitUntilGone(pid: number): Promise<void> {
  // Polled by the clock: a process's end is the machine's to schedule.
  for (const end = Date.now() + CHILD_PROCESS_BUDGET_MS; Date.now() < end; ) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`process ${pid} did not end`);
}
