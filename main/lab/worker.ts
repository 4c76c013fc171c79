/**
 * The lab's worker thread (run by piscina, see runner.ts): the run's spec arrives once as
 * `workerData`; each task is a range of game numbers, answered with their records.
 */
import { workerData } from 'piscina';
import { playRange, runContext, type RunContext, type RunSpec } from './games.js';
import type { GameRecord } from './play.js';

let ctx: RunContext | null = null;

export default function playGames(task: { from: number; to: number }): GameRecord[] {
  ctx ??= runContext(workerData as RunSpec);
  return playRange(ctx, task.from, task.to);
}
