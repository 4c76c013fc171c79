/**
 * Two board-design extensions beyond the 1995 rules, both off unless a board asks for them:
 * blocked squares (a park, water: no track ever) and a building's stop sides (the sides whose
 * street may carry its stop sign). The classic city uses neither, so it plays as printed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { simulate } from '../core/simulate.js';
import type { Bot } from '../core/types.js';
import type { Linie1Board } from './board.js';
import { anyMoveBot, routeBot } from './bots.js';
import { classicBoard, miniBoard, miniGame, players, put } from './fixtures.test-helpers.js';
import { EXITS, geometry } from './geometry.js';
import { linie1 } from './index.js';
import { fits, segGrid, sideRules } from './placement.js';
import { legalMoves } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';
import { placementNote, view } from './view.js';
import { word } from '../core/wording.js';
import { linie1Messages } from './messages.js';

/** The game's `apply` (built by core's defineGame). */
const apply = linie1.apply;

// Mini town (5×5): building A at (3,3), B at (5,5); line 1 from the left edge (rows 2-3) to the
// right (rows 3-4), line 2 from the top (columns 2-3) to the bottom (columns 3-4).

function game(board: Linie1Board, hand = ['straight', 'straight', 'curve', 'curve', 'straight']): Linie1State {
  const s = miniGame(1, board);
  s.players[0]!.hand = [...hand];
  return s;
}

function place(tile: string, rotation: number, row: number, col: number): Linie1Move {
  return { type: 'place', tile, rotation, row, col };
}

function refused(s: Linie1State, move: Linie1Move) {
  const r = apply(s, 'p1', move);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(move)}`);
  return r.error;
}

function ok(s: Linie1State, move: Linie1Move) {
  const r = apply(s, 'p1', move);
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('Board rule (blocked squares): no track on a park or water', () => {
  const board = miniBoard({ blocked: [{ row: 4, col: 2 }] });

  it('Board rule (blocked squares): a tile on a blocked square is refused with the reason, changes nothing, and is never a legal move', () => {
    const s = game(board);
    const before = JSON.stringify(s);
    const e = refused(s, place('straight', 0, 4, 2));
    expect(e.code).toBe('blocked');
    expect(e.message).toBe('Board rule: row 4, column 2 is blocked on this board (a park or water); no tile may lie there.');
    expect(JSON.stringify(s)).toBe(before);
    const moves = legalMoves(s, 'p1');
    expect(moves.some((m) => m.type === 'place' && m.row === 4 && m.col === 2)).toBe(false);
    expect(moves.some((m) => m.type === 'place' && m.row === 4 && m.col === 1)).toBe(true);
  });

  it('Board rule (blocked squares): the placing player\'s preview gives the same reason for every tile and turn', () => {
    const s = game(board);
    const notes = view(s, 'p1').placement!;
    const sq = 3 * 5 + 1;
    for (const tile of notes.tiles) for (let k = 0; k < 4; k++) expect(word(linie1Messages, 'en', placementNote(notes, sq, tile, k)!)).toMatch(/^Board rule: row 4, column 2 is blocked/);
  });

  it('Board rule (blocked squares): track may not lead into a blocked square, as into a building', () => {
    const s = game(board);
    // East–west at (4,3): its west side faces the blocked (4,2).
    const e = refused(s, place('straight', 1, 4, 3));
    expect(e.code).toBe('blocked');
    expect(e.message).toBe('Board rule: track on its west side would lead into the blocked square at row 4, column 2, where no tile may ever lie.');
    // A curve from the east round to the south keeps off it.
    ok(s, place('curve', 1, 4, 3));
  });

  it('Board rule (blocked squares): an exchange may not add track towards a blocked square', () => {
    const s = game(board, ['straight-curve-left', 'straight', 'curve', 'curve', 'straight']);
    put(s, 5, 2, 'straight', 1); // east–west along the bottom row, below the blocked square
    // Straight with a curve to the left, turned a quarter so its branch leaves by the north: into (4,2).
    const e = refused(s, place('straight-curve-left', 1, 5, 2));
    expect(e.code).toBe('blocked');
  });
});

describe('Board rule (stop sides): where a building\'s stop sign may go', () => {
  it('Board rule (stop sides): the sign goes only on the first tile laid against an allowed side', () => {
    const board = miniBoard({ buildings: [{ id: 'A', name: 'Apotheke', row: 3, col: 3, stopSides: ['S'] }, { id: 'B', name: 'Bad', row: 5, col: 5 }] });
    const s = game(board);
    // North of A first (east–west at (2,3)): A may not take its sign on its north side.
    const first = ok(s, place('straight', 1, 2, 3));
    expect(first.state.stopSigns).toEqual({});
    expect(first.events.some((e) => e.type === 'stopSign')).toBe(false);
    // Then south of A (east–west at (4,3)): the sign goes there.
    const second = ok(first.state, place('straight', 1, 4, 3));
    expect(second.state.stopSigns).toEqual({ A: '4,3' });
    expect(second.events.find((e) => e.type === 'stopSign')?.text).toBe('The stop sign of Apotheke (A) goes on the tile at row 4, column 3.');
  });

  it('Board rule (stop sides): without the list every side may take it, as in the 1995 game', () => {
    const s = game(miniBoard());
    expect(ok(s, place('straight', 1, 2, 3)).state.stopSigns).toEqual({ A: '2,3' });
  });
});

describe('The classic city: neither extension, so the 1995 rules', () => {
  it('Classic city: no blocked square and every building takes its sign on any side; the file has neither key', () => {
    const text = readFileSync(new URL('../../boards/linie1/classic.board.json', import.meta.url), 'utf8');
    expect(text).not.toMatch(/"blocked"|"stopSides"/);
    const g = geometry(classicBoard());
    expect(g.blocked.every((x) => x === 0)).toBe(true);
    expect([...g.buildingSides]).toEqual(g.buildingIds.map(() => 15));
  });
});

/** A 7 × 6 town with a pond, a park and buildings whose signs face one street each. */
function designedBoard(): Linie1Board {
  return miniBoard({
    rows: 6,
    cols: 7,
    buildings: [
      { id: 'A', name: 'Apotheke', row: 2, col: 3, stopSides: ['S', 'E'] },
      { id: 'B', name: 'Bad', row: 5, col: 5, stopSides: ['N'] },
      { id: 'C', name: 'Café', row: 4, col: 2 },
    ],
    blocked: [{ row: 3, col: 5 }, { row: 3, col: 6 }, { row: 5, col: 3 }],
    terminals: [
      { id: 'W1', line: '1', edge: 'left', squares: [2, 3], street: 'Westgate' },
      { id: 'E1', line: '1', edge: 'right', squares: [4, 5], street: 'Eastgate' },
      { id: 'N2', line: '2', edge: 'top', squares: [5, 6], street: 'Northgate' },
      { id: 'S2', line: '2', edge: 'bottom', squares: [2, 3], street: 'Southgate' },
    ],
    routeCards: [
      { id: 'C1', players: [2], stops: { '1': ['A', 'B'], '2': ['C', 'A'] } },
      { id: 'C2', players: [2], stops: { '1': ['C'], '2': ['B'] } },
      { id: 'C3', players: [2], stops: { '1': ['B', 'C'], '2': ['A'] } },
    ],
  });
}

describe('Board rules in play: bots on a designed town', () => {
  it('Board rules (blocked squares, stop sides): 60 seeded bot games never lay track on or into a blocked square, put every sign on an allowed side, and end', () => {
    const board = designedBoard();
    expect(linie1.validateBoard(board).filter((p) => p.severity === 'error')).toEqual([]);
    const g = geometry(board);
    const check = (s: Linie1State): string | null => {
      const segs = segGrid(g, s.grid);
      for (let sq = 0; sq < g.size; sq++) {
        if (!segs[sq]) continue;
        if (g.blocked[sq]) return `tile on blocked square ${sq}`;
        if (!fits(EXITS[segs[sq]!]!, sideRules(g, segs, sq))) return `tile breaks a rule at ${sq}`;
      }
      for (const [b, key] of Object.entries(s.stopSigns)) {
        const [r, c] = key.split(',').map(Number);
        const bd = board.buildings.find((x) => x.id === b)!;
        const side = r! < bd.row ? 'N' : r! > bd.row ? 'S' : c! > bd.col ? 'E' : 'W';
        if (bd.stopSides && !bd.stopSides.includes(side)) return `sign of ${b} on its ${side} side`;
      }
      return null;
    };
    const tables: Bot<Linie1State, Linie1Move>[][] = [[routeBot], [anyMoveBot], [routeBot, anyMoveBot]];
    let signs = 0;
    let won = 0;
    for (let i = 0; i < 60; i++) {
      let problem: string | null = null;
      const res = simulate(linie1, {
        board,
        players: players(2),
        seed: 500 + i,
        bots: tables[i % 3]!,
        maxMoves: 3000,
        afterMove: (state) => {
          problem ??= check(state);
        },
      });
      expect(problem, `seed ${500 + i}`).toBeNull();
      expect(res.finished).toBe(true);
      signs += Object.keys(res.state.stopSigns).length;
      if (res.state.ended === 'finished') won++;
    }
    expect(signs).toBeGreaterThan(60);
    expect(won).toBeGreaterThan(20);
  });
});
