/** Shared by the Linie 1 tests: the classic board, small boards, and states built by hand. */
import classicJson from '../../boards/linie1/classic.board.json';
import { boardSchema, type Linie1Board } from './board.js';
import { setup } from './rules.js';
import { type Linie1Options, type Linie1State, optionsSchema } from './types.js';

/** Table options: the defaults, with some changed. */
export function options(changes: Partial<Linie1Options> = {}): Linie1Options {
  return optionsSchema.parse(changes);
}

export function classicBoard(): Linie1Board {
  return boardSchema.parse(structuredClone(classicJson));
}

export function players(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: ['Ann', 'Ben', 'Cid', 'Dot', 'Eve'][i]! }));
}

export function newGame(n = 2, seed = 1, board = classicBoard(), opts: Partial<Linie1Options> = {}): Linie1State {
  return setup({ board, players: players(n), options: options(opts), seed });
}

/**
 * A 5 by 5 town for rule examples: building A in the middle (3,3), building B in the corner
 * (5,5); line 1 runs from the left edge (rows 2-3) to the right edge (rows 3-4), line 2 from the
 * top (columns 2-3) to the bottom (columns 3-4).
 */
export function miniBoard(overrides: Partial<Linie1Board> = {}): Linie1Board {
  const c = classicBoard();
  return boardSchema.parse({
    ...c,
    name: 'Mini town',
    rows: 5,
    cols: 5,
    buildings: [
      { id: 'A', name: 'Apotheke', row: 3, col: 3 },
      { id: 'B', name: 'Bad', row: 5, col: 5 },
    ],
    lines: c.lines.slice(0, 2),
    terminals: [
      { id: 'W1', line: '1', edge: 'left', squares: [2, 3], street: 'Westgate' },
      { id: 'E1', line: '1', edge: 'right', squares: [3, 4], street: 'Eastgate' },
      { id: 'N2', line: '2', edge: 'top', squares: [2, 3], street: 'Northgate' },
      { id: 'S2', line: '2', edge: 'bottom', squares: [3, 4], street: 'Southgate' },
    ],
    routeCards: [
      { id: 'C1', players: [2], stops: { '1': ['A'], '2': ['B'] } },
      { id: 'C2', players: [2], stops: { '1': ['B'], '2': ['A'] } },
    ],
    ...overrides,
  });
}

/** A two-player game on the mini town; Ann (p1) has line 1 with card C1, Ben line 2 with C1. */
export function miniGame(seed = 1, board = miniBoard(), opts: Partial<Linie1Options> = {}): Linie1State {
  const s = setup({ board, players: players(2), options: options(opts), seed });
  s.players[0]!.line = '1';
  s.players[0]!.route = 'C1';
  s.players[1]!.line = '2';
  s.players[1]!.route = 'C1';
  return s;
}

/** Puts a tile straight onto the grid (no rules), for building examples. */
export function put(s: Linie1State, row: number, col: number, tile: string, rotation = 0): void {
  s.grid[(row - 1) * s.board.cols + (col - 1)] = { tile, rotation };
}

export function at(s: Linie1State, row: number, col: number) {
  return s.grid[(row - 1) * s.board.cols + (col - 1)];
}

/**
 * Lays line 1's finished route on the mini board, with the stop sign of A on (2,3):
 * (2,1)–(2,2)–(2,3) straight east, a curve down at (2,4), (3,4) south, a curve east at (4,4),
 * (4,5) east into the loop of E1. Returns the path from W1 to E1.
 */
export const MINI_ROUTE = ['W1', '2,1', '2,2', '2,3', '2,4', '3,4', '4,4', '4,5', 'E1'];

export function layMiniRoute(s: Linie1State): string[] {
  put(s, 2, 1, 'straight', 1);
  put(s, 2, 2, 'straight', 1);
  put(s, 2, 3, 'straight', 1);
  put(s, 2, 4, 'curve', 2);
  put(s, 3, 4, 'straight', 0);
  put(s, 4, 4, 'curve', 0);
  put(s, 4, 5, 'straight', 1);
  s.stopSigns = { A: '2,3' };
  return [...MINI_ROUTE];
}
