/**
 * The lab's worker thread (run by piscina, see runner.ts): the run's spec arrives once as
 * `workerData`; each task is a range of game numbers, answered with their records.
 *
 * A task that asks for them (`facts`, as runner.ts does) is answered with the records' report
 * facts beside them (record-facts.ts): worked out here, in parallel with the other workers'
 * games, instead of on the main thread after the run.
 *
 * `workerData` is read from node:worker_threads (piscina hands the pool's workerData to each
 * thread unchanged), not from piscina: in a packaged app this file is unpacked beside app.asar,
 * where a second copy of piscina would be a second module whose workerData was never set.
 */
import { workerData } from 'node:worker_threads';
import { playRange, runContext, type RunContext, type RunSpec } from './games.js';
import type { GameRecord } from './play.js';
import { recordFacts, type RecordFacts } from './record-facts.js';

let ctx: RunContext | null = null;

/** A range of games; with `facts`, their records' report facts too. */
export type RangeTask = { from: number; to: number; facts?: boolean };
export type RangeAnswer = GameRecord[] | { records: GameRecord[]; facts: RecordFacts[] };

export default function playGames(task: RangeTask): RangeAnswer {
  ctx ??= runContext(workerData as RunSpec);
  const records = playRange(ctx, task.from, task.to);
  return task.facts === true ? { records, facts: records.map(recordFacts) } : records;
}
