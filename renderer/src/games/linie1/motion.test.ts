/** What the city animates of another player's move, and when: pure, checked with numbers. */
import { describe, expect, it } from 'vitest';
import { appearances, dropAt, laidSquares, othersMove } from './motion.js';

const t = (tile: string, rotation = 0) => ({ tile, rotation });

describe('Linie 1 motion', () => {
  it('Finds the squares laid or exchanged between two views, none on a first view or another board size', () => {
    const before = [null, t('straight'), t('curve', 1), null];
    const after = [t('curve'), t('straight'), t('curve', 2), null];
    expect(laidSquares(before, after)).toEqual([0, 2]);
    expect(laidSquares(null, after)).toEqual([]);
    expect(laidSquares([null], after)).toEqual([]);
    expect(laidSquares(after, after)).toEqual([]);
  });

  it('Paces the drop-ins one after the other, and nothing at the Instant pace', () => {
    expect(appearances([4, 9], 700)).toEqual([
      { square: 4, delay: 0, duration: 700 },
      { square: 9, delay: 350, duration: 700 },
    ]);
    expect(appearances([4, 9], 0)).toEqual([]);
  });

  it('Animates only a move by someone else since the last view', () => {
    const log = [
      { type: 'place', player: 'p1', stateNo: 3 },
      { type: 'place', player: 'p2', stateNo: 5 },
      { type: 'draw', player: 'p2', stateNo: 6 },
    ];
    expect(othersMove(log, 4, 'p1')).toBe(true);
    expect(othersMove(log, 4, 'p2')).toBe(false);
    expect(othersMove(log, 2, 'p2')).toBe(true);
    expect(othersMove(log, 6, 'p1')).toBe(false);
    // A spectator (no seat) sees everyone's moves.
    expect(othersMove(log, 4, null)).toBe(true);
  });

  it('Drops a tile in from above, a little larger and invisible, ringed, to its place', () => {
    expect(dropAt(0)).toEqual({ alpha: 0, scale: 1.45, lift: 0.4, ring: 0.8 });
    expect(dropAt(1)).toEqual({ alpha: 1, scale: 1, lift: 0, ring: 0 });
    // A still early on (where the browser test holds it) shows the tile half there, lifted and ringed.
    const early = dropAt(0.25);
    expect(early.alpha).toBeCloseTo(0.417, 3);
    expect(early.lift).toBeGreaterThan(0.15);
    expect(early.ring).toBeGreaterThan(0.3);
    const mid = dropAt(0.5);
    expect(mid.alpha).toBeCloseTo(0.833, 3);
    expect(mid.scale).toBeGreaterThan(1);
    expect(mid.scale).toBeLessThan(1.45);
    expect(dropAt(2)).toEqual(dropAt(1));
    expect(dropAt(-1)).toEqual(dropAt(0));
  });
});
