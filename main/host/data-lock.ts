/**
 * One host per data folder. Two hosts on one folder (two app windows, or the app and
 * `npm run host`) would both reopen the same tables and overwrite each other's saves, losing
 * moves without a word. So a host takes `boardwright.lock` in its data folder first: a file
 * created exclusively, holding who took it (pid, since when, which program). A second host is
 * refused with those facts. A lock whose process is gone (a crash, a kill) is stale: the next
 * host takes it over.
 */
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'boardwright.lock';

/** How the app names itself in a lock file (npm run host's console words it in its own language). */
export const APP_PROGRAM = 'the Boardwright app';

/** Who holds a data folder, as written in its lock file. */
export interface LockHolder {
  pid: number;
  /** When the lock was taken (ISO 8601). */
  since: string;
  /** Which program holds it ("npm run host", "the Boardwright app"). */
  program: string;
  /** The machine's name: a pid means nothing on another machine sharing the folder. */
  host: string;
}

export interface DataLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Gives the folder up (only if the lock file is still this one). Safe to call twice. */
  release(): void;
}

/** The folder is in use by a live host; `holder` says who. */
export class DataFolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    super(
      holder
        ? `The data folder ${dataDir} is in use by another Boardwright host: ${holder.program}, process ${holder.pid}` +
            `${holder.host !== hostname() ? ` on ${holder.host}` : ''}, since ${holder.since}. ` +
            'Close that one first, or give this one another folder (--data DIR).'
        : `The data folder ${dataDir} is in use by another Boardwright host (its lock file ${join(dataDir, LOCK_FILE)} is being written). ` +
            'Close that one first, or give this one another folder (--data DIR).',
    );
    this.name = 'DataFolderInUse';
  }
}

export interface LockOptions {
  /** Which program takes the lock, in words for the refusal ("npm run host"). */
  program: string;
  /** Whether a process is alive; default: signal 0. (Tests pass their own.) */
  isAlive?: (pid: number) => boolean;
  /** Now; default the clock. */
  now?: () => Date;
}

/** Whether a process exists: signal 0 checks without sending anything. EPERM: it exists, not ours. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const v = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(v.pid) || (v.pid as number) <= 0) return null;
    return {
      pid: v.pid as number,
      since: typeof v.since === 'string' ? v.since.slice(0, 40) : 'an unknown time',
      program: typeof v.program === 'string' ? v.program.slice(0, 80) : 'a Boardwright host',
      host: typeof v.host === 'string' ? v.host.slice(0, 120) : hostname(),
    };
  } catch {
    return null;
  }
}

/** A lock file nobody could read this long after it was written was left half-written by a crash. */
const UNREADABLE_STALE_MS = 10_000;

function readHolder(path: string): { text: string; holder: LockHolder | null; ageMs: number } | null {
  try {
    const text = readFileSync(path, 'utf8');
    return { text, holder: parseHolder(text), ageMs: Date.now() - statSync(path).mtimeMs };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Creates the lock file only if there is none; false if one is there. */
function create(path: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Moves a stale lock aside and checks that what was moved is the stale lock that was read: if
 * another host recovered it first and already wrote its own, that lock is put back.
 */
function takeOverStale(path: string, staleText: string): void {
  const aside = `${path}.stale-${process.pid}-${Date.now()}`;
  try {
    renameSync(path, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // Unreadable: treat it as the stale one.
    moved = staleText;
  }
  if (moved !== staleText) {
    // Another host's fresh lock: put it back unless a third has taken the place meanwhile.
    try {
      linkSync(aside, path);
    } catch {
      // The place is taken: that host holds the folder either way.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // Already gone.
  }
}

/**
 * Takes the data folder for this process, or throws DataFolderInUse. The folder is created if
 * needed. A lock left by a process that is gone (on this machine) is taken over.
 */
export function lockDataFolder(dataDir: string, opts: LockOptions): DataLock {
  const isAlive = opts.isAlive ?? processAlive;
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const holder: LockHolder = { pid: process.pid, since: (opts.now?.() ?? new Date()).toISOString(), program: opts.program, host: hostname() };
  const text = `${JSON.stringify(holder)}\n`;
  // A few rounds: each either takes the lock, finds it held, or clears a stale one and retries.
  for (let round = 0; round < 5; round++) {
    if (create(path, text)) {
      let released = false;
      return {
        path,
        holder,
        release(): void {
          if (released) return;
          released = true;
          // Only our own lock: never one another host took after ours was cleared.
          if (readHolder(path)?.text === text) {
            try {
              unlinkSync(path);
            } catch {
              // Already gone.
            }
          }
        },
      };
    }
    const found = readHolder(path);
    if (found === null) continue; // Released meanwhile: try again.
    const other = found.holder;
    // Held by a live process, or being written right now: in use. Another machine's pid cannot
    // be checked: its lock stands. Unreadable for a while: a crash cut it short, it is stale.
    if (other === null && found.ageMs < UNREADABLE_STALE_MS) throw new DataFolderInUse(dataDir, null);
    const stale = other === null || (other.host === hostname() && other.pid !== process.pid && !isAlive(other.pid));
    if (!stale) throw new DataFolderInUse(dataDir, other);
    takeOverStale(path, found.text);
  }
  throw new DataFolderInUse(dataDir, readHolder(path)?.holder ?? null);
}
