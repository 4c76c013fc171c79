/**
 * Runs a lab's games on every core: a piscina pool of worker threads (worker.ts), one pool per
 * run, the run's spec handed to each worker once. Games go out in small ranges so progress is
 * smooth and a cancel is quick; the records come back in game order whatever the threads did,
 * so the same seeds give the same records. A cancel destroys the pool: every worker is
 * terminated before `runGames` returns.
 */
import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { playRange, runContext, type RunSpec } from './games.js';
import type { GameRecord } from './play.js';

export interface RunOptions {
  /** Worker threads; default one per core. 0 plays in this thread (small runs, tests). */
  workers?: number;
  /** Called after each range of games comes back. */
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
  /** Games per task; default a size that keeps ~40 tasks per worker (1 to 25 games). */
  chunk?: number;
  /** Each worker thread as it starts (tests watch them exit). */
  onWorker?(worker: Worker): void;
}

export interface RunResult {
  /** The records of the games played, in game order (all of them unless cancelled). */
  records: GameRecord[];
  cancelled: boolean;
  workers: number;
  wallMs: number;
  /** CPU time of the whole process (every thread) during the run. */
  cpuMs: number;
}

/** Where the worker module is: built beside the desktop bundle, or this folder's TypeScript. */
function workerModule(): { filename: string; execArgv?: string[] } {
  let here: string;
  try {
    here = dirname(fileURLToPath(import.meta.url));
  } catch {
    here = __dirname;
  }
  for (const built of [join(here, 'lab-worker.cjs'), join(here, 'worker.js')]) if (existsSync(built)) return { filename: built };
  // Run from source (npm run host, the CLI, the tests): the worker loads TypeScript through tsx
  // like its parent; under a test runner the parent's loader is not tsx, so it is added.
  const hasTsx = process.execArgv.some((a) => a.includes('tsx'));
  return { filename: join(here, 'worker.ts'), execArgv: hasTsx ? process.execArgv : [...process.execArgv, '--import', 'tsx'] };
}

export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

export async function runGames(spec: RunSpec, total: number, opts: RunOptions = {}): Promise<RunResult> {
  const workers = opts.workers ?? defaultWorkers();
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const finish = (records: GameRecord[], cancelled: boolean): RunResult => {
    const cpu = process.cpuUsage(cpu0);
    return { records, cancelled, workers, wallMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 };
  };
  const chunk = opts.chunk ?? Math.min(25, Math.max(1, Math.round(total / (Math.max(1, workers) * 40))));
  const ranges: { from: number; to: number }[] = [];
  for (let from = 0; from < total; from += chunk) ranges.push({ from, to: Math.min(total, from + chunk) });

  if (workers === 0) {
    // In this thread: between ranges the event loop turns, so progress and cancel still work.
    const ctx = runContext(spec);
    const records: GameRecord[] = [];
    for (const r of ranges) {
      if (opts.signal?.aborted) return finish(records, true);
      records.push(...playRange(ctx, r.from, r.to));
      opts.onProgress?.(records.length, total);
      await new Promise((res) => setImmediate(res));
    }
    return finish(records, false);
  }

  const { filename, execArgv } = workerModule();
  const pool = new Piscina({
    filename,
    workerData: spec,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 1000,
    ...(execArgv ? { execArgv } : {}),
  });
  // Every thread the pool starts, until it has exited: the run returns only when none is left.
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
  const slots: (GameRecord[] | undefined)[] = new Array(ranges.length);
  let done = 0;
  let cancelled = false;
  const stop = new AbortController();
  // Every task listens to the one signal.
  setMaxListeners(0, stop.signal);
  const onAbort = (): void => {
    cancelled = true;
    stop.abort();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  if (opts.signal?.aborted) onAbort();
  try {
    const tasks = ranges.map((r, i) =>
      pool.run(r, { signal: stop.signal }).then((records: GameRecord[]) => {
        slots[i] = records;
        done += records.length;
        opts.onProgress?.(done, total);
      }),
    );
    const settled = await Promise.allSettled(tasks);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed && !cancelled) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    // Terminates every worker, busy or idle, and waits until each thread has exited: nothing of
    // the run is left behind.
    watch();
    await pool.destroy();
    await Promise.all(live.values());
  }
  // Only whole leading ranges keep the records in game order after a cancel.
  const records: GameRecord[] = [];
  for (const s of slots) {
    if (!s) break;
    records.push(...s);
  }
  return finish(records, cancelled);
}
