/**
 * The lab's worker thread (run by piscina, see runner.ts): the run's spec arrives once as
 * `workerData`; each task is a range of game numbers, answered with their records.
 *
 * `workerData` is read from node:worker_threads (piscina hands the pool's workerData to each
 * thread unchanged), not from piscina: in a packaged app this file is unpacked beside app.asar,
 * where a second copy of piscina would be a second module whose workerData was never set.
 */
import { workerData } from 'node:worker_threads';
import { playRange, runContext, type RunContext, type RunSpec } from './games.js';
import type { GameRecord } from './play.js';

let ctx: RunContext | null = null;

export default function playGames(task: { from: number; to: number }): GameRecord[] {
  ctx ??= runContext(workerData as RunSpec);
  return playRange(ctx, task.from, task.to);
}
