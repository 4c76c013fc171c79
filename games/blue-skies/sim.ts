/**
 * Blue Skies' simulation path (core/sim.ts): the rules run on a forked state in place (the host's
 * `apply` deep-copies the state for every move, which was most of its cost), events built only
 * when asked for, and a random move drawn the way `rng.pick(legalMoves(...))` draws it (the same
 * move for the same generator state) without building the list in the two phases that offer
 * many moves: buying gates and playing a card (every airport is a special action).
 */
import type { Rng } from '../core/rng.js';
import type { GameEvent, PlayerId, SimulationPath } from '../core/types.js';
import { applyInPlace, currentIndex, legalMoves, purchaseCount } from './rules.js';
import type { BlueSkiesMove, BlueSkiesState, Phase } from './types.js';

function clonePhase(p: Phase): Phase {
  switch (p.kind) {
    case 'setupBuy': return { ...p, order: p.order.slice() };
    case 'assist': return { ...p, order: p.order.slice(), picks: p.picks.slice(), chosen: p.chosen.slice() };
    case 'assistDiscard': return { ...p, pending: p.pending.map((x) => (x ? x.slice() : null)) };
    default: return { ...p };
  }
}

/**
 * A copy sharing only the board (never changed) with `state`, board last: the cloner of `apply`
 * too (core's defineGame, index.ts), so both paths' states have their keys in one order.
 */
export function fork(state: BlueSkiesState): BlueSkiesState {
  const { board, ...rest } = state;
  const airports: BlueSkiesState['airports'] = {};
  for (const id of Object.keys(rest.airports)) {
    const a = rest.airports[id]!;
    airports[id] = { pax: a.pax, gates: a.gates.slice() };
  }
  const s: BlueSkiesState = {
    ...rest,
    players: rest.players.map((pl) => ({ ...pl, hand: pl.hand.slice() })),
    airports,
    bag: { ...rest.bag },
    deck: rest.deck.slice(),
    discard: rest.discard.slice(),
    rng: { s: [...rest.rng.s] as [number, number, number, number] },
    phase: clonePhase(rest.phase),
    final: rest.final ? structuredClone(rest.final) : null,
    board,
  };
  return s;
}

function step(state: BlueSkiesState, player: PlayerId, move: BlueSkiesMove, events?: GameEvent[]): BlueSkiesState {
  applyInPlace(state, player, move, events);
  return state;
}

function randomMove(state: BlueSkiesState, player: PlayerId, rng: Rng): BlueSkiesMove {
  const p = state.phase;
  const pi = currentIndex(state);
  if (pi === null || state.players[pi]!.id !== player) return rng.pick(legalMoves(state, player));
  if (p.kind === 'setupBuy' || p.kind === 'buy') {
    // legalMoves: the gates, the buy-outs, then endPurchases.
    return purchaseCount(state, pi, rng.int(purchaseCount(state, pi) + 1));
  }
  if (p.kind === 'play') {
    // legalMoves: each different card in hand, then (unless used) the special action at each airport.
    const pl = state.players[pi]!;
    const cards: string[] = [];
    for (const c of pl.hand) if (!cards.includes(c)) cards.push(c);
    const airports = state.board.airports;
    const i = rng.int(cards.length + (pl.specialUsed ? 0 : airports.length));
    return i < cards.length ? { type: 'playCard', airport: cards[i]! } : { type: 'special', airport: airports[i - cards.length]!.id };
  }
  return rng.pick(legalMoves(state, player));
}

export const blueSkiesSim: SimulationPath<BlueSkiesState, BlueSkiesMove> = { fork, step, randomMove };
