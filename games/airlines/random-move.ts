/**
 * A uniformly random legal move for the simulation path (sim.ts `randomMove`): the very move
 * `rng.pick(legalMoves(state, player))` would give, with the same draw from `rng`, but counted
 * rather than listed: each phase counts its moves in legalMoves' order, draws one number, and
 * builds only the move drawn (a random game asks this on every move, and most lists are thrown
 * away after one pick).
 */
import type { Rng } from '../core/rng.js';
import type { PlayerId } from '../core/types.js';
import { indexBoard } from './board.js';
import { claimCounts, COST_COLUMNS, derivedOf, keptSabotageSpots, numbersOf, openForSabotage, typeNo, type Claimable } from './derived.js';
import { canFoundWith, currentPlayer, legalMoves } from './rules.js';
import { countStock } from './legal.js';
import { cheapestFree, claimableRoutes, isInactive, isUnusable, SABOTAGE_MIN, sabotageSpots, sameCard } from './queries.js';
import { ROUTE_TYPES, type AirlinesMove, type AirlinesState, type FlightCard } from './types.js';

export function randomMove(state: AirlinesState, player: PlayerId, rng: Rng): AirlinesMove {
  if (!state.over && currentPlayer(state) === player) {
    switch (state.turn.phase) {
      case 'action':
        return actionMove(state, player, rng);
      case 'foundClaim':
      case 'expandClaim':
        return claimMove(state, player, rng);
      case 'drawStock':
        return drawMove(state, rng);
      case 'sabotage':
        return sabotageAirlineMove(state, rng);
      case 'sabotagePlace':
        return sabotageMove(state, rng);
    }
  }
  const legal = legalMoves(state, player);
  if (legal.length === 0) throw new Error(`Player ${player} must act but has no legal move`);
  return rng.pick(legal);
}

function noMove(player: PlayerId): never {
  throw new Error(`Player ${player} must act but has no legal move`);
}

// Scratch lists, filled afresh by each question (the simulation runs one move at a time); their
// lengths are kept apart (setting an array's length is a call into the runtime).
const heldIds: string[] = [];
const heldCounts: number[] = [];
const foundable: boolean[] = [];
const worthless: boolean[] = [];

/**
 * legalMoves' action list: inactive face-up cards to remove, unusable flight cards to exchange,
 * foundings (per airline in the order its stock first shows in the hand, 1 … n shares), `expand`,
 * then stock to play (the same order, inactive airlines left out).
 */
function actionMove(state: AirlinesState, player: PlayerId, rng: Rng): AirlinesMove {
  const hand = state.hands[player]!;
  let n = 0;
  let removable = 0;
  if (!state.turn.removedInactive && state.stockDeck.length > 0) {
    for (let slot = 0; slot < state.faceUp.length; slot++) {
      const c = state.faceUp[slot]!;
      if (c !== null && state.faceUp.indexOf(c) === slot && isInactive(state, c)) removable++;
    }
  }
  n += removable;
  const cheapest = cheapestFree(state);
  const flight = hand.flight;
  let unusable = 0;
  for (let i = 0; i < flight.length; i++) {
    if (firstOf(flight, i) && isUnusable(flight[i]!, cheapest)) unusable++;
  }
  n += unusable;
  const held = countStock(hand.stock, heldIds, heldCounts);
  let founding = 0;
  let playing = 0;
  for (let k = 0; k < held; k++) {
    foundable[k] = canFoundWith(state, player, heldIds[k]!);
    if (foundable[k]) founding += heldCounts[k]!;
    worthless[k] = isInactive(state, heldIds[k]!);
    if (!worthless[k]) playing += heldCounts[k]!;
  }
  n += founding + 1 + playing;
  let i = rng.int(n);
  if (i < removable) {
    for (let slot = 0; slot < state.faceUp.length; slot++) {
      const c = state.faceUp[slot]!;
      if (c !== null && state.faceUp.indexOf(c) === slot && isInactive(state, c) && i-- === 0) return { type: 'removeInactive', slot };
    }
  }
  i -= removable;
  if (i < unusable) {
    for (let j = 0; j < flight.length; j++) {
      if (firstOf(flight, j) && isUnusable(flight[j]!, cheapest) && i-- === 0) return { type: 'exchangeFlight', card: flight[j]! };
    }
  }
  i -= unusable;
  if (i < founding) {
    for (let k = 0; k < held; k++) {
      if (!foundable[k]) continue;
      if (i < heldCounts[k]!) return { type: 'found', airline: heldIds[k]!, shares: i + 1 };
      i -= heldCounts[k]!;
    }
  }
  i -= founding;
  if (i === 0) return { type: 'expand' };
  i--;
  for (let k = 0; k < held; k++) {
    if (worthless[k]) continue;
    if (i < heldCounts[k]!) return { type: 'playStock', airline: heldIds[k]!, count: i + 1 };
    i -= heldCounts[k]!;
  }
  throw new Error('The action moves were miscounted');
}

/** Whether `cards[i]` is the first of its kind in the list (queries.ts `distinctCards` keeps those). */
function firstOf(cards: readonly FlightCard[], i: number): boolean {
  for (let j = 0; j < i; j++) if (sameCard(cards[j]!, cards[i]!)) return false;
  return true;
}

/** The hand's distinct flight cards, per route type (ROUTE_TYPES order), each list in hand order. */
const cardsOfType: FlightCard[][] = ROUTE_TYPES.map(() => []);
const cardsOfTypeCount = new Int32Array(ROUTE_TYPES.length);

/** Per airline asked, its claimable routes (counted, then walked to the move drawn), and how many claims the hand has on them. */
const claimLists: (readonly Claimable[])[] = [];
const claimsPer: number[] = [];

/**
 * legalMoves' claims: per airline (the one being founded, or every founded one), per route it
 * could claim, per distinct card of the hand that pays for it; then `pass` when expanding.
 */
function claimMove(state: AirlinesState, player: PlayerId, rng: Rng): AirlinesMove {
  const phase = state.turn.phase;
  // A hand holds a few cards of each type: counting them per route beats keeping a table.
  for (let t = 0; t < cardsOfTypeCount.length; t++) cardsOfTypeCount[t] = 0;
  const flight = state.hands[player]!.flight;
  for (let i = 0; i < flight.length; i++) {
    const card = flight[i]!;
    const t = typeNo(card.type);
    if (t < 0 || !firstOf(flight, i)) continue;
    cardsOfType[t]![cardsOfTypeCount[t]!++] = card;
  }
  const airlines = phase === 'foundClaim' ? [state.turn.airline!] : state.founded;
  const kept = derivedOf(state);
  const types = (kept?.nums ?? numbersOf(state.board)).type;
  let n = phase === 'expandClaim' ? 1 : 0;
  for (let a = 0; a < airlines.length; a++) {
    const list = (claimLists[a] = claimableRoutes(state, airlines[a]!));
    let k = 0;
    const no = kept && list.length > 0 ? kept.nums.airlineNo.get(airlines[a]!) : undefined;
    if (no !== undefined) {
      // Per card, the routes it pays for, from the counts kept with the list.
      const counts = claimCounts(kept!, no, list);
      for (let t = 0; t < cardsOfTypeCount.length; t++) {
        const cards = cardsOfType[t]!;
        for (let c = 0; c < cardsOfTypeCount[t]!; c++) {
          const v = cards[c]!.value;
          k += counts[t * COST_COLUMNS + (v < COST_COLUMNS ? v : COST_COLUMNS - 1)]!;
        }
      }
    } else {
      for (let j = 0; j < list.length; j++) {
        const t = types[list[j]!.no]!;
        if (cardsOfTypeCount[t]! > 0) k += paying(cardsOfType[t]!, cardsOfTypeCount[t]!, list[j]!.cost);
      }
    }
    claimsPer[a] = k;
    n += k;
  }
  if (n === 0) noMove(player);
  let i = rng.int(n);
  for (let a = 0; a < airlines.length; a++) {
    const list = claimLists[a]!;
    if (i >= claimsPer[a]!) {
      i -= claimsPer[a]!;
      continue;
    }
    for (let j = 0; j < list.length; j++) {
      const { route, cost, no } = list[j]!;
      const t = types[no]!;
      const cards = cardsOfType[t]!;
      const count = cardsOfTypeCount[t]!;
      const k = count > 0 ? paying(cards, count, cost) : 0;
      if (i >= k) {
        i -= k;
        continue;
      }
      for (let c = 0; c < count; c++) {
        if (cards[c]!.value >= cost && i-- === 0) return { type: 'claim', airline: airlines[a]!, route: route.id, card: cards[c]! };
      }
    }
  }
  return { type: 'pass' };
}

/** How many of the first `count` cards are worth `cost` or more. */
function paying(cards: readonly FlightCard[], count: number, cost: number): number {
  let k = 0;
  for (let j = 0; j < count; j++) if (cards[j]!.value >= cost) k++;
  return k;
}

/** legalMoves' stock draws: the deck (while it holds a card), then each distinct face-up card's first slot. */
function drawMove(state: AirlinesState, rng: Rng): AirlinesMove {
  const deck = state.stockDeck.length > 0 ? 1 : 0;
  const faceUp = state.faceUp;
  let n = deck;
  for (let slot = 0; slot < faceUp.length; slot++) if (faceUp[slot] !== null && faceUp.indexOf(faceUp[slot]!) === slot) n++;
  if (n === 0) throw new Error('No stock card is left to draw');
  let i = rng.int(n);
  if (i < deck) return { type: 'drawStock', from: 'deck' };
  i -= deck;
  for (let slot = 0; slot < faceUp.length; slot++) {
    if (faceUp[slot] !== null && faceUp.indexOf(faceUp[slot]!) === slot && i-- === 0) return { type: 'drawStock', from: slot };
  }
  throw new Error('The stock draws were miscounted');
}

/** legalMoves' sabotage choices: every airline on the board with a marker left, then `pass`. */
function sabotageAirlineMove(state: AirlinesState, rng: Rng): AirlinesMove {
  const ids = indexBoard(state.board).airlineIds;
  const kept = derivedOf(state)?.supply;
  if (kept) {
    // The same count and order, from the supply by numbers (board order, as `airlineIds`).
    let n = 1;
    for (let a = 0; a < kept.length; a++) if (kept[a]! > 0) n++;
    let i = rng.int(n);
    for (let a = 0; a < kept.length; a++) if (kept[a]! > 0 && i-- === 0) return { type: 'sabotageAirline', airline: ids[a]! };
    return { type: 'pass' };
  }
  let n = 1;
  for (const id of ids) if ((state.supply[id] ?? 0) > 0) n++;
  let i = rng.int(n);
  for (const id of ids) if ((state.supply[id] ?? 0) > 0 && i-- === 0) return { type: 'sabotageAirline', airline: id };
  return { type: 'pass' };
}

/**
 * legalMoves' sabotage circles (queries.ts `sabotageSpots`: board order of routes, circles in line
 * order), then `pass`: counted (a forked state keeps the count), and only the drawn one built.
 */
function sabotageMove(state: AirlinesState, rng: Rng): AirlinesMove {
  const kept = derivedOf(state);
  const count = kept ? keptSabotageSpots(state, kept) : sabotageSpots(state).length;
  const i = rng.int(count + 1);
  if (i === count) return { type: 'pass' };
  let before = 0;
  const routes = state.board.routes;
  const keptOpen = kept?.sabotageOpen;
  for (let no = 0; no < routes.length; no++) {
    const r = routes[no]!;
    const marks = kept ? kept.marks[no]! : state.routes[r.id]!;
    const open = keptOpen ? keptOpen[no]! : openForSabotage(marks, r.costs, -1);
    if (before + open <= i) {
      before += open;
      continue;
    }
    for (let c = 0; c < marks.length; c++) {
      if (marks[c] === null && r.costs[c]! >= SABOTAGE_MIN && before++ === i) return { type: 'sabotage', route: r.id, circle: c };
    }
  }
  throw new Error('The sabotage circles were miscounted');
}
