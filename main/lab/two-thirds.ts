/**
 * Which moment of a game the lab reads "who leads at two thirds" from. The game's length is known
 * only at its end, so points are kept along the way: at most KEPT of them, evenly spaced; each
 * time the list fills up, every other one goes and the spacing doubles. At the end the kept
 * point nearest two thirds of the moves is read (the earlier one on a tie).
 *
 * Which point that is depends on the game's length alone, so which points can ever be read is
 * known beforehand (`mayBeRead`): about a quarter of the kept points never can, and the lab
 * skips taking the standing (or keeping the state) there. The figures are the same. A game on a
 * simulation path whose standing is dear copies its state only at `Checkpoints` and replays the
 * point read from the last one before it.
 */

/** Points kept along a game. */
export const KEPT = 64;

/** What `advance` says; one shared answer of each kind (it is asked after every move of every game). */
type Advanced = Readonly<{ kept: boolean; pruned: boolean }>;
const SKIPPED: Advanced = Object.freeze({ kept: false, pruned: false });
const KEPT_ONLY: Advanced = Object.freeze({ kept: true, pruned: false });
const KEPT_PRUNED: Advanced = Object.freeze({ kept: true, pruned: true });
const PRUNED: Advanced = Object.freeze({ kept: false, pruned: true });

/** The kept points' moves as a game goes on. */
export class KeptPoints {
  spacing = 1;
  moves: number[] = [0];

  /**
   * After move `m`: whether it is kept. When the list overflows, the spacing doubles and the
   * points off it go (`pruned` says so: the caller drops what it holds for them).
   */
  advance(m: number): Advanced {
    if (m % this.spacing !== 0) return SKIPPED;
    this.moves.push(m);
    if (this.moves.length <= KEPT) return KEPT_ONLY;
    this.spacing *= 2;
    this.moves = this.moves.filter((k) => k % this.spacing === 0);
    return m % this.spacing === 0 ? KEPT_PRUNED : PRUNED;
  }

  /** The point read for a game of `total` moves (the list as it is after the last move). */
  read(total: number): number {
    const target = Math.floor((2 * total) / 3);
    let best = this.moves[0]!;
    for (const k of this.moves) if (Math.abs(k - target) < Math.abs(best - target)) best = k;
    return best;
  }
}

/** Fewest moves a game needs before its two-thirds point is read. */
export const READ_FROM = 3;

/** The points some game length reads, worked out as far as asked. */
const readable = new Set<number>();
const schedule = new KeptPoints();
let lengthsDone = 0;

/**
 * Whether the point kept at move `p` is read at the end of a game of some length. A game of
 * `total` moves reads a point within its spacing (at most total / 32) of two thirds, so no game
 * longer than 2p + 2 KEPT moves reads p: those lengths are worked out once, and kept.
 */
export function mayBeRead(p: number): boolean {
  while (lengthsDone < 2 * p + 2 * KEPT) {
    lengthsDone++;
    schedule.advance(lengthsDone);
    if (lengthsDone >= READ_FROM) readable.add(schedule.read(lengthsDone));
  }
  return readable.has(p);
}

/** The first checkpoint after move 0, and the least ratio between one checkpoint's move and the next's. */
export const CHECK_FROM = 8;
export const CHECK_RATIO = 1.5;

/**
 * Checkpoints on the simulation path of a game whose standing is dear: moves 0, 8, 12, 18, 27,
 * 41, … (each at least CHECK_RATIO times the last). There the state is copied; at the end the
 * state at the point read is replayed from the last checkpoint at or before it with the game's
 * logged moves. A copy costs about two moves' worth of the rules (Linie 1), so some ten copies
 * and a replay of at most a third of the point's moves cost less than a copy at each of the
 * 70–90 points that may be read. The state replayed is the state that was there: the rules are
 * deterministic (their random source is in the state) and the moves are the moves played.
 */
export class Checkpoints {
  private next = CHECK_FROM;

  /** Whether the state after move `m` (asked in order, from 0) is a checkpoint. */
  at(m: number): boolean {
    if (m === 0) return true;
    if (m < this.next) return false;
    this.next = Math.max(m + 1, Math.ceil(m * CHECK_RATIO));
    return true;
  }
}
