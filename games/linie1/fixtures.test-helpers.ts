/** Shared by the Linie 1 tests: the classic board, small boards, and states built by hand. */
import { readFileSync } from 'node:fs';
import { boardSchema, type Linie1Board } from './board.js';
import { setup } from './rules.js';
import type { Linie1State } from './state.js';

export function classicBoard(): Linie1Board {
  const raw = JSON.parse(readFileSync(new URL('../../boards/linie1/classic.board.json', import.meta.url), 'utf8'));
  return boardSchema.parse(raw);
}

export function players(n: number) {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: ['Ann', 'Ben', 'Cid', 'Dot', 'Eve'][i]! }));
}

export function newGame(n = 2, seed = 1, board = classicBoard()): Linie1State {
  return setup({ board, players: players(n), options: {}, seed });
}
