/**
 * The auto-balance's race: every board tried plays the same seeds in stages, and after each stage
 * a board stops when it is clearly further from the aims than the board leading on those same
 * games. "Clearly" is a stated rule: a paired bootstrap over the seeds played so far (the same
 * resampled games for both boards, since game g of every board is seed + g with the same bots in
 * the same seats), RACE_RESAMPLES times; the board stops when its summed shortfall is above the
 * leader's in the 97.5 % one-sided sense (the 2.5th percentile of the difference is above zero).
 * Boards within reach of the leader play on: a board no different from it never stops.
 *
 * The shortfall here is the point value of auto-balance.ts's objectives (no intervals, no words),
 * so a resample costs a pass over the games' outcomes and nothing else.
 */
import type { BalanceAims } from '../../formats/lab-report.js';
import { Rng } from '../../games/core/rng.js';

/** Resamples of the paired bootstrap, and the quantile of the difference that must clear zero. */
export const RACE_RESAMPLES = 400;
export const RACE_QUANTILE = 0.025;

/** What the race keeps of a game: its winning seats and its length. */
export interface GameOutcome {
  winners: readonly number[];
  turns: number;
}

/** The sufficient figures of a board's games at one player count. */
export interface Tally {
  players: number;
  games: number;
  sole: number;
  /** Games with a winner, and each seat's win share of them (a shared win counts as a share): the reports' own seat figure. */
  decided: number;
  seatWins: number[];
  turns: number;
  turns2: number;
}

export const emptyTally = (players: number): Tally => ({ players, games: 0, sole: 0, decided: 0, seatWins: new Array<number>(players).fill(0), turns: 0, turns2: 0 });

export function addOutcome(t: Tally, r: GameOutcome): void {
  t.games++;
  t.turns += r.turns;
  t.turns2 += r.turns * r.turns;
  if (r.winners.length === 1) t.sole++;
  if (r.winners.length > 0) t.decided++;
  for (const w of r.winners) t.seatWins[w]! += 1 / r.winners.length;
}

/** A board's tallies over its first `games` games at each player count (all of them when absent). */
export function talliesOf(outcomes: readonly (readonly GameOutcome[])[], counts: readonly number[], games?: number): Tally[] {
  return counts.map((p, c) => {
    const t = emptyTally(p);
    const list = outcomes[c]!;
    for (let g = 0; g < Math.min(games ?? list.length, list.length); g++) addOutcome(t, list[g]!);
    return t;
  });
}

/**
 * Each aim's shortfall, in the order of auto-balance.ts's objectives (seats, then undecided games
 * when aimed at, then the length when a target is set): the worst seat beyond ±seatWithin of fair
 * at any count, the share of games without a sole winner, the mean length's distance from its
 * target as a share of it. objectivesOf takes its values from here, so the race and the front
 * score a board by one formula.
 */
export function shortfalls(tallies: readonly Tally[], aims: BalanceAims): number[] {
  let seats = 0;
  for (const t of tallies) {
    const fair = 1 / t.players;
    for (const w of t.seatWins) seats = Math.max(seats, Math.max(0, Math.abs((t.decided ? w / t.decided : 0) - fair) - aims.seatWithin));
  }
  const out = [seats];
  const games = tallies.reduce((x, t) => x + t.games, 0);
  if (aims.decisive) {
    const sole = tallies.reduce((x, t) => x + t.sole, 0);
    out.push(games ? (games - sole) / games : 0);
  }
  if (aims.targetTurns !== null && aims.targetTurns > 0) {
    const mean = games ? tallies.reduce((x, t) => x + t.turns, 0) / games : 0;
    out.push(Math.abs(mean - aims.targetTurns) / aims.targetTurns);
  }
  return out;
}

/** The summed shortfall in points (100 × each aim's shortfall, added up): auto-balance.ts's scoreOf. */
export function pointScore(tallies: readonly Tally[], aims: BalanceAims): number {
  return shortfalls(tallies, aims).reduce((x, v) => x + 100 * v, 0);
}

/** A board's summed shortfall minus the leader's on the same games, and its 95 % bootstrap interval. */
export interface RaceGap {
  value: number;
  lo: number;
  hi: number;
  /** Clearly worse: the interval's low end is above zero. */
  worse: boolean;
}

/**
 * The paired bootstrap of a board against the leader over their first `games` games at each
 * count: the same resampled game numbers on both boards, so the luck of a seed (its deal, its
 * bots' draws) weighs on both sides alike. Seeded, so the same race drops the same boards.
 */
export function raceGap(board: readonly (readonly GameOutcome[])[], leader: readonly (readonly GameOutcome[])[], counts: readonly number[], games: number, aims: BalanceAims, seed: number): RaceGap {
  const value = pointScore(talliesOf(board, counts, games), aims) - pointScore(talliesOf(leader, counts, games), aims);
  const rng = Rng.fromSeed(seed);
  const diffs: number[] = [];
  for (let k = 0; k < RACE_RESAMPLES; k++) {
    const mine = counts.map((p) => emptyTally(p));
    const theirs = counts.map((p) => emptyTally(p));
    for (let c = 0; c < counts.length; c++) {
      const a = mine[c]!;
      const b = theirs[c]!;
      for (let g = 0; g < games; g++) {
        const pick = Math.floor(rng.next() * games);
        addOutcome(a, board[c]![pick]!);
        addOutcome(b, leader[c]![pick]!);
      }
    }
    diffs.push(pointScore(mine, aims) - pointScore(theirs, aims));
  }
  diffs.sort((x, y) => x - y);
  const lo = diffs[Math.floor(RACE_QUANTILE * RACE_RESAMPLES)]!;
  const hi = diffs[Math.ceil((1 - RACE_QUANTILE) * RACE_RESAMPLES) - 1]!;
  return { value, lo, hi, worse: lo > 0 };
}
