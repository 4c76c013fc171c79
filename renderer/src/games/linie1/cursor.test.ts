/** The keyboard's square for laying a tile, and the tile the keys pick: pure, checked with numbers. */
import { describe, expect, it } from 'vitest';
import { nextHandTile, startSquare, stepSquare } from './cursor.js';

const size = { rows: 7, cols: 6 };

describe('Linie 1 keyboard placement', () => {
  it('The arrow keys move one square and stop at the edge of the grid', () => {
    expect(stepSquare({ row: 3, col: 3 }, 'ArrowUp', size)).toEqual({ row: 2, col: 3 });
    expect(stepSquare({ row: 3, col: 3 }, 'ArrowDown', size)).toEqual({ row: 4, col: 3 });
    expect(stepSquare({ row: 3, col: 3 }, 'ArrowLeft', size)).toEqual({ row: 3, col: 2 });
    expect(stepSquare({ row: 3, col: 3 }, 'ArrowRight', size)).toEqual({ row: 3, col: 4 });
    expect(stepSquare({ row: 1, col: 1 }, 'ArrowUp', size)).toEqual({ row: 1, col: 1 });
    expect(stepSquare({ row: 1, col: 1 }, 'ArrowLeft', size)).toEqual({ row: 1, col: 1 });
    expect(stepSquare({ row: 7, col: 6 }, 'ArrowDown', size)).toEqual({ row: 7, col: 6 });
    expect(stepSquare({ row: 7, col: 6 }, 'ArrowRight', size)).toEqual({ row: 7, col: 6 });
  });

  it('The square starts where it was, else on the lit square nearest the middle, else in the middle', () => {
    expect(startSquare({ row: 2, col: 5 }, [{ row: 4, col: 3 }], size)).toEqual({ row: 2, col: 5 });
    // The middle of 7 × 6 is row 4, column 3.5: (4,3) and (4,4) are equally near, the left one wins.
    expect(startSquare(null, [{ row: 1, col: 1 }, { row: 4, col: 4 }, { row: 4, col: 3 }], size)).toEqual({ row: 4, col: 3 });
    expect(startSquare(null, [{ row: 2, col: 1 }, { row: 7, col: 6 }], size)).toEqual({ row: 2, col: 1 });
    expect(startSquare(null, [], size)).toEqual({ row: 4, col: 4 });
    // A square left over from a bigger board is not kept.
    expect(startSquare({ row: 12, col: 12 }, [], size)).toEqual({ row: 4, col: 4 });
  });

  it('R picks the first tile that may be laid; T goes on to the next one, round to the first', () => {
    const hand = ['curve', 'straight', 'straight', 'cross'];
    const playable = new Set(['straight', 'cross']);
    expect(nextHandTile(hand, playable, null)).toBe('straight');
    expect(nextHandTile(hand, playable, 'straight')).toBe('cross');
    expect(nextHandTile(hand, playable, 'cross')).toBe('straight');
    expect(nextHandTile(hand, new Set(), null)).toBeNull();
    expect(nextHandTile(['straight'], new Set(['straight']), 'straight')).toBe('straight');
  });
});
