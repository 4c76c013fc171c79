/**
 * The Linie 1 editor mode through the same tool controller and history the canvas uses: the
 * bundled city round-trips byte for byte, buildings paint (one undo step per drag), terminals
 * stamp on the edge turned by R, a block clears in one step, problems point at the element, and
 * the tile designer, route-card sets and the die edit the board data.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import classic from '../../../../../boards/linie1/classic.board.json';
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { isPlayable } from '../../../../../games/core/board-check.js';
import { CELL } from '../../../games/linie1/geometry.js';
import { loadBoard, serialiseBoard, validateBoard } from '../../model/board-io.js';
import { toolRig } from '../../tools/test-rig.js';
import { editorFor } from '../index.js';
import {
  addTileType,
  buildingBlock,
  removeLine,
  renameBuilding,
  resizeGrid,
  routeCardSet,
  setDie,
  setStartingCount,
  terminalSpots,
  toggleSegment,
} from './commands.js';
import { linie1Mode } from './mode.js';
import { stopSides, trackWords } from './words.js';

const city = classic as unknown as Linie1Board;
const fresh = () => linie1Mode.newBoard();
const hit = (b: Linie1Board, p: { x: number; y: number }) => {
  const col = Math.floor(p.x / CELL) + 1;
  const row = Math.floor(p.y / CELL) + 1;
  const x = b.buildings.find((y) => y.row === row && y.col === col);
  return x ? { kind: 'building', id: x.id } : null;
};
const rig = (board: Linie1Board = fresh()) => toolRig(linie1Mode, board, { hit, hitBox: () => [] });
/** The map point in the middle of a square (row, col from 1). */
const mid = (row: number, col: number): [number, number] => [(col - 0.5) * CELL, (row - 0.5) * CELL];
const roundTrip = (b: Linie1Board) => {
  const c = structuredClone(b);
  return { c, check: (cmd: { do(x: Linie1Board): Linie1Board; undo(x: Linie1Board): Linie1Board } | null) => expect(cmd!.undo(cmd!.do(c))).toStrictEqual(c) };
};

describe('Linie 1 editor: files', () => {
  it('is registered for Linie 1 boards', () => {
    expect(editorFor('linie1')?.mode).toBe(linie1Mode);
  });

  it('The classic city opens playable and writes back its file byte for byte', () => {
    const file = readFileSync(new URL('../../../../../boards/linie1/classic.board.json', import.meta.url), 'utf8');
    const { board, problems } = loadBoard(linie1Mode, JSON.parse(file));
    expect(isPlayable(problems)).toBe(true);
    expect(serialiseBoard(linie1Mode, board!)).toBe(file);
  });

  it('A new city is playable at once (two or three players)', () => {
    const problems = validateBoard(linie1Mode, fresh());
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const text = serialiseBoard(linie1Mode, fresh());
    expect(serialiseBoard(linie1Mode, loadBoard(linie1Mode, JSON.parse(text)).board!)).toBe(text);
  });
});

describe('Linie 1 editor: the map tools', () => {
  it('Building paint: a drag puts buildings on the squares it crosses, one undo step; Alt+drag takes them off', () => {
    const r = rig();
    r.setTool('building');
    r.drag([mid(1, 1), mid(1, 4)]);
    const added = r.history.board.buildings.slice(4);
    expect(added.map((b) => [b.id, b.row, b.col])).toEqual([
      ['E', 1, 1],
      ['F', 1, 2],
      ['G', 1, 3],
      ['H', 1, 4],
    ]);
    expect(r.history.undoDepth).toBe(1);
    r.drag([mid(1, 2), mid(1, 3)], { alt: true });
    expect(r.history.board.buildings.map((b) => b.id)).toEqual(['A', 'B', 'C', 'D', 'E', 'H']);
    r.history.undo();
    r.history.undo();
    expect(r.history.board).toStrictEqual(fresh());
  });

  it('Paint skips a square that already has a building (no second building on top)', () => {
    const r = rig();
    r.setTool('building');
    r.drag([mid(3, 3), mid(3, 4)]);
    expect(r.history.board.buildings.filter((b) => b.row === 3 && b.col === 3)).toHaveLength(1);
    expect(r.history.board.buildings).toHaveLength(5);
  });

  it('Terminal stamp: a click on an edge square lays a loop for the chosen line; R turns it; inside the grid it says why not', () => {
    const board = { ...fresh(), terminals: [], lines: [] };
    const r = rig(board);
    r.setTool('terminal');
    r.click(...mid(4, 1));
    expect(r.history.board.lines.map((l) => l.id)).toEqual(['1']);
    expect(r.history.board.terminals[0]).toMatchObject({ id: 'T1a', line: '1', edge: 'left', squares: [4, 5] });
    expect(r.sel()).toEqual([{ kind: 'terminal', id: 'T1a' }]);
    // No line chosen: the line still short of a terminal gets this one (two clicks, a pair).
    r.setRotation(1);
    r.click(...mid(6, 8));
    expect(r.history.board.terminals[1]).toMatchObject({ id: 'T1b', line: '1', edge: 'right', squares: [5, 6] });
    r.setOptions({ line: '1' });
    r.click(...mid(2, 8));
    expect(r.said.at(-1)).toMatch(/Line 1 has both its terminals/);
    r.click(...mid(4, 4));
    expect(r.said.at(-1)).toMatch(/Terminals sit on the edge/);
    expect(r.history.undoDepth).toBe(2);
  });

  it('Terminal spots: a corner square offers both edges; a loop never runs into a building or another loop', () => {
    const b = fresh();
    expect(terminalSpots(b, { row: 1, col: 1 })).toEqual([
      { edge: 'top', squares: [1, 2] },
      { edge: 'left', squares: [1, 2] },
    ]);
    expect(terminalSpots(b, { row: 4, col: 4 })).toEqual([]);
    const r = rig();
    r.setTool('terminal');
    r.setOptions({ line: '1' });
    r.click(...mid(2, 1));
    expect(r.said.at(-1)).toMatch(/already has its loop there/);
  });

  it('Clear block: a click takes off every building joined side by side, in one step', () => {
    const r = rig();
    r.setTool('building');
    r.drag([mid(3, 4), mid(3, 5)]);
    expect(buildingBlock(r.history.board, { row: 3, col: 3 })).toEqual(['A', 'E', 'F', 'B']);
    r.setTool('clear');
    r.click(...mid(3, 4));
    expect(r.history.board.buildings.map((b) => b.id)).toEqual(['C', 'D']);
    r.history.undo();
    expect(r.history.board.buildings).toHaveLength(6);
    r.click(...mid(5, 5));
    expect(r.said.at(-1)).toMatch(/Click a building/);
  });

  it('Select and move a building by whole squares; delete it', () => {
    const r = rig();
    r.setTool('select');
    r.drag([mid(3, 3), [2.9 * CELL, 2.9 * CELL], mid(4, 2)]);
    expect(r.history.board.buildings[0]).toMatchObject({ id: 'A', row: 4, col: 2 });
    r.setTool('delete');
    r.click(...mid(4, 2));
    expect(r.history.board.buildings.map((b) => b.id)).toEqual(['B', 'C', 'D']);
  });
});

describe('Linie 1 editor: problems point at the element', () => {
  it('A building walled in names itself and is located on the map; a line without terminals opens its table', () => {
    const b = fresh();
    const walled: Linie1Board = {
      ...b,
      buildings: [...b.buildings, { id: 'E', name: 'Building E', row: 2, col: 3 }, { id: 'F', name: 'Building F', row: 4, col: 3 }, { id: 'G', name: 'Building G', row: 3, col: 2 }, { id: 'H', name: 'Building H', row: 3, col: 4 }],
    };
    const problems = validateBoard(linie1Mode, walled);
    const p = problems.find((x) => /no free square/.test(x.message))!;
    expect(p.message).toBe('Building A has no free square beside it, so it can never get a stop sign.');
    expect(linie1Mode.locate(walled, p.path)).toEqual({ kind: 'building', id: 'A' });
    expect(linie1Mode.position(walled, { kind: 'building', id: 'A' })).toEqual({ x: 2.5 * CELL, y: 2.5 * CELL });

    const noTerminals = { ...b, terminals: b.terminals.filter((t) => t.line !== '2') };
    const q = validateBoard(linie1Mode, noTerminals).find((x) => /Line 2 has 0 terminals/.test(x.message))!;
    expect(linie1Mode.locate(noTerminals, q.path)).toEqual({ kind: 'line', id: '2' });
  });

  it('Schema problems name the element: a building off the grid after a resize, a tile with a bad count', () => {
    const small = resizeGrid(fresh(), 5, 5)!.do(fresh());
    const off = validateBoard(linie1Mode, small).find((x) => x.path === '$.buildings[3]')!;
    expect(off.message).toMatch(/lies outside the 5 by 5 grid/);
    const bad = { ...fresh(), tileTypes: fresh().tileTypes.map((t, i) => (i === 0 ? { ...t, pile: -1 } : t)) };
    const words = validateBoard(linie1Mode, bad).find((x) => x.path.startsWith('$.tileTypes[0]'))!;
    expect(words.message).toMatch(/^Tile Straight/);
    expect(linie1Mode.locate(bad, words.path)).toEqual({ kind: 'tileType', id: 'straight' });
  });
});

describe('Linie 1 editor: the data behind the tabs', () => {
  it('Every edit undoes to the board it started from', () => {
    const { c, check } = roundTrip(city);
    check(renameBuilding(c, 'A', 'Z'));
    check(removeLine(c, '3'));
    check(toggleSegment(c, 'curve', 'S', 'W'));
    check(addTileType(c).command);
    check(setStartingCount(c, 'double-curve', 1));
    check(setStartingCount(c, 'curve', 0));
    check(setDie(c, [1, 2, 3, 'H']));
    check(resizeGrid(c, 14, 10));
    const set = routeCardSet(c, { prefix: 'R', stops: 2, players: [4, 5], seed: 3 });
    check(typeof set === 'string' ? null : set);
  });

  it('Renaming a building carries the new letter into the route cards', () => {
    const next = renameBuilding(city, 'C', 'Q')!.do(city);
    expect(next.buildings.find((b) => b.id === 'Q')).toMatchObject({ row: 12, col: 5 });
    expect(next.routeCards[0]!.stops['1']).toEqual(['Q', 'D', 'I']);
    expect(validateBoard(linie1Mode, next).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('Removing a line takes its terminals and its stops on every card', () => {
    const next = removeLine(city, '6')!.do(city);
    expect(next.terminals.some((t) => t.line === '6')).toBe(false);
    expect(next.routeCards.every((c) => !Object.prototype.hasOwnProperty.call(c.stops, '6'))).toBe(true);
  });

  it('Tile designer: joining sides adds a piece of track; the words tell a crossing from a junction', () => {
    const next = toggleSegment(city, 'straight', 'E', 'W')!.do(city);
    const t = next.tileTypes.find((x) => x.id === 'straight')!;
    expect(t.segments).toEqual([
      ['N', 'S'],
      ['E', 'W'],
    ]);
    expect(trackWords(t)).toMatch(/cross without meeting/);
    expect(trackWords(city.tileTypes.find((x) => x.id === 'straight-curve-left')!)).toMatch(/meet at the south side: a junction/);
    expect(toggleSegment(next, 'straight', 'W', 'E')!.do(next).tileTypes.find((x) => x.id === 'straight')!.segments).toEqual([['N', 'S']]);
  });

  it('Route card sets: one card per line (at least the most players), every line the asked number of different stops', () => {
    const res = routeCardSet(city, { prefix: 'R', stops: 2, players: [4, 5], seed: 7 });
    if (typeof res === 'string') throw new Error(res);
    const next = res.do(city);
    const set = next.routeCards.filter((c) => c.id.startsWith('R'));
    expect(set.map((c) => c.id)).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
    for (const c of set) {
      expect(c.players).toEqual([4, 5]);
      for (const l of city.lines) expect(new Set(c.stops[l.id]).size).toBe(2);
    }
    expect(next.routeCards.filter((c) => c.id.startsWith('B'))).toEqual(city.routeCards.filter((c) => c.id.startsWith('B')));
    expect(validateBoard(linie1Mode, next).filter((p) => p.severity === 'error')).toEqual([]);
    expect(routeCardSet({ ...city, buildings: city.buildings.slice(0, 1) }, { prefix: 'B', stops: 3, players: [2, 3] })).toMatch(/needs at least 3 buildings/);
  });

  it('Stop sign sides: the free squares beside a building; the edge and other buildings take none', () => {
    const e = city.buildings.find((b) => b.id === 'E')!;
    expect(stopSides(city, e).map((s) => s.free)).toEqual([true, true, true, false]);
    expect(stopSides(city, e)[3]!.why).toBe('west: the edge of the city');
  });
});
