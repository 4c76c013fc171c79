/**
 * The move objects `legalMoves` lists, made once per board and shared, frozen, by every list of
 * every state on that board: a buy turn lists up to two moves per airport, and building them
 * afresh for each list was a tenth of the listing's cost in a lab game.
 *
 * The contract this takes (rules.ts `legalMoves`): a listed move is frozen and may be listed again
 * by the next call, so no caller may change one (none does: bots, the lab, the host and the search
 * copy a move when they want another; a write to a frozen object throws in a module). The lists
 * themselves are new arrays on every call. The moves are the same data as before, key for key.
 */
import type { BlueSkiesBoard } from './board.js';
import type { BlueSkiesMove } from './types.js';

export interface ListedMoves {
  /** By airport number (the board's order): open a gate there, buy out its local airline, the special action there, assistance there. */
  buyGate: readonly BlueSkiesMove[];
  buyOut: readonly BlueSkiesMove[];
  special: readonly BlueSkiesMove[];
  assist: readonly BlueSkiesMove[];
  /** By airport id: play that demand card (the first airport of an id, as everywhere). */
  playCard: ReadonlyMap<string, BlueSkiesMove>;
  endPurchases: BlueSkiesMove;
  endAssist: BlueSkiesMove;
}

const made = new WeakMap<BlueSkiesBoard, ListedMoves>();

const frozen = (m: BlueSkiesMove): BlueSkiesMove => Object.freeze(m);

export function listedMoves(board: BlueSkiesBoard): ListedMoves {
  let t = made.get(board);
  if (!t) {
    const playCard = new Map<string, BlueSkiesMove>();
    for (const a of board.airports) if (!playCard.has(a.id)) playCard.set(a.id, frozen({ type: 'playCard', airport: a.id }));
    t = {
      buyGate: board.airports.map((a) => frozen({ type: 'buyGate', airport: a.id })),
      buyOut: board.airports.map((a) => frozen({ type: 'buyOut', airport: a.id })),
      special: board.airports.map((a) => frozen({ type: 'special', airport: a.id })),
      assist: board.airports.map((a) => frozen({ type: 'assist', airport: a.id })),
      playCard,
      endPurchases: frozen({ type: 'endPurchases' }),
      endAssist: frozen({ type: 'endAssist' }),
    };
    made.set(board, t);
  }
  return t;
}
