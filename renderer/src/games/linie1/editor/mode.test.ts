/**
 * The Linie 1 editor mode through the same tool controller and history the canvas uses: the
 * bundled city round-trips byte for byte, buildings paint (one undo step per drag), terminals
 * stamp on the edge turned by R, a block clears in one step, problems point at the element, and
 * the tile designer, route-card sets and the die edit the board data.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadArea } from '../../../i18n/area.js';
import { editorArea } from '../../../i18n/editor/index.js';
import { useLocale } from '../../../i18n/locale.js';
import classic from '../../../../../boards/linie1/classic.board.json';
import type { Linie1Board } from '../../../../../games/linie1/board.js';
import { isPlayable } from '../../../../../games/core/board-check.js';
import { CELL } from '../geometry.js';
import { loadBoard, serialiseBoard, validateBoard } from '../../../editor-core/model/board-io.js';
import { toolRig } from '../../../editor/tools/test-rig.js';
import { editorFor, loadEditors } from '../../../editor/modes/index.js';
import {
  addBlocked,
  addTileType,
  buildingBlock,
  moveBuildings,
  removeBlocked,
  setStopSide,
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
import { outside, outsideAt } from './outside.js';
import { stopSides, trackWords } from './words.js';

const city = classic as unknown as Linie1Board;
const fresh = () => linie1Mode.newBoard();
const hit = (b: Linie1Board, p: { x: number; y: number }) => {
  const col = Math.floor(p.x / CELL) + 1;
  const row = Math.floor(p.y / CELL) + 1;
  const x = b.buildings.find((y) => y.row === row && y.col === col);
  if (x) return { kind: 'building', id: x.id };
  return b.blocked?.some((q) => q.row === row && q.col === col) ? { kind: 'blocked', id: `${row},${col}` } : null;
};
const rig = (board: Linie1Board = fresh()) => toolRig(linie1Mode, board, { hit, hitBox: () => [] });
/** The map point in the middle of a square (row, col from 1). */
const mid = (row: number, col: number): [number, number] => [(col - 0.5) * CELL, (row - 0.5) * CELL];
const roundTrip = (b: Linie1Board) => {
  const c = structuredClone(b);
  return { c, check: (cmd: { do(x: Linie1Board): Linie1Board; undo(x: Linie1Board): Linie1Board } | null) => expect(cmd!.undo(cmd!.do(c))).toStrictEqual(c) };
};

describe('Linie 1 editor: files', () => {
  it('is registered for Linie 1 boards (through the game registrations)', async () => {
    await loadEditors();
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
    check(addBlocked(c, { row: 1, col: 1 }));
    check(setStopSide(c, 'A', 'W', false));
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

  it('In German and French: stop sides, track words, undo labels and the route-card set refusal follow the editor language', async () => {
    const e = city.buildings.find((b) => b.id === 'E')!;
    const junction = city.tileTypes.find((x) => x.id === 'straight-curve-left')!;
    const locale = useLocale();
    await Promise.all([loadArea(editorArea, 'de'), loadArea(editorArea, 'fr')]);
    try {
      locale.value = 'de';
      // The language shows once the watch on it has run: poll for it, never wait a fixed time.
      await vi.waitFor(() => expect(stopSides(city, e)[3]!.why).toBe('Westen: der Rand der Stadt'));
      expect(trackWords(junction)).toBe('Gleisstücke treffen sich im Süden: eine Weiche, an der die Straßenbahn wählt.');
      expect(setStopSide(city, 'A', 'W', false)!.label).toBe('Haltestellenschild im Westen von A verbieten');
      expect(routeCardSet({ ...city, buildings: city.buildings.slice(0, 1) }, { prefix: 'B', stops: 3, players: [2, 3] })).toBe('Ein Satz mit 3 Haltestellen braucht mindestens 3 Gebäude; der Spielplan hat 1.');
      locale.value = 'fr';
      await vi.waitFor(() => expect(stopSides(city, e)[3]!.why).toBe('ouest : le bord de la ville'));
      expect(trackWords(junction)).toBe('Des rails se rejoignent du côté sud : un aiguillage, où le tram choisit.');
      const set = routeCardSet(city, { prefix: 'R', stops: 2, players: [4, 5], seed: 7 });
      expect(typeof set === 'string' ? set : set.label).toBe('Cartes de trajet à 2 arrêts pour 4 ou 5 joueurs');
    } finally {
      locale.value = 'en';
      await vi.waitFor(() => expect(stopSides(city, e)[3]!.why).toBe('west: the edge of the city'));
    }
  });
});

describe('Linie 1 editor: blocked squares and stop sides (board-design extensions)', () => {
  it('Blocked paint: a drag blocks the open squares it crosses in one undo step, skipping buildings; Alt+drag opens them; undo and redo', () => {
    const r = rig();
    r.setTool('blocked');
    // Row 3 from column 1 to 4 crosses building A at (3,3): it stays a building.
    r.drag([mid(3, 1), mid(3, 4)]);
    expect(r.history.board.blocked).toEqual([
      { row: 3, col: 1 },
      { row: 3, col: 2 },
      { row: 3, col: 4 },
    ]);
    expect(r.history.board.buildings).toEqual(fresh().buildings);
    expect(r.history.undoDepth).toBe(1);
    r.drag([mid(3, 1), mid(3, 2)], { alt: true });
    expect(r.history.board.blocked).toEqual([{ row: 3, col: 4 }]);
    expect(r.history.undoDepth).toBe(2);
    r.history.undo();
    expect(r.history.board.blocked).toHaveLength(3);
    r.history.undo();
    expect(r.history.board).toStrictEqual(fresh());
    expect('blocked' in r.history.board).toBe(false);
    r.history.redo();
    expect(r.history.board.blocked).toHaveLength(3);
    r.history.redo();
    expect(r.history.board.blocked).toEqual([{ row: 3, col: 4 }]);
  });

  it('Blocked squares: opening the last one leaves no "blocked" key; a building is never painted on one', () => {
    const one = addBlocked(fresh(), { row: 5, col: 5 })!.do(fresh());
    expect(one.blocked).toEqual([{ row: 5, col: 5 }]);
    const none = removeBlocked(one, new Set(['5,5']))!.do(one);
    expect(Object.keys(none)).toEqual(Object.keys(fresh()));
    expect(addBlocked(one, { row: 5, col: 5 })).toBeNull();
    expect(addBlocked(one, { row: 3, col: 3 })).toBeNull(); // building A
    const r = rig(one);
    r.setTool('building');
    r.click(...mid(5, 5));
    expect(r.history.board.buildings).toHaveLength(4);
  });

  it('Blocked squares: select, move by whole squares (never onto a building) and delete', () => {
    const r = rig(addBlocked(fresh(), { row: 5, col: 5 })!.do(fresh()));
    r.setTool('select');
    r.drag([mid(5, 5), [4.9 * CELL, 4.9 * CELL], mid(5, 4)]);
    expect(r.history.board.blocked).toEqual([{ row: 5, col: 4 }]);
    expect(moveBuildings(r.history.board, new Set(), 0, -1, new Set(['5,4']))).not.toBeNull();
    // Building D stands at (6,6): a blocked square at (6,5) may not move onto it.
    const b = addBlocked(fresh(), { row: 6, col: 5 })!.do(fresh());
    expect(moveBuildings(b, new Set(), 0, 1, new Set(['6,5']))).toBeNull();
    r.setTool('delete');
    r.click(...mid(5, 4));
    expect(r.history.board.blocked).toBeUndefined();
  });

  it('Stop sides: a side taken away and given back (N, E, S, W order; all four leave the key out); every step undoes and redoes', () => {
    const b = fresh();
    const noNorth = setStopSide(b, 'A', 'N', false)!;
    const b1 = noNorth.do(b);
    expect(b1.buildings[0]).toEqual({ id: 'A', name: 'Building A', row: 3, col: 3, stopSides: ['E', 'S', 'W'] });
    expect(noNorth.label).toBe('No stop sign on the north side of A');
    const noWest = setStopSide(b1, 'A', 'W', false)!;
    const b2 = noWest.do(b1);
    expect(b2.buildings[0]!.stopSides).toEqual(['E', 'S']);
    const back = setStopSide(b2, 'A', 'N', true)!;
    expect(back.do(b2).buildings[0]!.stopSides).toEqual(['N', 'E', 'S']);
    const all = setStopSide(back.do(b2), 'A', 'W', true)!;
    expect(all.do(back.do(b2)).buildings[0]).toStrictEqual(b.buildings[0]);
    expect(setStopSide(b, 'A', 'N', true)).toBeNull();
    expect(noWest.undo(b2)).toStrictEqual(b1);
    expect(noNorth.undo(b1)).toStrictEqual(b);
    expect(noNorth.do(noNorth.undo(b1))).toStrictEqual(b1);
  });

  it('Stop side tool: a click on the street in front of a building toggles that side; R picks between two buildings; a building or a lone square says why', () => {
    const r = rig();
    r.setTool('stops');
    r.click(...mid(2, 3)); // north of A
    expect(r.history.board.buildings[0]!.stopSides).toEqual(['E', 'S', 'W']);
    expect(r.sel()).toEqual([{ kind: 'building', id: 'A' }]);
    r.click(...mid(2, 3));
    expect(r.history.board.buildings[0]!.stopSides).toBeUndefined();
    r.click(...mid(3, 3));
    expect(r.said.at(-1)).toMatch(/not the building itself/);
    r.click(...mid(1, 1));
    expect(r.said.at(-1)).toMatch(/No building stands beside this square/);
    // A new building E at (3,5): the square (3,4) then lies between A and E.
    r.setTool('building');
    r.click(...mid(3, 5));
    r.setTool('stops');
    r.click(...mid(3, 4)); // turn 0: the first found, looking east first, is E's west side
    expect(r.history.board.buildings.find((x) => x.id === 'E')!.stopSides).toEqual(['N', 'E', 'S']);
    r.setRotation(1);
    r.click(...mid(3, 4)); // turn 1: A's east side
    expect(r.history.board.buildings[0]!.stopSides).toEqual(['N', 'S', 'W']);
  });

  it('Problems point at the square: a blocked square off the grid is located and centred; a building with no allowed open side is located', () => {
    const b: Linie1Board = { ...fresh(), blocked: [{ row: 2, col: 2 }, { row: 12, col: 2 }] };
    const p = validateBoard(linie1Mode, b).find((x) => x.path === '$.blocked[1]')!;
    expect(p.message).toBe('The blocked square at row 12, column 2 lies outside the 8 by 8 grid.');
    expect(linie1Mode.locate(b, p.path)).toEqual({ kind: 'blocked', id: '12,2' });
    expect(linie1Mode.describe(b, { kind: 'blocked', id: '2,2' })).toBe('Blocked square at row 2, column 2');
    expect(linie1Mode.position(b, { kind: 'blocked', id: '2,2' })).toEqual({ x: 1.5 * CELL, y: 1.5 * CELL });
    const only = setStopSide(b, 'A', 'S', false)!.do(b);
    const c = ['E', 'W', 'N'].reduce((x, e) => setStopSide(x, 'A', e as 'N', false)!.do(x), only);
    const q = validateBoard(linie1Mode, c).find((x) => x.path.startsWith('$.buildings[0]'))!;
    expect(q.message).toBe('Building A has no side marked for its stop sign, so it can never get one.');
    expect(linie1Mode.locate(c, q.path)).toEqual({ kind: 'building', id: 'A' });
  });

  it('A city with blocked squares and stop sides writes back byte for byte, and plays', () => {
    const pond = addBlocked(fresh(), { row: 5, col: 2 })!.do(fresh());
    const board = setStopSide(pond, 'B', 'S', false)!.do(pond);
    const text = serialiseBoard(linie1Mode, board);
    expect(text).toContain('"blocked"');
    expect(text).toContain('"stopSides"');
    const again = loadBoard(linie1Mode, JSON.parse(text));
    expect(isPlayable(again.problems)).toBe(true);
    expect(serialiseBoard(linie1Mode, again.board!)).toBe(text);
  });
});

describe('Linie 1 editor: what a smaller grid leaves outside it', () => {
  // The new city made 5 × 5: buildings B, C, D and terminals T1b, T2a, T3a lie past its edges.
  const small = () => resizeGrid(fresh(), 5, 5)!.do(fresh());
  const ghostHit = (b: Linie1Board, p: { x: number; y: number }) => outsideAt(b, p) ?? hit(b, p);

  it('is listed, found under the pointer where it would lie, and taken in by Fit', () => {
    const b = small();
    const o = outside(b);
    expect(o.buildings.map((x) => x.id)).toEqual(['B', 'C', 'D']);
    expect(o.terminals.map((x) => x.terminal.id)).toEqual(['T1b', 'T2a', 'T3a']);
    const [x, y] = mid(6, 6);
    expect(outsideAt(b, { x, y })).toEqual({ kind: 'building', id: 'D' });
    // T1b is on the right edge at rows 6 and 7: its ghost loop is right of column 5, below the grid.
    expect(linie1Mode.position(b, { kind: 'terminal', id: 'T1b' })).toEqual({ x: 4.5 * CELL, y: 6 * CELL });
    const loop = o.terminals.find((t) => t.terminal.id === 'T1b')!.loop;
    expect(loop.centre.x).toBe(5 * CELL);
    expect(outsideAt(b, loop.centre)).toEqual({ kind: 'terminal', id: 'T1b' });
    expect(outsideAt(b, { x: 2.5 * CELL, y: 2.5 * CELL })).toBeNull();
    const view = linie1Mode.layout.view!(b);
    expect(view.y + view.height).toBeGreaterThanOrEqual(7 * CELL);
    expect(view.x + view.width).toBeGreaterThanOrEqual(6 * CELL);
    expect(linie1Mode.layout.view!(fresh())).toEqual(linie1Mode.layout.bounds(fresh()));
  });

  it('a drag brings a building back onto the grid, a terminal slides back along its edge, Delete removes one: the problems go', () => {
    const r = toolRig(linie1Mode, small(), { hit: ghostHit, hitBox: () => [] });
    const outsideProblems = () => validateBoard(linie1Mode, r.history.board).filter((p) => /outside the/.test(p.message)).map((p) => p.path);
    expect(outsideProblems()).toEqual(['$.buildings[1]', '$.buildings[2]', '$.buildings[3]', '$.terminals[1].squares', '$.terminals[2].squares', '$.terminals[4].squares']);
    r.drag([mid(6, 6), mid(5.5, 5.5), mid(5, 5)]);
    expect(r.history.board.buildings.find((x) => x.id === 'D')).toMatchObject({ row: 5, col: 5 });
    expect(outsideProblems()).not.toContain('$.buildings[3]');
    // T2a sits on the top edge at columns 5 and 6: one square to the left puts it on the grid.
    const cmd = linie1Mode.moveCommand!(r.history.board, [{ kind: 'terminal', id: 'T2a' }], -CELL, 0);
    roundTrip(r.history.board).check(cmd);
    r.history.exec(cmd!);
    expect(r.history.board.terminals.find((t) => t.id === 'T2a')!.squares).toEqual([4, 5]);
    // Half a square does not move a terminal yet.
    expect(linie1Mode.moveCommand!(r.history.board, [{ kind: 'terminal', id: 'T2a' }], -CELL / 2, 0)).toBeNull();
    r.click(...mid(6, 3));
    expect(r.sel()).toEqual([{ kind: 'building', id: 'C' }]);
    r.history.exec(linie1Mode.deleteCommand(r.history.board, r.sel())!);
    expect(r.history.board.buildings.map((x) => x.id)).toEqual(['A', 'B', 'D']);
    expect(outsideProblems()).toEqual(['$.buildings[1]', '$.terminals[1].squares', '$.terminals[4].squares']);
  });
});
