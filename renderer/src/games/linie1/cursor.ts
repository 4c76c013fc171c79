/**
 * Laying a tile with the keyboard: a square on the grid that the arrow keys move one square at
 * a time (the held tile is previewed there, with the same verdict the pointer gets), where it
 * starts, and which tile of the hand the keys pick or change to. Pure, so it is tested in Node;
 * no rule is decided here (a square the tile may not go on is refused with the host's reason).
 */
import type { Square } from './geometry.js';

export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export const ARROWS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

const MOVES: Record<ArrowKey, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The square one step `arrow` from `from`, held at the grid's edge (no wrapping: an edge is felt). */
export function stepSquare(from: Square, arrow: ArrowKey, size: { rows: number; cols: number }): Square {
  const [dr, dc] = MOVES[arrow];
  return {
    row: Math.max(1, Math.min(size.rows, from.row + dr)),
    col: Math.max(1, Math.min(size.cols, from.col + dc)),
  };
}

/**
 * Where the keyboard's square starts: where it last was, else the lit square nearest the middle
 * of the grid (top-left first among equals), else the middle.
 */
export function startSquare(last: Square | null, lit: readonly Square[], size: { rows: number; cols: number }): Square {
  if (last && last.row >= 1 && last.col >= 1 && last.row <= size.rows && last.col <= size.cols) return last;
  const mid = { row: (size.rows + 1) / 2, col: (size.cols + 1) / 2 };
  let best: Square | null = null;
  let bestD = Infinity;
  for (const s of lit) {
    const d = Math.abs(s.row - mid.row) + Math.abs(s.col - mid.col);
    if (d < bestD || (d === bestD && best && (s.row < best.row || (s.row === best.row && s.col < best.col)))) {
      best = s;
      bestD = d;
    }
  }
  return best ?? { row: Math.ceil(mid.row), col: Math.ceil(mid.col) };
}

/**
 * The tile the keys pick next from the hand: the first that may be laid when none is held, the
 * next one along (round to the start) when `held` is. `playable` are the tiles the moves
 * offered let be laid now; a tile twice in the hand counts once.
 */
export function nextHandTile(hand: readonly string[], playable: ReadonlySet<string>, held: string | null): string | null {
  const tiles = [...new Set(hand)].filter((t) => playable.has(t));
  if (tiles.length === 0) return null;
  const i = held === null ? -1 : tiles.indexOf(held);
  return tiles[(i + 1) % tiles.length]!;
}
