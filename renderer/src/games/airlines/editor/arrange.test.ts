import { describe, expect, it } from 'vitest';
import type { AirlinesBoard } from '../../../../../games/airlines/types.js';
import { arrangeCommand, ARRANGE } from '../../../editor-core/model/arrange.js';
import { deepFreeze, roundTrip } from '../../../editor-core/model/command-checks.js';
import type { Command } from '../../../editor-core/model/command.js';
import { History } from '../../../editor-core/model/history.js';
import { testGridMode } from '../../test-grid/editor/mode.js';
import { newAirlinesBoard } from './board.js';
import { airlinesMode } from './mode.js';

const board: AirlinesBoard = deepFreeze({
  ...newAirlinesBoard(),
  cities: [
    { id: 'A', name: 'A', x: 100, y: 100 },
    { id: 'B', name: 'B', x: 220, y: 130 },
    { id: 'C', name: 'C', x: 400, y: 90 },
    { id: 'D', name: 'D', x: 900, y: 600 },
  ],
  routes: [{ id: 'ab', from: 'A', to: 'B', type: 'solid', costs: [3] }],
});
const sel = ['A', 'B', 'C'].map((id) => ({ kind: 'city', id }));
const at = (b: AirlinesBoard) => Object.fromEntries(b.cities.map((c) => [c.id, [c.x, c.y]]));
const cmd = (how: Parameters<typeof arrangeCommand>[3], refs = sel) => arrangeCommand(airlinesMode, board, refs, how) as Command<AirlinesBoard>;

describe('Align and space evenly (selected cities)', () => {
  it('aligns on the left, centre, right, top, middle and bottom of the selection; the rest stay', () => {
    expect(at(roundTrip(airlinesMode, cmd('left'), board))).toEqual({ A: [100, 100], B: [100, 130], C: [100, 90], D: [900, 600] });
    expect(at(roundTrip(airlinesMode, cmd('centre'), board))).toMatchObject({ A: [250, 100], B: [250, 130], C: [250, 90] });
    expect(at(roundTrip(airlinesMode, cmd('right'), board))).toMatchObject({ A: [400, 100], B: [400, 130], C: [400, 90] });
    expect(at(roundTrip(airlinesMode, cmd('top'), board))).toMatchObject({ A: [100, 90], B: [220, 90], C: [400, 90] });
    expect(at(roundTrip(airlinesMode, cmd('middle'), board))).toMatchObject({ A: [100, 110], B: [220, 110], C: [400, 110] });
    expect(at(roundTrip(airlinesMode, cmd('bottom'), board))).toMatchObject({ A: [100, 130], B: [220, 130], C: [400, 130] });
  });

  it('spaces evenly across and down between the outermost two, in their order', () => {
    expect(at(roundTrip(airlinesMode, cmd('across'), board))).toMatchObject({ A: [100, 100], B: [250, 130], C: [400, 90] });
    // Down: C (90), A (100), B (130): A moves to the middle height, 110.
    expect(at(roundTrip(airlinesMode, cmd('down'), board))).toMatchObject({ A: [100, 110], B: [220, 130], C: [400, 90] });
  });

  it('is one undo step with a label that says what it did', () => {
    const h = new History<AirlinesBoard>(board);
    h.exec(cmd('left'));
    expect(h.undoLabel).toBe('Align 3 cities on the left');
    h.undo();
    expect(h.board).toStrictEqual(board);
    expect(h.canUndo).toBe(false);
    expect(cmd('across').label).toBe('Space 3 cities evenly across');
  });

  it('routes in the selection move with their cities, not on their own; too few cities is said in words', () => {
    const withRoute = [...sel, { kind: 'route', id: 'ab' }];
    expect(at(cmd('left', withRoute).do(board))).toEqual(at(cmd('left').do(board)));
    expect(arrangeCommand(airlinesMode, board, [sel[0]!], 'left')).toBe('Aligning needs at least 2 selected cities or points (1 selected).');
    expect(arrangeCommand(airlinesMode, board, sel.slice(0, 2), 'across')).toBe('Spacing evenly needs at least 3 selected cities or points (2 selected).');
    const lined = cmd('left').do(board);
    expect(arrangeCommand(airlinesMode, lined, sel, 'left')).toBe('Align 3 cities on the left: they are so already.');
  });

  it('is for maps of free points only (a tile grid has its region tools)', () => {
    const b = testGridMode.newBoard();
    const tiles = ['a', 'b', 'c'].map((id) => ({ kind: 'tile', id }));
    expect(arrangeCommand(testGridMode, b, tiles, 'left')).toBe('Align and distribute are for maps of free points (cities, airports).');
  });

  it('every button has its own key, shown in its tooltip', () => {
    expect(new Set(ARRANGE.map((a) => a.key)).size).toBe(ARRANGE.length);
    expect(new Set(ARRANGE.map((a) => `${a.code}${a.shift}`)).size).toBe(ARRANGE.length);
  });
});
