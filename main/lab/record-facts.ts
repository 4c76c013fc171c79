/**
 * What the report reads of each game record more than once, worked out once per record: whether
 * its holds are in the ledger's order, and each element's first taking (the earliest turn any
 * seat took it). The element ledger (element-ledger.ts) and the early-take counts (clustered.ts)
 * both walk the first takings; the design effects (clustered.ts) and the ledger both ask the
 * order. A run on worker threads works the facts out in the worker beside each range of records
 * (runner.ts, worker.ts), so that part of the report is done in parallel with the games; the
 * report looks them up by record, and works out any it is not given (a run in this thread, a
 * test's records) here, the same way: the facts are a pure function of the record.
 */
import { HOLD_FIELDS, holdsInOrder, type GameRecord } from './play.js';

export interface RecordFacts {
  /** The holds are in the ledger's order (play.ts holdsInOrder). */
  inOrder: boolean;
  /**
   * Element, turn of its first taking, element, turn, …: each element with a known taking turn
   * once, in the order of its first such hold (the order a Map keyed by element would have),
   * with the least turn of its holds (the first one on a tie).
   */
  firsts: Float64Array;
}

export function recordFacts(r: GameRecord): RecordFacts {
  const holds = r.holds;
  const inOrder = holdsInOrder(holds);
  const pairs: number[] = [];
  if (inOrder) {
    // By element then seat: an element's holds are side by side, so its pair is the last one.
    for (let k = 0; k < holds.length; k += HOLD_FIELDS) {
      const el = holds[k]!;
      const t = holds[k + 2]!;
      if (Number.isNaN(t)) continue;
      const last = pairs.length - 2;
      if (last >= 0 && pairs[last] === el) {
        if (t < pairs[last + 1]!) pairs[last + 1] = t;
      } else pairs.push(el, t);
    }
  } else {
    const at = new Map<number, number>();
    for (let k = 0; k < holds.length; k += HOLD_FIELDS) {
      const el = holds[k]!;
      const t = holds[k + 2]!;
      if (Number.isNaN(t)) continue;
      const j = at.get(el);
      if (j === undefined) {
        at.set(el, pairs.length);
        pairs.push(el, t);
      } else if (t < pairs[j + 1]!) pairs[j + 1] = t;
    }
  }
  return { inOrder, firsts: Float64Array.from(pairs) };
}

const known = new WeakMap<GameRecord, RecordFacts>();
/** The records whose facts came with them (from a worker), not worked out here. */
const given = new WeakSet<GameRecord>();

/** The record's facts: as given with it (`rememberFacts`), or worked out now and kept. */
export function factsOf(r: GameRecord): RecordFacts {
  let f = known.get(r);
  if (f === undefined) known.set(r, (f = recordFacts(r)));
  return f;
}

/** Facts worked out elsewhere (a worker thread) for this record. */
export function rememberFacts(r: GameRecord, f: RecordFacts): void {
  known.set(r, f);
  given.add(r);
}

/** Whether the record's facts came with it (the tests check the workers' facts are the ones used). */
export function factsGiven(r: GameRecord): boolean {
  return given.has(r);
}
