/**
 * The element ledger's holders-against-the-rest figures, corrected for the seats of one game not
 * being independent. The ledger (element-ledger.ts) counts seat-games: in a game of four, the
 * holder's win and the three others' are tied together (one winner per game), so the plain
 * intervals and the Mantel–Haenszel test, which take every seat-game as a fresh draw, are too
 * sure of themselves: an A/A run (a board against itself) gave findings far more often than 5 %.
 *
 * The correction takes games as clusters. For each element, the difference of win rates
 * d = p₁ − p₀ (holders, others) is linearised: each seat-game contributes
 * x(y − p₁)/N₁ − (1 − x)(y − p₀)/N₀ (x: it holds the element, y: its win share), and the variance
 * of d is the sum of the squared contributions, summed per game first (clustered) or per seat-game
 * (as if independent). Their ratio is the design effect (Kish); the interval is widened by its
 * square root and the χ² of the test divided by it (Rao and Scott's first-order correction). A
 * design effect below 1 is taken as 1: the correction never makes a figure surer than the plain one.
 */
import type { ElementLedgerLine } from '../../formats/lab-report.js';
import type { LedgerMeasures } from './element-ledger.js';
import { HOLD_FIELDS, type GameRecord } from './play.js';
import { factsOf } from './record-facts.js';
import { gammaQ } from './stats.js';
import { say } from './words.js';

function share(r: GameRecord, seat: number): number {
  return r.winners.includes(seat) ? 1 / r.winners.length : 0;
}

/** Each element's design effect (clustered variance over independent), 1 where it can't be measured. */
export function designEffects(elements: number, records: readonly GameRecord[], lines: readonly (ElementLedgerLine | null)[]): Float64Array {
  const out = new Float64Array(elements).fill(1);
  const decided = records.filter((r) => r.winners.length > 0);
  if (decided.length < 2) return out;
  const p1 = new Float64Array(elements);
  const p0 = new Float64Array(elements);
  const n1 = new Float64Array(elements);
  const n0 = new Float64Array(elements);
  const live: number[] = [];
  for (let i = 0; i < elements; i++) {
    const l = lines[i];
    if (!l || l.holders.games <= 0 || l.others.games <= 0) continue;
    p1[i] = l.holders.rate;
    p0[i] = l.others.rate;
    n1[i] = l.holders.games;
    n0[i] = l.others.games;
    live.push(i);
  }
  const clustered = new Float64Array(elements);
  const independent = new Float64Array(elements);
  // Per game, every element's contribution starts as if no seat held it (all seats "others"),
  // then the holding seats move to the holders' side: only held elements need a second look.
  const u = new Float64Array(elements);
  for (const r of decided) {
    const y = r.bots.map((_, s) => share(r, s));
    const sumY = y.reduce((t, v) => t + v, 0);
    const seats = y.length;
    // Holds in the ledger's order (by element, then seat, each once: play.ts holdsInOrder) are
    // taken as they stand below; any other order is grouped by element first.
    const inOrder = factsOf(r).inOrder;
    const held = new Map<number, number[]>();
    if (!inOrder) {
      for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) {
        if (r.holds[k + 6] !== 1) continue;
        const el = r.holds[k]!;
        const seat = r.holds[k + 1]!;
        const list = held.get(el) ?? [];
        if (!list.includes(seat)) list.push(seat);
        held.set(el, list);
      }
    }
    // Indexed loops over locals (every live element × every seat of every game): the same
    // operations in the same order as adding to the typed list each time.
    for (let li = 0; li < live.length; li++) {
      const i = live[li]!;
      const p = p0[i]!;
      const n = n0[i]!;
      u[i] = -(sumY - seats * p) / n;
      let ind = independent[i]!;
      for (let s = 0; s < seats; s++) ind += ((y[s]! - p) / n) ** 2;
      independent[i] = ind;
    }
    const moveToHolders = (i: number, s: number): void => {
      if (n1[i]! <= 0 || n0[i]! <= 0) return;
      const v = y[s] ?? 0;
      const asHolder = (v - p1[i]!) / n1[i]!;
      const asOther = (v - p0[i]!) / n0[i]!;
      u[i]! += asHolder + asOther;
      independent[i]! += asHolder * asHolder - asOther * asOther;
    };
    if (inOrder) {
      for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) if (r.holds[k + 6] === 1) moveToHolders(r.holds[k]!, r.holds[k + 1]!);
    } else for (const [i, list] of held) for (const s of list) moveToHolders(i, s);
    for (const i of live) clustered[i]! += u[i]! * u[i]!;
  }
  const g = decided.length;
  for (const i of live) {
    // The clustered sum with its small-sample factor G/(G − 1).
    const c = (clustered[i]! * g) / (g - 1);
    out[i] = independent[i]! > 0 ? Math.max(1, c / independent[i]!) : 1;
  }
  return out;
}

/** The ledger's measures with every holders-against-the-rest interval and test corrected for games as clusters. */
export function clusterAdjusted(records: readonly GameRecord[], m: LedgerMeasures): LedgerMeasures {
  const deff = designEffects(m.lines.length, records, m.lines);
  const lines = m.lines.map((l, i) => {
    if (!l) return l;
    const k = Math.sqrt(deff[i]!);
    const e = l.effect;
    return { ...l, effect: { d: e.d, lo: Math.max(-1, e.d - (e.d - e.lo) * k), hi: Math.min(1, e.d + (e.hi - e.d) * k) } };
  });
  const tests = m.tests.map((t, i) => {
    if (!t) return t;
    const stat = t.statistic / deff[i]!;
    const named = say('labr.test.raoScott', { test: t.testWords ?? t.test, deff: Number(deff[i]!.toFixed(2)) });
    return { p: gammaQ(0.5, stat / 2), statistic: stat, test: named.text, testWords: named.wording };
  });
  return { ...m, lines, tests };
}

/** Turns past an element's early turn whose counts are kept (`earlyByTurn`) at least: room for another run's early turn. */
const EARLY_SPAN = 6;
/** The last turn counted: a longer game's later first takings are left out (then `earlyByTurnAll` is false). */
const LAST_COUNTED = 200;

/**
 * Each element's games taken by each turn, per half of the run (halves as the ledger splits
 * them), from turn 0 to the last turn it was first taken on in any game (at least a little past
 * its early turn), so comparisons of two runs measure both by the same turn: its kind's early
 * turn, or its own median turn.
 */
export function withEarlyByTurn(records: readonly GameRecord[], m: LedgerMeasures): LedgerMeasures {
  const mid = Math.ceil(records.length / 2);
  // Each game's first takings (record-facts.ts: the ledger's, worked out once per record).
  const firsts = records.map((r) => factsOf(r).firsts);
  const last = new Array<number>(m.lines.length).fill(0);
  for (const first of firsts) {
    for (let j = 0; j < first.length; j += 2) {
      const el = first[j]!;
      if (el < last.length) last[el] = Math.max(last[el]!, Math.ceil(first[j + 1]!));
    }
  }
  const spans = m.lines.map((l, i) => (l?.early ? Math.min(LAST_COUNTED, Math.max(Math.floor(l.early.byTurn) + EARLY_SPAN, last[i]!)) : -1));
  const counts = spans.map((t) => (t >= 0 ? [new Array<number>(t + 1).fill(0), new Array<number>(t + 1).fill(0)] : null));
  // A game counts at every turn from its first taking on: counted where it starts, then summed
  // along (whole numbers, so the same counts as adding one at every turn).
  firsts.forEach((first, gi) => {
    for (let j = 0; j < first.length; j += 2) {
      const el = first[j]!;
      const t = first[j + 1]!;
      const c = counts[el];
      if (!c) continue;
      const half = c[gi < mid ? 0 : 1]!;
      const from = Math.max(0, Math.ceil(t));
      if (from < half.length) half[from]!++;
    }
  });
  for (const c of counts) if (c) for (const half of c) for (let u = 1; u < half.length; u++) half[u]! += half[u - 1]!;
  return {
    ...m,
    lines: m.lines.map((l, i) => (l && counts[i] ? { ...l, earlyByTurn: counts[i] as [number[], number[]], earlyByTurnAll: last[i]! <= LAST_COUNTED } : l)),
  };
}
