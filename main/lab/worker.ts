/**
 * The lab's worker thread (run by piscina, see lab-pool.ts): each task is a range of game
 * numbers of one run, with the run's spec and number, answered with their records. One pool
 * plays run after run (an auto-balance's boards and stages), so a thread keeps the game context
 * of the runs it has seen lately and builds a run's context once, on its first range of it.
 *
 * A task that asks for them (`facts`, as runner.ts does) is answered with the records' report
 * facts beside them (record-facts.ts): worked out here, in parallel with the other workers'
 * games, instead of on the main thread after the run.
 */
import { playRange, runContext, type RunContext, type RunSpec } from './games.js';
import type { GameRecord } from './play.js';
import { recordFacts, type RecordFacts } from './record-facts.js';

/** Runs whose context a thread keeps: runs on one pool follow each other, so a few are plenty. */
const KEPT_RUNS = 4;
const contexts = new Map<number, RunContext>();

/** A range of games of run `run` (its spec beside it); with `facts`, their records' report facts too. */
export type RangeTask = { run: number; spec: RunSpec; from: number; to: number; facts?: boolean };
export type RangeAnswer = GameRecord[] | { records: GameRecord[]; facts: RecordFacts[] };

function contextOf(task: RangeTask): RunContext {
  let ctx = contexts.get(task.run);
  if (!ctx) {
    ctx = runContext(task.spec);
    contexts.set(task.run, ctx);
    if (contexts.size > KEPT_RUNS) contexts.delete(contexts.keys().next().value!);
  }
  return ctx;
}

export default function playGames(task: RangeTask): RangeAnswer {
  const records = playRange(contextOf(task), task.from, task.to);
  return task.facts === true ? { records, facts: records.map(recordFacts) } : records;
}
