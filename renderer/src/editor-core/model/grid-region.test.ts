/**
 * The region tools over a toy grid (a map of letters, lower case turning to upper case on a
 * quarter turn and back, so a turn of the content shows): copy, turn, mirror, move, paste with
 * cropping, clear, fills, the bucket's reach and the anchor of a resize; each edit undoes to the
 * board it started from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArea } from '../../i18n/area.js';
import { editorArea } from '../../i18n/editor/index.js';
import { command } from './command.js';
import {
  anchorShift,
  clearRegion,
  cellRectOf,
  fillCells,
  floodCells,
  mirrorClip,
  moveRegion,
  pasteClip,
  readClip,
  transformRegion,
  turnClip,
  type GridContent,
} from './grid-region.js';

/** A toy board: rows of characters, '.' empty; counted from 1 like Linie 1. */
type Toy = { rows: string[] };
const toy = (...rows: string[]): Toy => ({ rows });
const swapCase = (v: string) => (v === v.toLowerCase() ? v.toUpperCase() : v.toLowerCase());
const grid: GridContent<Toy, string> = {
  size: (b) => ({ cols: b.rows[0]!.length, rows: b.rows.length, base: 1 }),
  at: (b, c) => {
    const ch = b.rows[c.row - 1]?.[c.col - 1];
    return ch === undefined || ch === '.' ? null : ch;
  },
  same: (a, b) => a === b,
  turn: (v, turns) => (turns % 2 ? swapCase(v) : v),
  mirror: (v) => v,
  write(b, clear, place, how) {
    const rows = b.rows.map((r) => r.split(''));
    for (const c of clear) rows[c.row - 1]![c.col - 1] = '.';
    for (const p of place) rows[p.cell.row - 1]![p.cell.col - 1] = p.value;
    const next = { rows: rows.map((r) => r.join('')) };
    if (next.rows.join('|') === b.rows.join('|')) return null;
    return command(how.label, () => next, () => b);
  },
};

// Refusals, labels and what a paste says are the editor's catalogue (ICU plurals).
beforeAll(() => loadArea(editorArea, 'en'));

describe('clips', () => {
  const b = toy('ab..', 'c...', '....');
  it('copies a region row by row and turns it clockwise and back', () => {
    const clip = readClip(grid, b, cellRectOf({ col: 1, row: 1 }, { col: 2, row: 2 }));
    expect(clip).toEqual({ cols: 2, rows: 2, cells: ['a', 'b', 'c', null] });
    // Clockwise: the left column, bottom up, becomes the top row; each cell's content turns.
    expect(turnClip(clip, 1, grid.turn).cells).toEqual(['C', 'A', null, 'B']);
    expect(turnClip(turnClip(clip, 1, grid.turn), -1, grid.turn)).toEqual(clip);
    expect(turnClip(clip, 4, grid.turn)).toEqual(clip);
  });
  it('turns a wide clip into a tall one', () => {
    const clip = { cols: 3, rows: 1, cells: ['x', 'y', 'z'] };
    expect(turnClip(clip, 1, (v) => v)).toEqual({ cols: 1, rows: 3, cells: ['x', 'y', 'z'] });
    expect(turnClip(clip, -1, (v) => v)).toEqual({ cols: 1, rows: 3, cells: ['z', 'y', 'x'] });
  });
  it('mirrors left to right and top to bottom', () => {
    const clip = { cols: 2, rows: 2, cells: ['a', 'b', 'c', null] };
    expect(mirrorClip(clip, 'left-right', (v) => v).cells).toEqual(['b', 'a', null, 'c']);
    expect(mirrorClip(clip, 'top-bottom', (v) => v).cells).toEqual(['c', null, 'a', 'b']);
  });
});

describe('region edits', () => {
  const b = toy('ab..', 'c...', '....');
  const r = { col: 1, row: 1, cols: 2, rows: 2 };
  it('moves a region, replacing what it lands on, and undoes', () => {
    const res = moveRegion(grid, toy('ab..', 'c..z', '....'), r, 2, 1);
    if (typeof res === 'string') throw new Error(res);
    const after = res.command.do(toy('ab..', 'c..z', '....'));
    expect(after.rows).toEqual(['....', '..ab', '..c.']);
    expect(res.region).toEqual({ col: 3, row: 2, cols: 2, rows: 2 });
    expect(res.command.undo(after).rows).toEqual(['ab..', 'c..z', '....']);
  });
  it('refuses a move past the edge, and an empty region', () => {
    expect(moveRegion(grid, b, r, 3, 0)).toMatch(/past the edge/);
    expect(moveRegion(grid, b, { col: 3, row: 1, cols: 2, rows: 2 }, -1, 0)).toMatch(/empty/);
  });
  it('turns a region in place (its top-left stays) and refuses when it would not fit', () => {
    const res = transformRegion(grid, toy('abc.', '....', '....'), { col: 1, row: 1, cols: 3, rows: 1 }, { turns: 1 });
    if (typeof res === 'string') throw new Error(res);
    expect(res.command.do(toy('abc.', '....', '....')).rows).toEqual(['A...', 'B...', 'C...']);
    expect(res.region).toEqual({ col: 1, row: 1, cols: 1, rows: 3 });
    expect(transformRegion(grid, toy('abcd', '....'), { col: 1, row: 1, cols: 3, rows: 1 }, { turns: 1 })).toMatch(/past the edge/);
  });
  it('pastes a copy, keeps what its empty cells cover, and leaves out what falls off the grid', () => {
    const clip = readClip(grid, b, r);
    const res = pasteClip(grid, toy('....', '...z', '....'), clip, { col: 3, row: 2 });
    if (typeof res === 'string') throw new Error(res);
    // 'a' 'b' land on row 2; 'c' on row 3; the clip's empty cell leaves 'z'... which 'b' covers here.
    expect(res.command.do(toy('....', '...z', '....')).rows).toEqual(['....', '..ab', '..c.']);
    const off = pasteClip(grid, toy('....', '....', '....'), clip, { col: 4, row: 3 });
    if (typeof off === 'string') throw new Error(off);
    expect(off.command.do(toy('....', '....', '....')).rows).toEqual(['....', '....', '...a']);
    expect(off.say).toMatch(/^Pasted 1 cell; 2 off the grid left out\./);
    expect(pasteClip(grid, b, clip, { col: 9, row: 9 })).toMatch(/off it/);
  });
  it('clears a region and fills cells, each one undo', () => {
    const clear = clearRegion(grid, b, r)!;
    expect(clear.do(b).rows).toEqual(['....', '....', '....']);
    expect(clear.undo(clear.do(b))).toBe(b);
    const fill = fillCells(grid, b, [{ col: 3, row: 1 }, { col: 4, row: 1 }], 'x', 'Fill')!;
    expect(fill.do(b).rows[0]).toBe('abxx');
    expect(clearRegion(grid, toy('....'), { col: 1, row: 1, cols: 2, rows: 1 })).toBeNull();
  });
  it('a bucket reaches the cells joined side by side that hold the same', () => {
    const c = toy('..x.', 'xx..', '..x.');
    const reach = floodCells(grid, c, { col: 1, row: 1 });
    expect(reach).toEqual([{ col: 1, row: 1 }, { col: 2, row: 1 }]);
    expect(floodCells(grid, c, { col: 4, row: 1 })).toHaveLength(4);
    expect(floodCells(grid, c, { col: 9, row: 1 })).toEqual([]);
  });
});

describe('anchors', () => {
  const from = { cols: 8, rows: 6 };
  it('says how far the old cells move when the grid grows or shrinks from an anchor', () => {
    expect(anchorShift(from, { cols: 10, rows: 9 }, 'top-left')).toEqual({ dc: 0, dr: 0 });
    expect(anchorShift(from, { cols: 10, rows: 9 }, 'bottom-right')).toEqual({ dc: 2, dr: 3 });
    expect(anchorShift(from, { cols: 10, rows: 9 }, 'centre')).toEqual({ dc: 1, dr: 1 });
    expect(anchorShift(from, { cols: 10, rows: 9 }, 'top')).toEqual({ dc: 1, dr: 0 });
    expect(anchorShift(from, { cols: 6, rows: 6 }, 'right')).toEqual({ dc: -2, dr: 0 });
    expect(anchorShift(from, { cols: 8, rows: 4 }, 'bottom-left')).toEqual({ dc: 0, dr: -2 });
  });
});
