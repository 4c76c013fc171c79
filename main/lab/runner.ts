/**
 * Runs a lab's games on every core: on a pool of worker threads (lab-pool.ts), the run's own or
 * one the caller keeps warm across runs (`pool`). Games go out in small ranges, one at a time
 * per worker, so progress is smooth and a cancel is quick; the records come back in game order
 * whatever the threads did, so the same seeds give the same records. A cancel hands out no more
 * ranges and keeps those under way; a run's own pool is then closed: every worker has exited
 * before `runGames` returns (a kept pool is closed by its owner, withLabPool).
 */
import type { Worker } from 'node:worker_threads';
import { defaultWorkers, openLabPool, type LabPool } from './lab-pool.js';
import { playRange, runContext, type RunSpec } from './games.js';
import type { GameRecord } from './play.js';
import { rememberFacts } from './record-facts.js';
import type { RangeAnswer, RangeTask } from './worker.js';

export { defaultWorkers, unpackedPath } from './lab-pool.js';

export interface RunOptions {
  /** Worker threads; default one per core. 0 plays in this thread (small runs, tests). Ignored with `pool`. */
  workers?: number;
  /** Called after each range of games comes back. */
  onProgress?(done: number, total: number): void;
  signal?: AbortSignal;
  /** Games per task; default guided by the games left (1 to 25 games). */
  chunk?: number;
  /** Each worker thread as it starts (tests watch them exit). */
  onWorker?(worker: Worker): void;
  /**
   * The worker module, already bundled (as the packaged app has it): a run from source otherwise
   * loads worker.ts through tsx in every thread, about a CPU second each before its first game.
   */
  workerFile?: string;
  /** A pool kept open by the caller (withLabPool): the run plays on its threads and leaves it open. */
  pool?: LabPool;
}

export interface RunResult {
  /** The records of the games played, in game order: all of them, or after a cancel the first ones. */
  records: GameRecord[];
  cancelled: boolean;
  workers: number;
  wallMs: number;
  /** CPU time of the whole process (every thread) during the run. */
  cpuMs: number;
  /** Tasks (ranges of games) handed to the workers. */
  tasks: number;
  /** From the start to the first range back: the workers' start-up and their first range. */
  firstResultMs: number;
  /** Worker time spent idle at the end, waiting for the others' last ranges (summed over workers). */
  tailIdleMs: number;
}

/** Most games per task: about a third of a second of Airlines games. */
const MAX_CHUNK = 25;

export async function runGames(spec: RunSpec, total: number, opts: RunOptions = {}): Promise<RunResult> {
  const workers = opts.pool?.workers ?? opts.workers ?? defaultWorkers();
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  let tasks = 0;
  let firstResultMs = 0;
  const idleSince: number[] = [];
  /** When the last range came back (the pool's shutdown is not the tail's). */
  let lastResultAt: number | null = null;
  const finish = (records: GameRecord[], cancelled: boolean): RunResult => {
    const cpu = process.cpuUsage(cpu0);
    const now = performance.now();
    const tailIdleMs = idleSince.reduce((t, at) => t + ((lastResultAt ?? now) - at), 0);
    return { records, cancelled, workers, wallMs: now - started, cpuMs: (cpu.user + cpu.system) / 1000, tasks, firstResultMs, tailIdleMs };
  };
  const arrived = (): void => {
    if (firstResultMs === 0) firstResultMs = performance.now() - started;
  };
  // Games per task: a fixed size when asked; otherwise guided by what is left (a share of it per
  // worker, 1 to 25 games), so tasks are large while there is much to do and small at the end,
  // where a large one would keep one worker busy while the others wait.
  const sizeOf = (left: number): number => opts.chunk ?? Math.min(MAX_CHUNK, Math.max(1, Math.ceil(left / (Math.max(1, workers) * 8))));

  if (workers === 0) {
    // In this thread: between ranges the event loop turns, so progress and cancel still work.
    const ctx = runContext(spec);
    const records: GameRecord[] = [];
    while (records.length < total) {
      if (opts.signal?.aborted) return finish(records, true);
      const from = records.length;
      records.push(...playRange(ctx, from, Math.min(total, from + sizeOf(total - from))));
      tasks++;
      arrived();
      opts.onProgress?.(records.length, total);
      await new Promise((res) => setImmediate(res));
    }
    return finish(records, false);
  }

  const own = opts.pool ? null : openLabPool({ workers, ...(opts.workerFile !== undefined ? { workerFile: opts.workerFile } : {}), ...(opts.onWorker ? { onWorker: opts.onWorker } : {}) });
  const pool = opts.pool ?? own!;
  const run = pool.newRun();
  const slots: GameRecord[][] = [];
  let done = 0;
  let cancelled = false;
  let failure: unknown = null;
  // One task per worker at a time, the next range handed out as one comes back: a cancel then
  // lets the ranges under way finish (one range per worker, well under a second) and hands out no
  // more, so the games played are exactly the first ones of the seed list, and none is lost.
  let wake: (() => void) | null = null;
  const onAbort = (): void => {
    cancelled = true;
    wake?.();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  if (opts.signal?.aborted) onAbort();
  try {
    await new Promise<void>((resolve) => {
      let next = 0;
      let busy = 0;
      const pump = (): void => {
        while (!cancelled && failure === null && busy < workers && next < total) {
          // Each range's records come with their report facts (record-facts.ts), worked out by
          // the worker: the report finds them by record instead of working them out after the run.
          const r: RangeTask = { run, spec, from: next, to: Math.min(total, next + sizeOf(total - next)), facts: true };
          next = r.to;
          const slot = slots.length;
          slots.push([]);
          busy++;
          tasks++;
          pool.run(r).then(
            (answer: RangeAnswer) => {
              const records = Array.isArray(answer) ? answer : answer.records;
              if (!Array.isArray(answer)) answer.records.forEach((rec, k) => rememberFacts(rec, answer.facts[k]!));
              slots[slot] = records;
              done += records.length;
              busy--;
              arrived();
              opts.onProgress?.(done, total);
              // No range left for this worker: it waits for the others from now on.
              if (next >= total) idleSince.push(performance.now());
              pump();
            },
            (err: unknown) => {
              failure ??= err;
              busy--;
              pump();
            },
          );
        }
        if (busy === 0) {
          lastResultAt = performance.now();
          resolve();
        }
      };
      wake = pump;
      pump();
    });
    if (failure !== null) throw failure instanceof Error ? failure : new Error(String(failure));
  } finally {
    wake = null;
    opts.signal?.removeEventListener('abort', onAbort);
    // A run's own pool: every worker terminated, and each thread exited, before the run returns.
    await own?.close();
  }
  const records = slots.flat();
  return finish(records, cancelled);
}
