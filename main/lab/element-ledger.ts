/**
 * The element ledger over a run: for every element of the board, from the games' holds
 * (play.ts), the win share of the seats that held it (took it or were dealt it) against the seats
 * that did not, with intervals and a test within bots, the same difference in each half of the
 * run, how often it was taken by the early turn of its kind (its first quartile), and its median turn, cost and mean
 * worth. Pure and in game order, so the same records give the same figures.
 */
import type { ElementLedgerLine } from '../../formats/lab-report.js';
import type { RunContext } from './games.js';
import { HOLD_FIELDS, type GameRecord } from './play.js';
import { factsOf } from './record-facts.js';
import { mantelHaenszel, quantile, rateDifference, sortedMedianInterval, sortedNumbers, summarise, wilson, type TestResult } from './stats.js';

/** Fewest seat-games on each side before an element's holders are compared with the rest. */
export const MIN_SIDE = 12;

export interface LedgerMeasures {
  /** Games in the run. */
  games: number;
  lines: (ElementLedgerLine | null)[];
  /** The holders-against-the-rest test within bots, per element (null: too few on a side). */
  tests: (TestResult | null)[];
}

function share(r: GameRecord, seat: number): number {
  return r.winners.includes(seat) ? 1 / r.winners.length : 0;
}

export function ledgerMeasures(ctx: Pick<RunContext, 'kinds' | 'elements'>, records: readonly GameRecord[]): LedgerMeasures {
  const n = ctx.elements.length;
  const decided = records.filter((r) => r.winners.length > 0);
  const half = Math.ceil(decided.length / 2);
  const bots = [...new Set(records.flatMap((r) => r.bots))];
  const botIndex = new Map(bots.map((b, i) => [b, i]));
  // Per bot (the strata) and per half: seat-games and wins, all and holding each element.
  const strata = bots.map(() => ({ seats: 0, wins: 0, held: new Float64Array(n), heldWins: new Float64Array(n) }));
  const halves = [0, 1].map(() => ({ seats: 0, wins: 0, held: new Float64Array(n), heldWins: new Float64Array(n) }));
  const turns: number[][] = Array.from({ length: n }, () => []);
  const costs: number[][] = Array.from({ length: n }, () => []);
  const worth: number[][] = Array.from({ length: n }, () => []);
  decided.forEach((r, gi) => {
    const h = halves[gi < half ? 0 : 1]!;
    const holds = r.holds;
    // Holds in the ledger's order (by element, then seat; play.ts holdsInOrder) are added in one
    // pass: each element's sums then get their seats' shares in seat order, as the grouping by
    // seat below adds them.
    if (factsOf(r).inOrder) {
      const seatStrata = r.bots.map((bot) => strata[botIndex.get(bot)!]!);
      const won = r.bots.map((_, s) => share(r, s));
      for (let s = 0; s < won.length; s++) {
        seatStrata[s]!.seats++;
        seatStrata[s]!.wins += won[s]!;
        h.seats++;
        h.wins += won[s]!;
      }
      for (let k = 0; k < holds.length; k += HOLD_FIELDS) {
        if (holds[k + 6] !== 1) continue;
        const el = holds[k]!;
        const s = holds[k + 1]!;
        const st = seatStrata[s]!;
        st.held[el]!++;
        st.heldWins[el]! += won[s]!;
        h.held[el]!++;
        h.heldWins[el]! += won[s]!;
      }
      return;
    }
    const seatsHeld = r.bots.map(() => new Set<number>());
    for (let k = 0; k < holds.length; k += HOLD_FIELDS) if (holds[k + 6] === 1) seatsHeld[holds[k + 1]!]!.add(holds[k]!);
    r.bots.forEach((bot, s) => {
      const st = strata[botIndex.get(bot)!]!;
      const won = share(r, s);
      st.seats++;
      st.wins += won;
      h.seats++;
      h.wins += won;
      for (const el of seatsHeld[s]!) {
        st.held[el]!++;
        st.heldWins[el]! += won;
        h.held[el]!++;
        h.heldWins[el]! += won;
      }
    });
  });
  // First-take turns per game (the earliest seat: record-facts.ts, worked out once per record and
  // shared with clustered.ts), costs and worth, over every game.
  const firstTurn = records.map((r) => {
    for (let k = 0; k < r.holds.length; k += HOLD_FIELDS) {
      const el = r.holds[k]!;
      const c = r.holds[k + 3]!;
      const w = r.holds[k + 4]!;
      if (!Number.isNaN(c)) costs[el]!.push(c);
      if (!Number.isNaN(w)) worth[el]!.push(w);
    }
    const firsts = factsOf(r).firsts;
    for (let j = 0; j < firsts.length; j += 2) turns[firsts[j]!]!.push(firsts[j + 1]!);
    return firsts;
  });
  // The early turn of each kind: a quarter of its first takings come by then.
  const byTurnOf = new Float64Array(n).fill(NaN);
  let at = 0;
  for (const k of ctx.kinds) {
    const all: number[] = [];
    for (let j = 0; j < k.items.length; j++) for (const t of turns[at + j]!) if (t > 0) all.push(t);
    const mid = all.length ? summarise(all).q1 : NaN;
    for (let j = 0; j < k.items.length; j++) byTurnOf[at + j] = Math.floor(mid);
    at += k.items.length;
  }
  // Per element, the games in each half of the run whose first taking came by its early turn:
  // one walk over the games' first takings (not one over every game per element).
  const mid = Math.ceil(records.length / 2);
  const earlyGames = [new Int32Array(n), new Int32Array(n)] as const;
  firstTurn.forEach((firsts, gi) => {
    const counts = earlyGames[gi < mid ? 0 : 1];
    for (let j = 0; j < firsts.length; j += 2) if (firsts[j + 1]! <= byTurnOf[firsts[j]!]!) counts[firsts[j]!]!++;
  });
  const lines: (ElementLedgerLine | null)[] = [];
  const tests: (TestResult | null)[] = [];
  const seatGames = strata.reduce((t, st) => t + st.seats, 0);
  const totalWins = strata.reduce((t, st) => t + st.wins, 0);
  for (let i = 0; i < n; i++) {
    const held = strata.reduce((t, st) => t + st.held[i]!, 0);
    const heldWins = strata.reduce((t, st) => t + st.heldWins[i]!, 0);
    if (held === 0 && turns[i]!.length === 0 && !Number.isFinite(byTurnOf[i]!)) {
      lines.push(null);
      tests.push(null);
      continue;
    }
    const rest = seatGames - held;
    const restWins = totalWins - heldWins;
    const hw = wilson(heldWins, held);
    const ow = wilson(restWins, rest);
    const diffOf = (h: (typeof halves)[number]): number => {
      const a = h.held[i]!;
      const b = h.seats - a;
      return a > 0 && b > 0 ? h.heldWins[i]! / a - (h.wins - h.heldWins[i]!) / b : 0;
    };
    const byTurn = byTurnOf[i]!;
    let early: ElementLedgerLine['early'] = null;
    let earlyHalves: [number, number] | null = null;
    if (Number.isFinite(byTurn)) {
      const g = [earlyGames[0][i]!, earlyGames[1][i]!];
      early = { byTurn, games: g[0]! + g[1]!, rate: records.length ? (g[0]! + g[1]!) / records.length : 0 };
      earlyHalves = [mid ? g[0]! / mid : 0, records.length - mid ? g[1]! / (records.length - mid) : 0];
    }
    // Medians as `summarise` has them (the middle of the sorted list), each list sorted once.
    const med = (sorted: ArrayLike<number>): number | null => (sorted.length ? quantile(sorted, 0.5) : null);
    const taken = sortedNumbers(turns[i]!.filter((t) => t > 0));
    const turnCi = taken.length ? sortedMedianInterval(taken) : null;
    lines.push({
      holders: { wins: heldWins, games: held, rate: held ? heldWins / held : 0, lo: hw.lo, hi: hw.hi },
      others: { wins: restWins, games: rest, rate: rest ? restWins / rest : 0, lo: ow.lo, hi: ow.hi },
      effect: rateDifference(heldWins, held, restWins, rest),
      halves: [diffOf(halves[0]!), diffOf(halves[1]!)],
      early,
      earlyHalves,
      medianTurn: med(taken),
      medianTurnInterval: turnCi ? { lo: turnCi.lo, hi: turnCi.hi, games: taken.length } : null,
      medianCost: med(sortedNumbers(costs[i]!)),
      meanWorth: worth[i]!.length ? worth[i]!.reduce((t, x) => t + x, 0) / worth[i]!.length : null,
    });
    tests.push(
      held >= MIN_SIDE && rest >= MIN_SIDE
        ? mantelHaenszel(strata.map((st) => [st.heldWins[i]!, st.held[i]! - st.heldWins[i]!, st.wins - st.heldWins[i]!, st.seats - st.held[i]! - (st.wins - st.heldWins[i]!)] as const))
        : null,
    );
  }
  return { games: records.length, lines, tests };
}
