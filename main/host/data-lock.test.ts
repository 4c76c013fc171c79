/** One host per data folder (data-lock.ts): the lock, its refusal, and stale locks. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataFolderInUse, LOCK_FILE, lockDataFolder, processAlive } from './data-lock.js';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'bw-lock-'));

/** The pid of a process that has exited (and been reaped). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

describe('the data folder lock', () => {
  it('a second host on the same folder is refused, told who holds it (program, pid, since when)', () => {
    const dir = fresh();
    const first = lockDataFolder(dir, { program: 'the Boardwright app', now: () => new Date('2026-11-26T21:05:00Z') });
    const held = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as Record<string, unknown>;
    expect(held).toEqual({ pid: process.pid, since: '2026-11-26T21:05:00.000Z', program: 'the Boardwright app', host: hostname() });
    let refusal: unknown;
    try {
      lockDataFolder(dir, { program: 'npm run host' });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DataFolderInUse);
    expect((refusal as Error).message).toBe(
      `The data folder ${dir} is in use by another Boardwright host: the Boardwright app, process ${process.pid}, since 2026-11-26T21:05:00.000Z. ` +
        'Close that one first, or give this one another folder (--data DIR).',
    );
    // Released, the folder is free again; releasing twice does nothing.
    first.release();
    first.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataFolder(dir, { program: 'npm run host' }).release();
  });

  it('a lock left by a process that is gone is taken over', () => {
    const dir = fresh();
    const pid = deadPid();
    expect(processAlive(pid)).toBe(false);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid, since: '2026-01-01T00:00:00.000Z', program: 'npm run host', host: hostname() }));
    const lock = lockDataFolder(dir, { program: 'npm run host' });
    expect((JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number }).pid).toBe(process.pid);
    lock.release();
  });

  it('a live pid holds the folder; a lock from another machine stands even if that pid is not here', () => {
    const dir = fresh();
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 4242, since: 'x', program: 'npm run host', host: hostname() }));
    expect(() => lockDataFolder(dir, { program: 'npm run host', isAlive: () => true })).toThrow(/process 4242, since x/);
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: deadPid(), since: 'x', program: 'npm run host', host: 'another-machine' }));
    expect(() => lockDataFolder(dir, { program: 'npm run host' })).toThrow(/on another-machine/);
  });

  it('an unreadable lock is being written (refused) until it is old enough to be a crash\'s leftover (taken over)', () => {
    const dir = fresh();
    const path = join(dir, LOCK_FILE);
    writeFileSync(path, '{"pid":');
    expect(() => lockDataFolder(dir, { program: 'npm run host' })).toThrow(/is being written/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(path, old, old);
    const lock = lockDataFolder(dir, { program: 'npm run host' });
    expect((JSON.parse(readFileSync(path, 'utf8')) as { pid: number }).pid).toBe(process.pid);
    lock.release();
  });

  it('releasing never removes a lock another host took after this one\'s was cleared', () => {
    const dir = fresh();
    const lock = lockDataFolder(dir, { program: 'npm run host' });
    const other = JSON.stringify({ pid: 1, since: 'later', program: 'the Boardwright app', host: hostname() });
    writeFileSync(join(dir, LOCK_FILE), other);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(other);
  });

  it('prototype-named fields in a lock file are data, not keys', () => {
    const dir = fresh();
    writeFileSync(join(dir, LOCK_FILE), '{"__proto__":{"pid":7},"pid":"__proto__","constructor":1}');
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    lockDataFolder(dir, { program: 'npm run host' }).release();
    expect(({} as Record<string, unknown>)['pid']).toBeUndefined();
  });
});
