/**
 * The Linie 1 squares under the region tools: a moved building keeps its letter (route cards
 * still name it), a pasted one takes a new letter, a turn turns its stop sides, blocked squares
 * come along, and a resize from an anchor moves buildings, blocked squares and terminals with
 * their squares; every edit undoes to the board it started from, key for key.
 */
import { describe, expect, it } from 'vitest';
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { moveRegion, pasteClip, readClip, transformRegion } from '../../../editor-core/model/grid-region.js';
import { linie1Grid, mirrorEdge, resizeFromAnchor, turnEdge } from './grid.js';
import { linie1Mode } from './mode.js';
import { CELL } from '../geometry.js';
import { toolRig } from '../../../editor/tools/test-rig.js';

const fresh = (): Linie1Board => ({
  ...linie1Mode.newBoard(),
  buildings: [
    { id: 'A', name: 'Building A', row: 3, col: 3, stopSides: ['N', 'E'] },
    { id: 'B', name: 'Town hall', row: 3, col: 4 },
  ],
  blocked: [{ row: 4, col: 3 }],
});
const region = { col: 3, row: 3, cols: 2, rows: 2 };

describe('Linie 1 squares under the region tools', () => {
  it('turns and mirrors stop sides', () => {
    expect(turnEdge('N', 1)).toBe('E');
    expect(turnEdge('W', 1)).toBe('N');
    expect(turnEdge('N', -1)).toBe('W');
    expect(mirrorEdge('E', 'left-right')).toBe('W');
    expect(mirrorEdge('N', 'left-right')).toBe('N');
    expect(mirrorEdge('N', 'top-bottom')).toBe('S');
  });

  it('moves buildings and blocked squares, keeping their letters and list order', () => {
    const b = fresh();
    const res = moveRegion(linie1Grid, b, region, 2, 1);
    if (typeof res === 'string') throw new Error(res);
    const after = res.command.do(b);
    expect(after.buildings).toEqual([
      { id: 'A', name: 'Building A', row: 4, col: 5, stopSides: ['N', 'E'] },
      { id: 'B', name: 'Town hall', row: 4, col: 6 },
    ]);
    expect(after.blocked).toEqual([{ row: 5, col: 5 }]);
    expect(res.command.undo(after)).toEqual(b);
  });

  it('pastes copies with new letters (a default name follows the letter)', () => {
    const b = fresh();
    const clip = readClip(linie1Grid, b, region);
    const res = pasteClip(linie1Grid, b, clip, { col: 6, row: 6 });
    if (typeof res === 'string') throw new Error(res);
    const after = res.command.do(b);
    expect(after.buildings.slice(2)).toEqual([
      { id: 'C', name: 'Building C', row: 6, col: 6, stopSides: ['N', 'E'] },
      { id: 'D', name: 'Town hall', row: 6, col: 7 },
    ]);
    expect(after.blocked).toEqual([{ row: 4, col: 3 }, { row: 7, col: 6 }]);
    expect(res.command.undo(after)).toEqual(b);
  });

  it('turns a region clockwise: the squares go round and the stop sides with them', () => {
    const b = fresh();
    const res = transformRegion(linie1Grid, b, region, { turns: 1 });
    if (typeof res === 'string') throw new Error(res);
    const after = res.command.do(b);
    // A at the top-left goes to the top-right, B (top-right) to the bottom-right, the blocked square to the top-left.
    expect(after.buildings).toEqual([
      { id: 'A', name: 'Building A', row: 3, col: 4, stopSides: ['E', 'S'] },
      { id: 'B', name: 'Town hall', row: 4, col: 4 },
    ]);
    expect(after.blocked).toEqual([{ row: 3, col: 3 }]);
    expect(res.command.undo(after)).toEqual(b);
  });

  it('resizes from an anchor: everything moves with its squares, and what would go past the top or left is cut off (undo brings it back)', () => {
    const b = fresh();
    const grow = resizeFromAnchor(b, b.rows + 2, b.cols + 1, 'bottom-right')!;
    const after = grow.do(b);
    expect([after.rows, after.cols]).toEqual([10, 9]);
    expect(after.buildings[0]).toMatchObject({ id: 'A', row: 5, col: 4 });
    expect(after.blocked).toEqual([{ row: 6, col: 4 }]);
    // T1a is on the left edge (squares are rows), T2a on the top (squares are columns).
    expect(after.terminals.find((t) => t.id === 'T1a')!.squares).toEqual([4, 5]);
    expect(after.terminals.find((t) => t.id === 'T2a')!.squares).toEqual([6, 7]);
    expect(grow.undo(after)).toEqual(b);

    const shrink = resizeFromAnchor(b, b.rows, b.cols - 3, 'right')!;
    const cut = shrink.do(b);
    expect(cut.buildings).toEqual([{ id: 'B', name: 'Town hall', row: 3, col: 1 }]);
    expect(cut.blocked).toBeUndefined();
    expect(shrink.label).toBe('Grid 5 × 8, the right kept in place, 3 elements cut off');
    expect(cut.terminals.map((t) => t.id)).not.toContain('T2b');
    expect(shrink.undo(cut)).toEqual(b);

    const same = resizeFromAnchor(b, b.rows + 1, b.cols, 'top-left')!.do(b);
    expect(same.buildings).toEqual(b.buildings);
    expect(resizeFromAnchor(b, b.rows, b.cols, 'centre')).toBeNull();
  });
});

describe('the region and fill tools through the controller', () => {
  const centre = (col: number, row: number): [number, number] => [(col - 0.5) * CELL, (row - 0.5) * CELL];
  const rig = () => toolRig(linie1Mode, fresh(), { hit: () => null, hitBox: () => [] });

  it('drags a region, then drags inside it to move what it holds: one undo step', () => {
    const r = rig();
    r.setTool('region');
    r.drag([centre(3, 3), centre(4, 3), centre(4, 4)]);
    expect(r.region()).toEqual(region);
    r.drag([centre(3, 3), centre(4, 4), centre(5, 5)]);
    expect(r.region()).toEqual({ col: 5, row: 5, cols: 2, rows: 2 });
    expect(r.history.board.buildings.map((x) => [x.id, x.col, x.row])).toEqual([['A', 5, 5], ['B', 6, 5]]);
    r.history.undo();
    expect(r.history.board).toEqual(fresh());
  });

  it('stamps a copied region at each click while pasting, Escape stops', () => {
    const r = rig();
    r.setTool('region');
    r.paste(readClip(linie1Grid, fresh(), region));
    r.click(...centre(1, 1));
    r.click(...centre(6, 6));
    expect(r.history.board.buildings.map((x) => `${x.id}@${x.col},${x.row}`)).toEqual(['A@3,3', 'B@4,3', 'C@1,1', 'D@2,1', 'E@6,6', 'F@7,6']);
    r.ctl.escape();
    r.click(...centre(1, 6));
    expect(r.history.board.buildings).toHaveLength(6);
    expect(r.region()).toEqual({ col: 1, row: 6, cols: 1, rows: 1 });
  });

  it('fills a dragged rectangle and a bucket with what the options say', () => {
    const r = rig();
    r.setTool('rect-fill');
    r.setOptions({ fill: 'blocked' });
    r.drag([centre(1, 1), centre(2, 2)]);
    expect(r.history.board.blocked).toEqual([{ row: 1, col: 1 }, { row: 1, col: 2 }, { row: 2, col: 1 }, { row: 2, col: 2 }, { row: 4, col: 3 }]);
    r.setTool('bucket');
    r.setOptions({ fill: 'empty' });
    r.click(...centre(1, 1));
    expect(r.history.board.blocked).toEqual([{ row: 4, col: 3 }]);
    r.history.undo();
    r.history.undo();
    expect(r.history.board).toEqual(fresh());
  });
});
