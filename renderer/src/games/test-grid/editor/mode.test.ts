/**
 * The test-only grid mode proves the v2 interface on a tile grid, through the same tool
 * controller and history the canvas uses: paint (one undo step per drag), stamp with a turn,
 * fill, select and move by cells, delete; problems in words; the file round-trips.
 */
import { describe, expect, it } from 'vitest';
import { loadBoard, serialiseBoard, validateBoard } from '../../../editor-core/model/board-io.js';
import { toolRig } from '../../../editor/tools/test-rig.js';
import { editorFor, registerTestModes } from '../../../editor/modes/index.js';
import { newGridBoard, type GridBoard } from './board.js';
import { CELL, stampTile, testGridMode, turnTile } from './mode.js';
import { inLocale } from '../../../i18n/in-locale.test-support.js';
import { editorArea } from '../../../i18n/editor/index.js';

const hit = (b: GridBoard, p: { x: number; y: number }) => {
  const t = b.tiles.find((x) => x.col === Math.floor(p.x / CELL) + 1 && x.row === Math.floor(p.y / CELL) + 1);
  return t ? { kind: 'tile', id: t.id } : null;
};
const rig = (board: GridBoard = newGridBoard()) => toolRig(testGridMode, board, { hit, hitBox: () => [] });
/** The map point in the middle of a cell (1-based). */
const mid = (col: number, row: number): [number, number] => [(col - 0.5) * CELL, (row - 0.5) * CELL];
const painted = (b: GridBoard) => b.cells.reduce((n, r) => n + (r.match(/#/g)?.length ?? 0), 0);

describe('Test grid mode (editor v2 on a tile grid)', () => {
  it('Paint: a drag over a 10 × 10 area paints 100 cells, one undo step takes them all back', () => {
    const r = rig();
    r.setTool('paint');
    // Row by row, as a hand sweeps: down, across, down again …
    const path: [number, number][] = [];
    for (let row = 1; row <= 10; row++) for (let i = 1; i <= 10; i++) path.push(mid(row % 2 ? i : 11 - i, row));
    r.drag(path);
    expect(painted(r.history.board)).toBe(100);
    expect(r.history.undoDepth).toBe(1);
    expect(r.history.undoLabel).toBe('Paint cells');
    r.history.undo();
    expect(painted(r.history.board)).toBe(0);
    expect(r.history.board).toStrictEqual(newGridBoard());
  });

  it('Paint: a fast diagonal drag skips no cell between two pointer events', () => {
    const r = rig();
    r.setTool('paint');
    r.drag([mid(1, 1), mid(6, 6)]);
    expect(painted(r.history.board)).toBe(11);
    expect(r.history.undoDepth).toBe(1);
  });

  it('Paint with Alt clears; Escape mid-drag puts the cells back and leaves no step', () => {
    const r = rig();
    r.setTool('paint');
    r.drag([mid(1, 1), mid(5, 1)]);
    r.drag([mid(2, 1), mid(3, 1)], { alt: true });
    expect(r.history.board.cells[0]!.slice(0, 5)).toBe('#..##');
    r.ctl.down(r.at(...mid(1, 3)));
    r.ctl.move(r.at(...mid(8, 3)));
    r.ctl.escape();
    expect(r.history.board.cells[2]).toBe('.'.repeat(30));
    expect(r.history.undoDepth).toBe(2);
  });

  it('Stamp: a click lays the chosen tile in the chosen turn; on a tile it replaces it', () => {
    const r = rig();
    r.setTool('stamp');
    r.setOptions({ tile: 'curve' });
    r.setRotation(3);
    r.click(...mid(4, 5));
    expect(r.history.board.tiles).toEqual([{ id: 't1', type: 'curve', col: 4, row: 5, rotation: 3 }]);
    expect(r.sel()).toEqual([{ kind: 'tile', id: 't1' }]);
    r.setOptions({ tile: 'straight' });
    r.setRotation(1);
    r.click(...mid(4, 5));
    expect(r.history.board.tiles).toEqual([{ id: 't1', type: 'straight', col: 4, row: 5, rotation: 1 }]);
    expect(r.history.undoDepth).toBe(2);
  });

  it('Fill: a click paints the whole bare region around it, one step', () => {
    const r = rig(newGridBoard(6, 4));
    r.setTool('paint');
    r.drag([mid(3, 1), mid(3, 4)]); // a wall down column 3
    r.setTool('fill');
    r.click(...mid(1, 1));
    expect(r.history.board.cells).toEqual(['###...', '###...', '###...', '###...']);
    expect(r.history.undoDepth).toBe(2);
  });

  it('Select and move a tile by whole cells; delete it', () => {
    const r = rig();
    r.setTool('stamp');
    r.click(...mid(2, 2));
    r.setTool('select');
    r.drag([mid(2, 2), [2 * CELL, 2 * CELL], mid(5, 3)]);
    expect(r.history.board.tiles[0]).toMatchObject({ col: 5, row: 3 });
    r.setTool('delete');
    r.click(...mid(5, 3));
    expect(r.history.board.tiles).toEqual([]);
  });

  it('Problems in words name the row or the tile, and point at them', () => {
    const b = newGridBoard(4, 3);
    const bad = { ...b, cells: ['####', '##', 'xx..'], tiles: [{ id: 't1', type: 'curve' as const, col: 9, row: 1, rotation: 0 }] };
    const problems = validateBoard(testGridMode, bad);
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining(['Row 3: row “xx..” is not valid: a row holds only "#" (painted) and "." (bare).']),
    );
    const fixedShape = { ...bad, cells: ['####', '##', '....'] };
    const words = validateBoard(testGridMode, fixedShape).map((p) => p.message);
    expect(words).toEqual(expect.arrayContaining(['Row 2 has 2 cells; the grid is 4 wide.', 'A curve tile lies off the grid (column 9, row 1).']));
    expect(testGridMode.locate(fixedShape, '$.cells[1]')).toEqual({ kind: 'row', id: '1' });
  });

  it('The file round-trips byte for byte through the one reader and writer', () => {
    const r = rig();
    r.setTool('paint');
    r.drag([mid(1, 1), mid(30, 30)]);
    const text = serialiseBoard(testGridMode, r.history.board);
    expect(text.split('\n').filter((l) => /^ {4}"[.#]{30}"/.test(l)).length).toBe(30);
    expect(serialiseBoard(testGridMode, loadBoard(testGridMode, JSON.parse(text)).board!)).toBe(text);
  });

  it('Registered only when the page asks for the test modes', async () => {
    expect(await registerTestModes('')).toBe(false);
    expect(editorFor('test-grid')).toBeUndefined();
    expect(await registerTestModes('?editor-test-modes')).toBe(true);
    expect(editorFor('test-grid')?.mode).toBe(testGridMode);
  });

  it('Turn (the inspector’s choice): one undo step, named in the editor’s language', async () => {
    const board = stampTile(newGridBoard(), { col: 2, row: 3 }, 'curve', 0).command.do(newGridBoard());
    const tile = board.tiles[0]!;
    const labels: string[] = [];
    // One language at a time: inLocale switches the page's language.
    for (const l of ['en', 'fr', 'de'] as const) labels.push(await inLocale(l, [editorArea], () => turnTile(board, tile, 1).label));
    expect(labels).toEqual(['Turn tile', 'Tourner la tuile', 'Plättchen drehen']);
    expect(turnTile(board, tile, 1).do(board).tiles).toEqual([{ ...tile, rotation: 1 }]);
  });
});
