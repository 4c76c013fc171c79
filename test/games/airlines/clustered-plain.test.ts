/**
 * The games-as-clusters correction and the early counts by turn (clustered.ts) on real lab games,
 * against the plain way of working them out (as they were first written: a pass over every
 * element and every seat adding into the typed lists, and every turn of every game counted one by
 * one). The fast versions must give the very same numbers, bit for bit: a report is compared as
 * JSON with the one before the change (test/bench/lab-against.ts).
 */
import { describe, expect, it } from 'vitest';
import { airlines } from '../../../games/airlines/index.js';
import { defaultBoard } from '../../../games/airlines/testing.js';
import { clusterAdjusted, designEffects, withEarlyByTurn } from '../../../main/lab/clustered.js';
import type { ElementLedgerLine } from '../../../formats/lab-report.js';
import { ledgerMeasures } from '../../../main/lab/element-ledger.js';
import { playRange, runContext } from '../../../main/lab/games.js';
import { defaultBots } from '../../../main/lab/lab.js';
import { HOLD_FIELDS, holdsInOrder, type GameRecord } from '../../../main/lab/play.js';

const share = (r: GameRecord, seat: number): number => (r.winners.includes(seat) ? 1 / r.winners.length : 0);

function plainDesignEffects(elements: number, records: readonly GameRecord[], lines: readonly (ElementLedgerLine | null)[]): Float64Array {
  const out = new Float64Array(elements).fill(1);
  const decided = records.filter((r) => r.winners.length > 0);
  const live = lines.flatMap((l, i) => (l && l.holders.games > 0 && l.others.games > 0 ? [i] : []));
  const [clustered, independent, u] = [0, 1, 2].map(() => new Float64Array(elements)) as [Float64Array, Float64Array, Float64Array];
  for (const r of decided) {
    // Each seat's share of the win, and their sum (added from 0 in seat order).
    const y = Array.from(r.bots, (_, s) => share(r, s));
    let sumY = 0;
    for (const v of y) sumY += v;
    // Element → the seats holding it, in the order the record names them (a set per element).
    const held = new Map<number, Set<number>>();
    const rows = Array.from({ length: r.holds.length / HOLD_FIELDS }, (_, j) => r.holds.slice(j * HOLD_FIELDS, (j + 1) * HOLD_FIELDS));
    for (const [el, seat, , , , , holder] of rows) if (holder === 1) held.set(el!, (held.get(el!) ?? new Set<number>()).add(seat!));
    for (const i of live) {
      const l = lines[i]!;
      u[i] = -(sumY - y.length * l.others.rate) / l.others.games;
      for (const v of y) independent[i]! += ((v - l.others.rate) / l.others.games) ** 2;
    }
    for (const [i, list] of held) {
      const l = lines[i];
      if (!l || l.holders.games <= 0 || l.others.games <= 0) continue;
      for (const s of list) {
        const asHolder = (y[s]! - l.holders.rate) / l.holders.games;
        const asOther = (y[s]! - l.others.rate) / l.others.games;
        u[i]! += asHolder + asOther;
        independent[i]! += asHolder * asHolder - asOther * asOther;
      }
    }
    for (const i of live) clustered[i]! += u[i]! * u[i]!;
  }
  const g = decided.length;
  for (const i of live) out[i] = independent[i]! > 0 ? Math.max(1, (clustered[i]! * g) / (g - 1) / independent[i]!) : 1;
  return out;
}

describe('games as clusters, fast against plain, on lab games', () => {
  it('Airlines, 4 seats, 80 games: the same design effects, ledger sums and counts by turn, holds in the ledger order or not', () => {
    const board = airlines.boardSchema.parse(defaultBoard);
    const ctx = runContext({ game: 'airlines', board, options: airlines.optionsSchema.parse({}), players: 4, seed: 3, bots: defaultBots(airlines as never), maxMoves: 5000 });
    const records = playRange(ctx, 0, 80);
    const m = ledgerMeasures(ctx, records);
    const fast = designEffects(m.lines.length, records, m.lines);
    expect(Array.from(fast)).toEqual(Array.from(plainDesignEffects(m.lines.length, records, m.lines)));
    expect(fast.some((d) => d > 1)).toBe(true);
    const early = withEarlyByTurn(records, clusterAdjusted(records, m));
    const mid = Math.ceil(records.length / 2);
    let counted = 0;
    early.lines.forEach((l, el) => {
      if (!l?.earlyByTurn) return;
      // Every turn from a game's first taking on, one by one.
      const plain = l.earlyByTurn.map((h) => new Array<number>(h.length).fill(0));
      records.forEach((r, gi) => {
        let first = NaN;
        for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) if (r.holds[k] === el && !Number.isNaN(r.holds[k + 2]!) && !(first <= r.holds[k + 2]!)) first = r.holds[k + 2]!;
        if (Number.isNaN(first)) return;
        const half = plain[gi < mid ? 0 : 1]!;
        for (let u = Math.max(0, Math.ceil(first)); u < half.length; u++) half[u]!++;
      });
      expect(l.earlyByTurn, `element ${el}`).toEqual(plain);
      counted += plain[0]![plain[0]!.length - 1]!;
    });
    expect(counted).toBeGreaterThan(0);

    // The same games with each record's holds by element from the last (seats still in order
    // within one): the grouping path, which must give the same measures.
    expect(records.every((r) => holdsInOrder(r.holds))).toBe(true);
    const regrouped = records.map((r) => {
      const blocks: number[][] = [];
      for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) {
        const hold = r.holds.slice(k, k + HOLD_FIELDS);
        if (blocks.length > 0 && blocks[blocks.length - 1]![0] === hold[0]) blocks[blocks.length - 1]!.push(...hold);
        else blocks.push(hold);
      }
      return { ...r, holds: blocks.reverse().flat() };
    });
    expect(regrouped.filter((r) => !holdsInOrder(r.holds)).length).toBeGreaterThan(60);
    const m2 = ledgerMeasures(ctx, regrouped);
    expect(JSON.stringify(m2)).toBe(JSON.stringify(m));
    expect(Array.from(designEffects(m2.lines.length, regrouped, m2.lines))).toEqual(Array.from(fast));
  });
});
