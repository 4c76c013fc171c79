/**
 * What of another player's move the city animates, and when: the squares whose tile changed
 * between two views (a tile laid, or exchanged) drop into place one after the other at the
 * person's pace; nothing moves in a replay, at the "Instant" pace (where a person who asks for
 * reduced motion starts) or for the person's own move. Pure, so it is tested in Node.
 */
import type { PlacedTile } from '../../../../games/linie1/types.js';

type Grid = readonly (PlacedTile | null)[];

/** Squares (row-major indices) whose tile is new or another between `before` and `after`. */
export function laidSquares(before: Grid | null, after: Grid): number[] {
  if (!before || before.length !== after.length) return [];
  const out: number[] = [];
  after.forEach((t, i) => {
    const was = before[i];
    if (t && (!was || was.tile !== t.tile || was.rotation !== t.rotation)) out.push(i);
  });
  return out;
}

export interface Appear {
  square: number;
  /** Milliseconds after now that it starts dropping in, and how long it takes. */
  delay: number;
  duration: number;
}

/**
 * How the laid squares appear at a pace (ms per move; 0: at once, nothing animates): each takes
 * the pace, the next starts when the last is half down.
 */
export function appearances(squares: readonly number[], pace: number): Appear[] {
  if (pace <= 0) return [];
  return squares.map((square, k) => ({ square, delay: k * pace * 0.5, duration: pace }));
}

/** Whether a change between two views is to be animated: someone else's move, shown live. */
export function othersMove(events: readonly { type: string; player?: string; stateNo: number }[], since: number, you: string | null): boolean {
  return events.some((e) => e.stateNo > since && (e.type === 'place' || e.type === 'exchange' || e.type === 'exchangePair') && e.player !== undefined && e.player !== you);
}

/**
 * The drop-in at a fraction f (0 … 1) of its time: how opaque the tile is, how much larger than
 * its square, how far above it (in squares), and how far out the ring closing onto the square
 * still is (in squares; 0: on its edge). The tile fades in steadily over the first 60 % and
 * settles eased, so a still taken anywhere in the first half shows a tile half there, lifted and
 * ringed: the eye finds where it lands.
 */
export function dropAt(f: number): { alpha: number; scale: number; lift: number; ring: number } {
  const t = Math.max(0, Math.min(1, f));
  const e = 1 - (1 - t) ** 3;
  return { alpha: t <= 0 ? 0 : Math.min(1, t / 0.6), scale: 1 + 0.45 * (1 - e), lift: 0.4 * (1 - e), ring: 0.8 * (1 - e) };
}
