/**
 * The lab's worker threads (worker.ts) as a pool that outlives one run: a piscina pool whose
 * tasks each carry their run's spec and number, so one pool plays run after run (an
 * auto-balance's stages and boards, a comparison's two boards) without starting its threads
 * again. Starting a pool costs its threads' start-up and warm-up, about 2.5 s of CPU on two
 * workers (`LAB_PARTS=pools npm run bench -- lab`), which an auto-balance of 12 boards paid
 * about 51 times.
 *
 * `close` terminates every thread and waits until each has exited: nothing is left behind.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RangeAnswer, RangeTask } from './worker.js';

export interface PoolOptions {
  /** Worker threads; default one per core. */
  workers?: number;
  /** Each worker thread as it starts (tests watch them exit). */
  onWorker?(worker: Worker): void;
  /**
   * The worker module, already bundled (as the packaged app has it): a run from source otherwise
   * loads worker.ts through tsx in every thread, about a CPU second each before its first game.
   */
  workerFile?: string;
}

export interface LabPool {
  readonly workers: number;
  /** A new run's number: a thread builds a run's game context once, on its first range of it. */
  newRun(): number;
  /** Plays one range of games of a run on a free thread. */
  run(task: RangeTask): Promise<RangeAnswer>;
  /** Stops every thread and waits until each has exited. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * In a packaged app the worker bundle sits in app.asar but is unpacked beside it
 * (electron-builder.yml, asarUnpack): a worker thread loads the plain file from
 * `app.asar.unpacked`, never from inside the archive.
 */
export function unpackedPath(path: string): string {
  return path.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
}

/** Where the worker module is: built beside the desktop bundle, or this folder's TypeScript. */
function workerModule(): { filename: string; execArgv?: string[] } {
  let here: string;
  try {
    here = dirname(fileURLToPath(import.meta.url));
  } catch {
    here = __dirname;
  }
  for (const built of [join(here, 'lab-worker.cjs'), join(here, 'worker.js')]) if (existsSync(built)) return { filename: unpackedPath(built) };
  // Run from source (npm run host, the CLI, the tests): the worker loads TypeScript through tsx
  // like its parent; under a test runner the parent's loader is not tsx, so it is added.
  const hasTsx = process.execArgv.some((a) => a.includes('tsx'));
  return { filename: join(here, 'worker.ts'), execArgv: hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'] };
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

export function openLabPool(opts: PoolOptions = {}): LabPool {
  const workers = Math.max(1, opts.workers ?? defaultWorkers());
  const { filename, execArgv } = opts.workerFile !== undefined ? { filename: opts.workerFile, execArgv: undefined } : workerModule();
  const pool = new Piscina({
    filename,
    minThreads: workers,
    maxThreads: workers,
    // Threads wait between runs (an auto-balance works out its race between stages): as many
    // threads as asked from the start, and none retired for being idle.
    idleTimeout: Infinity,
    // Between tasks a worker's event loop turns (piscina's default, 'sync', parks the thread on
    // Atomics.wait instead). A worker run from source loads its modules through tsx, which writes
    // its transform cache asynchronously: on a parked thread those writes never finish, and when
    // the pool is destroyed their open files are left to the process, about a hundred per
    // worker, run after run, until the process runs out of file descriptors (EMFILE). Tasks are
    // whole ranges of games, so the message port's cost does not show.
    atomics: 'disabled',
    ...(execArgv ? { execArgv } : {}),
  });
  // Every thread the pool starts, until it has exited: close returns only when none is left.
  const live = new Map<Worker, Promise<void>>();
  const watch = (): void => {
    for (const w of pool.threads) {
      if (live.has(w)) continue;
      live.set(w, new Promise<void>((res) => w.once('exit', () => res())));
      opts.onWorker?.(w);
    }
  };
  watch();
  pool.on('workerCreate', watch);
  let runs = 0;
  let closing: Promise<void> | null = null;
  return {
    workers,
    newRun: () => ++runs,
    run: (task) => pool.run(task) as Promise<RangeAnswer>,
    close: () =>
      (closing ??= (async () => {
        watch();
        await pool.destroy();
        await Promise.all(live.values());
      })()),
  };
}

/**
 * `fn` with one pool for all its runs (`pool` in the options it is given), closed when it ends,
 * however it ends; in this thread (workers 0) or on a pool the caller keeps, as asked.
 */
export async function withLabPool<O extends PoolOptions & { pool?: LabPool }, T>(opts: O, fn: (opts: O) => Promise<T>): Promise<T> {
  if (opts.pool || opts.workers === 0) return fn(opts);
  const pool = openLabPool(opts);
  try {
    return await fn({ ...opts, pool });
  } finally {
    await pool.close();
  }
}
