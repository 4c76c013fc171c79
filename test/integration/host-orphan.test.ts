/**
 * A host started the way the browser tests start theirs (test/fixtures/host-process.ts) stops
 * when the process that started it dies, even killed outright: a killed browser-suite Vitest used
 * to leave its host orphaned, still listening (it runs in its own process group, so no signal to
 * the suite reached it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CHILD_PROCESS_BUDGET_MS, STATE_BUDGET_MS } from '../fixtures/budgets.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Whether a process runs (a zombie that no one has reaped yet does not: it ended). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Linux: the state after the command's closing parenthesis; Z is a zombie.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** The first line the parent prints: its host's pid and address. */
function firstLine(child: ChildProcess): Promise<{ pid: number; url: string }> {
  return new Promise((res, rej) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => rej(new Error(`the parent printed nothing in time\n${err}`)), CHILD_PROCESS_BUDGET_MS);
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const nl = out.indexOf('\n');
      if (nl < 0) return;
      clearTimeout(timer);
      res(JSON.parse(out.slice(0, nl)) as { pid: number; url: string });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`the parent exited (${code})\n${err}`));
    });
  });
}

describe('the browser tests’ host and its starter', () => {
  it('the host stops when the process that started it is killed with SIGKILL (none of its clean-up runs)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bw-orphan-'));
    const parent = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/host-parent.ts', dataDir], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const parentExited = new Promise<void>((r) => parent.once('exit', () => r()));
    let hostPid = 0;
    onTestFinished(async () => {
      // Whatever the test found, nothing it started stays behind: the parent, then the host's group.
      if (parent.exitCode === null && parent.signalCode === null) {
        parent.kill('SIGKILL');
        await parentExited;
      }
      if (hostPid && running(hostPid)) {
        try {
          process.kill(-hostPid, 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    });
    const { pid, url } = await firstLine(parent);
    hostPid = pid;
    expect(running(pid)).toBe(true);
    expect((await fetch(`${url}api/games`)).status).toBe(200);

    parent.kill('SIGKILL');
    await parentExited;
    // The host notices its standard input end and stops: polled by the clock (a hang detector).
    for (const end = Date.now() + STATE_BUDGET_MS; running(pid) && Date.now() < end; ) await new Promise((r) => setTimeout(r, 100));
    expect(running(pid), 'the host outlived the process that started it').toBe(false);
    await expect(fetch(`${url}api/games`)).rejects.toThrow();
  });
});
