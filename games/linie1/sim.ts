/**
 * Linie 1's simulation path (core/sim.ts): a forked state changed in place by trusted moves,
 * with the grid's tables kept beside it (grid-tables.ts), and a random move drawn the way
 * `rng.pick(legalMoves(...))` draws it (the same move for the same generator state) without
 * building the list of placements, which runs to hundreds of moves in a building turn.
 */
import type { Rng } from '../core/rng.js';
import type { GameEvent, PlayerId, SimulationPath } from '../core/types.js';
import { geometry } from './geometry.js';
import { gridTables, keepTables } from './grid-tables.js';
import { countPlacements, handTypes, nthPlacement, pairExchanges } from './placement.js';
import { cloneState, legalMoves, readyPaths, stepTrusted } from './rules.js';
import type { Linie1Move, Linie1State } from './types.js';

function fork(state: Linie1State): Linie1State {
  const s = cloneState(state);
  keepTables(geometry(s.board), s);
  return s;
}

function step(state: Linie1State, _player: PlayerId, move: Linie1Move, events?: GameEvent[]): Linie1State {
  stepTrusted(state, move, events);
  return state;
}

function randomMove(state: Linie1State, player: PlayerId, rng: Rng): Linie1Move {
  const p = state.players[state.current]!;
  if (state.ended || state.step !== 'build' || p.id !== player) return rng.pick(legalMoves(state, player));
  const g = geometry(state.board);
  const { segs, keys } = gridTables(g, state);
  // legalMoves lists the single placements, then the double exchanges, then the declarations.
  const types = handTypes(g, p.hand);
  const singles = countPlacements(g, keys, types);
  const pairs = state.laid + 2 <= state.board.tilesPerTurn ? pairExchanges(g, state.grid, segs, p.hand, keys) : [];
  const paths = state.laid === 0 ? readyPaths(state, p, segs) : [];
  const total = singles + pairs.length + paths.length;
  if (total === 0) return rng.pick<Linie1Move>([{ type: 'pass' }]);
  const i = rng.int(total);
  if (i < singles) {
    const { ti, sq, o } = nthPlacement(g, keys, types, i)!;
    return { type: 'place', tile: g.types[ti]!.id, rotation: o.rotation, row: Math.floor(sq / g.cols) + 1, col: (sq % g.cols) + 1 };
  }
  if (i < singles + pairs.length) {
    const [a, b] = pairs[i - singles]!;
    const ref = (c: typeof a) => ({ tile: c.tile, rotation: c.rotation, row: Math.floor(c.sq / g.cols) + 1, col: (c.sq % g.cols) + 1 });
    return { type: 'exchangePair', a: ref(a), b: ref(b) };
  }
  return { type: 'declare', path: paths[i - singles - pairs.length]! };
}

export const linie1Sim: SimulationPath<Linie1State, Linie1Move> = { fork, step, randomMove };
