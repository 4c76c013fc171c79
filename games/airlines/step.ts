/**
 * Airlines: applying a move, one function per move type, on a state the caller owns (`apply`
 * copies it first; the simulation path does not). Part of the rules (rules.ts re-exports it).
 */
import { article } from '../core/words.js';
import { type Wording } from '../core/wording.js';
import { cardWords, routeTypeWords, said } from './messages.js';
import { refuse } from '../core/errors.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { cardLabel, indexBoard, routeLabel } from './board.js';
import {
  cheapestFree,
  countOf,
  flies,
  isInactive,
  isUnusable,
  sharesShutIt,
  lowestFree,
  touchesNetwork,
  playerName,
  hasSabotageSpot,
  SABOTAGE_MIN,
  sameCard,
  stockLeft,
} from './queries.js';
import { derivedOf, noteFounded, noteLaidOut, noteMarker } from './derived.js';
import { type Airline, type AirlinesMove, type AirlinesState, type FlightCard, type RouteMarker } from './types.js';
import { currentPlayer, foundProblem } from './legal.js';
import { drawFlight, drawStockFromDeck, refillSlot } from './cards.js';
import { endTurn, tidy } from './end.js';
import { moveEvent, playerEvent } from './events.js';

/**
 * The cloner `apply` copies a state with (core's defineGame, games/airlines/index.ts): what is no
 * Airlines state at all is refused first. The board, the options, the players and past scorings
 * never change once made, so `cloneState` shares them rather than copying.
 */
export function cloneForMove(state: AirlinesState): AirlinesState {
  if (typeof state !== 'object' || state === null || !Array.isArray((state as AirlinesState).players)) {
    refuse('bad-state', said('airlines.refuse.badState'));
  }
  return cloneState(state);
}

/** A copy of everything a move may change. Cards and markers are replaced, never edited, so arrays of them are copied shallowly. */
export function cloneState(s: AirlinesState): AirlinesState {
  const hands: AirlinesState['hands'] = {};
  for (const id in s.hands) hands[id] = { stock: s.hands[id]!.stock.slice(), flight: s.hands[id]!.flight.slice() };
  const played: AirlinesState['played'] = {};
  for (const id in s.played) played[id] = { ...s.played[id]! };
  // Copied whole, then each entry replaced: stores to keys the copy has already (adding 91 keys
  // one by one cost more than the rest of the copy).
  const routes: AirlinesState['routes'] = { ...s.routes };
  for (const id in routes) routes[id] = routes[id]!.slice();
  return {
    board: s.board,
    options: s.options,
    players: s.players,
    rng: { s: [s.rng.s[0], s.rng.s[1], s.rng.s[2], s.rng.s[3]] },
    stockDeck: s.stockDeck.slice(),
    faceUp: s.faceUp.slice(),
    scoringAside: s.scoringAside,
    scoringUsed: s.scoringUsed,
    flightDeck: s.flightDeck.slice(),
    flightDiscard: s.flightDiscard.slice(),
    removedStock: s.removedStock.slice(),
    removedFlight: s.removedFlight.slice(),
    hands,
    played,
    routes,
    founded: s.founded.slice(),
    supply: { ...s.supply },
    turn: { ...s.turn },
    scorings: s.scorings.slice(),
    lastRoundTurnsLeft: s.lastRoundTurnsLeft,
    fictitious: s.fictitious ? { ...s.fictitious } : null,
    over: s.over,
  };
}

/**
 * Applies a move to `s` in place, pushing its events; throws a `RuleError` when the rules refuse
 * it (`s` may then be half changed: `apply` runs it on a copy, the simulation path only on moves
 * it trusts).
 */
export function step(s: AirlinesState, player: PlayerId, move: AirlinesMove, events: GameEvent[] | null): void {
  if (s.over) refuse('game-over', said('airlines.refuse.gameOver'));
  let seat = s.players.length - 1;
  while (seat >= 0 && s.players[seat]!.id !== player) seat--;
  if (seat < 0) refuse('not-a-player', said('airlines.refuse.notAPlayer', { id: player }));
  if (seat !== s.turn.seat) refuse('not-your-turn', said('airlines.refuse.notYourTurn', { player: playerName(s, currentPlayer(s)) }));
  const phase = s.turn.phase;
  const turnBefore = s.turn.number;
  switch (move.type) {
    case 'removeInactive':
      need(s, phase === 'action', 'airlines.need.removeInactive');
      removeInactive(s, player, move.slot, events);
      break;
    case 'exchangeFlight':
      need(s, phase === 'action', 'airlines.need.exchangeFlight');
      exchangeFlight(s, player, move.card, events);
      break;
    case 'found':
      need(s, phase === 'action', 'airlines.need.found');
      found(s, player, move.airline, move.shares, events);
      break;
    case 'expand':
      need(s, phase === 'action', 'airlines.need.expand');
      events?.push(playerEvent('expand', s, player, 'airlines.log.expand'));
      drawFlight(s, player, events);
      s.turn.phase = 'expandClaim';
      break;
    case 'playStock':
      need(s, phase === 'action', 'airlines.need.playStock');
      playStock(s, player, move.airline, move.count, events);
      break;
    case 'claim':
      need(s, phase === 'foundClaim' || phase === 'expandClaim', 'airlines.need.claim');
      claim(s, player, move.airline, move.route, move.card, events);
      break;
    case 'pass':
      need(s, phase === 'expandClaim' || phase === 'sabotage' || phase === 'sabotagePlace', 'airlines.need.pass');
      events?.push(playerEvent('pass', s, player, phase === 'expandClaim' ? 'airlines.log.passClaim' : 'airlines.log.passSabotage'));
      endTurn(s, events);
      break;
    case 'drawStock':
      need(s, phase === 'drawStock', 'airlines.need.drawStock');
      drawStock(s, player, move.from, events);
      break;
    case 'sabotageAirline': {
      need(s, phase === 'sabotage', 'airlines.need.sabotage');
      const a = indexBoard(s.board).airline.get(move.airline);
      if (!a) refuse('unknown-airline', said('airlines.refuse.unknownAirline', { airline: move.airline }));
      if ((s.supply[a.id] ?? 0) < 1) refuse('no-markers', said('airlines.refuse.noMarkersToSabotage', { airline: a.name }));
      if (!hasSabotageSpot(s)) refuse('no-spot', said('airlines.refuse.noSpot'));
      s.turn.airline = a.id;
      s.turn.phase = 'sabotagePlace';
      events?.push(airlineEvent('sabotageAirline', s, player, 'airlines.log.sabotageAirline', a, { airline: a.id }));
      break;
    }
    case 'sabotage':
      need(s, phase === 'sabotagePlace', 'airlines.need.sabotagePlace');
      sabotage(s, player, move.route, move.circle, events);
      break;
  }
  tidy(s, events, s.turn.number !== turnBefore);
}

/** Refuses a move made in the wrong phase, saying what comes now. */
function need(s: AirlinesState, ok: boolean, what: string): void {
  if (!ok) refuse('wrong-phase', said('airlines.refuse.wrongPhase', { what: { key: what }, hint: phaseHint(s) }));
}

function phaseHint(s: AirlinesState): Wording {
  return { key: `airlines.phase.${s.turn.phase}` };
}

function removeInactive(s: AirlinesState, player: PlayerId, slot: number, events: GameEvent[] | null): void {
  if (s.turn.removedInactive) refuse('already-removed', said('airlines.refuse.alreadyRemoved'));
  if (s.stockDeck.length === 0) refuse('deck-empty', said('airlines.refuse.deckEmpty'));
  const card = s.faceUp[slot];
  if (card === undefined || card === null) refuse('empty-slot', said('airlines.refuse.emptySlot', { slot: slot + 1 }));
  const a = indexBoard(s.board).airline.get(card);
  if (!isInactive(s, card)) refuse('not-inactive', said('airlines.refuse.notInactive', { airline: a?.name ?? card }));
  s.faceUp[slot] = null;
  s.removedStock.push(card);
  s.turn.removedInactive = true;
  events?.push(stockCardEvent('removeInactive', s, player, 'airlines.log.removeInactive', card));
  refillSlot(s, slot, events);
}

function exchangeFlight(s: AirlinesState, player: PlayerId, card: FlightCard, events: GameEvent[] | null): void {
  const hand = s.hands[player]!;
  const i = cardIndex(hand.flight, card);
  if (i < 0) refuse('no-card', said('airlines.refuse.noCard', { card: cardWords(card) }));
  if (!isUnusable(card, cheapestFree(s))) refuse('usable', said('airlines.refuse.usable', { card: cardWords(card), type: routeTypeWords(card.type) }));
  removeAt(hand.flight, i);
  s.removedFlight.push({ type: card.type, value: card.value });
  events?.push(exchangeEvent(s, player, card));
  drawFlight(s, player, events);
}

function found(s: AirlinesState, player: PlayerId, airline: string, shares: number, events: GameEvent[] | null): void {
  const problem = foundProblem(s, player, airline, shares);
  if (problem) refuse('cannot-found', problem);
  const a = indexBoard(s.board).airline.get(airline)!;
  layOut(s, player, airline, shares);
  s.founded.push(airline);
  noteFounded(s, airline);
  s.supply[airline]! -= 1;
  s.turn.phase = 'foundClaim';
  s.turn.airline = airline;
  events?.push(foundEvent(s, player, a, shares));
}

function layOut(s: AirlinesState, player: PlayerId, airline: string, count: number): void {
  const hand = s.hands[player]!;
  for (let k = 0; k < count; k++) removeAt(hand.stock, hand.stock.indexOf(airline));
  s.played[player]![airline] = (s.played[player]![airline] ?? 0) + count;
  // Only the player whose turn it is lays out shares (step checked the seat).
  noteLaidOut(s, s.turn.seat, airline, count);
}

/**
 * Where a card like `card` sits in a hand (-1: none). A loop, not `findIndex` with an arrow: an
 * arrow capturing the card costs its caller a context on every call.
 */
function cardIndex(cards: readonly FlightCard[], card: FlightCard): number {
  for (let i = 0; i < cards.length; i++) if (sameCard(cards[i]!, card)) return i;
  return -1;
}

function hasSabotageMarker(marks: readonly (RouteMarker | null)[]): boolean {
  for (let c = 0; c < marks.length; c++) if (marks[c] !== null && marks[c]!.sabotage) return true;
  return false;
}

/** `list.splice(at, 1)` without the array of removed items splice builds. */
function removeAt<T>(list: T[], at: number): void {
  for (let i = at; i < list.length - 1; i++) list[i] = list[i + 1]!;
  list.pop();
}

function playStock(s: AirlinesState, player: PlayerId, airline: string, count: number, events: GameEvent[] | null): void {
  const a = indexBoard(s.board).airline.get(airline);
  if (!a) refuse('unknown-airline', said('airlines.refuse.unknownAirline', { airline }));
  const held = countOf(s.hands[player]!.stock, airline);
  if (held < count) refuse('no-stock', said('airlines.refuse.noStock', { held, initials: a.initials, count }));
  if (isInactive(s, airline)) {
    refuse('inactive', said(sharesShutIt(s, airline) ? 'airlines.refuse.inactiveSharesOut' : 'airlines.refuse.inactive', { airline: a.name }));
  }
  layOut(s, player, airline, count);
  events?.push(playStockEvent(s, player, a, count));
  if (count === 1 && hasSabotageSpot(s) && anySupply(s)) s.turn.phase = 'sabotage';
  else endTurn(s, events);
}

function anySupply(s: AirlinesState): boolean {
  const kept = derivedOf(s)?.supply;
  if (kept) {
    for (let a = 0; a < kept.length; a++) if (kept[a]! > 0) return true;
    return false;
  }
  for (const id in s.supply) if (s.supply[id]! > 0) return true;
  return false;
}

function claim(s: AirlinesState, player: PlayerId, airline: string, routeId: string, card: FlightCard, events: GameEvent[] | null): void {
  const index = indexBoard(s.board);
  const a = index.airline.get(airline);
  if (!a) refuse('unknown-airline', said('airlines.refuse.unknownAirline', { airline }));
  if (s.turn.phase === 'foundClaim' && airline !== s.turn.airline) {
    refuse('wrong-airline', said('airlines.refuse.wrongAirline', { airline: index.airline.get(s.turn.airline!)?.name ?? s.turn.airline! }));
  }
  if (!s.founded.includes(airline)) refuse('not-founded', said('airlines.refuse.notFounded', { airline: a.name }));
  const route = index.route.get(routeId);
  if (!route) refuse('unknown-route', said('airlines.refuse.unknownRoute', { routeId }));
  const label = routeLabel(index, route);
  const hand = s.hands[player]!;
  const at = cardIndex(hand.flight, card);
  if (at < 0) refuse('no-card', said('airlines.refuse.noCard', { card: cardWords(card) }));
  if (!index.allowed.get(airline)!.has(route.type)) refuse('route-type', said('airlines.refuse.routeType', { airline: a.name, type: routeTypeWords(route.type), label }));
  if (card.type !== route.type) refuse('card-type', said('airlines.refuse.cardType', { label, type: routeTypeWords(route.type), cardType: routeTypeWords(card.type) }));
  const marks = s.routes[route.id]!;
  const circle = lowestFree(marks, route.costs);
  if (circle < 0) refuse('route-full', said('airlines.refuse.routeFull', { label }));
  if (flies(marks, airline)) refuse('already-flies', said('airlines.refuse.alreadyFlies', { airline: a.name, label }));
  if (!touchesNetwork(s, airline, route)) {
    refuse('not-connected', said('airlines.refuse.notConnected', { label, airline: a.name }));
  }
  if ((s.supply[airline] ?? 0) < 1) refuse('no-markers', said('airlines.refuse.noMarkersLeft', { airline: a.name }));
  const cost = route.costs[circle]!;
  if (card.value < cost) refuse('card-too-low', said('airlines.refuse.cardTooLow', { label, type: routeTypeWords(route.type), cost, value: card.value, valueArt: article(String(card.value)) }));

  removeAt(hand.flight, at);
  s.flightDiscard.push({ type: card.type, value: card.value });
  marks[circle] = { airline, sabotage: false };
  noteMarker(s, airline, route, circle, false);
  s.supply[airline]! -= 1;
  events?.push(claimEvent(s, player, a, label, card, cost, { airline, route: route.id, circle, card }));
  if (s.turn.phase === 'foundClaim') drawFlight(s, player, events);
  if (stockLeft(s)) {
    s.turn.phase = 'drawStock';
    s.turn.airline = undefined;
  } else endTurn(s, events);
}

function sabotage(s: AirlinesState, player: PlayerId, routeId: string, circle: number, events: GameEvent[] | null): void {
  const index = indexBoard(s.board);
  const route = index.route.get(routeId);
  if (!route) refuse('unknown-route', said('airlines.refuse.unknownRoute', { routeId }));
  const label = routeLabel(index, route);
  const marks = s.routes[route.id]!;
  const cost = route.costs[circle];
  if (cost === undefined) refuse('no-circle', said('airlines.refuse.noCircle', { label, circle: circle + 1 }));
  if (marks[circle] !== null) refuse('circle-taken', said('airlines.refuse.circleTaken', { label }));
  if (cost < SABOTAGE_MIN) refuse('circle-too-low', said('airlines.refuse.circleTooLow', { min: SABOTAGE_MIN, cost }));
  if (hasSabotageMarker(marks)) refuse('already-sabotaged', said('airlines.refuse.alreadySabotaged', { label }));
  const airline = s.turn.airline!;
  const a = index.airline.get(airline)!;
  if ((s.supply[airline] ?? 0) < 1) refuse('no-markers', said('airlines.refuse.noMarkersLeft', { airline: a.name }));
  marks[circle] = { airline, sabotage: true };
  noteMarker(s, airline, route, circle, true);
  s.supply[airline]! -= 1;
  events?.push(sabotageEvent(s, player, a, label, cost, { airline, route: route.id, circle }));
  endTurn(s, events);
}

function drawStock(s: AirlinesState, player: PlayerId, from: 'deck' | number, events: GameEvent[] | null): void {
  if (from === 'deck') {
    if (s.stockDeck.length === 0) refuse('deck-empty', said('airlines.refuse.deckEmptyTakeFaceUp'));
    events?.push(playerEvent('drawStock', s, player, 'airlines.log.drawStock'));
    const drawn = drawStockFromDeck(s, player, events);
    if (!drawn && !s.over && s.faceUp.some((c) => c !== null)) {
      // The scoring card is replaced by the next stock card there is: a face-up one, chosen now.
      events?.push(playerEvent('replaceFromFaceUp', s, player, 'airlines.log.replaceFromFaceUp'));
      return;
    }
  } else {
    const card = s.faceUp[from];
    if (card === undefined || card === null) refuse('empty-slot', said('airlines.refuse.emptySlot', { slot: from + 1 }));
    s.faceUp[from] = null;
    s.hands[player]!.stock.push(card);
    events?.push(stockCardEvent('drawStock', s, player, 'airlines.log.takeFaceUp', card, { slot: from, airline: card }));
    refillSlot(s, from, events);
  }
  endTurn(s, events);
}

// The events' makers. Apart from the rules above because a params maker there would capture the
// rule's variables, and V8 would then allocate them in a context on every call of the rule, with
// or without an events list.


/** An event of the mover naming a stock card's airline by its initials. */
function stockCardEvent(type: string, s: AirlinesState, player: PlayerId, key: string, card: string, data?: unknown): GameEvent {
  return moveEvent(type, player, key, () => ({ player: playerName(s, player), initials: indexBoard(s.board).airline.get(card)?.initials ?? card }), data);
}

/** An event of the mover naming an airline by its initials, with their article. */
function airlineEvent(type: string, s: AirlinesState, player: PlayerId, key: string, a: Airline, data: unknown): GameEvent {
  return moveEvent(type, player, key, () => ({ player: playerName(s, player), initials: a.initials, initialsArt: article(a.initials) }), data);
}

function exchangeEvent(s: AirlinesState, player: PlayerId, card: FlightCard): GameEvent {
  return moveEvent('exchangeFlight', player, 'airlines.log.exchangeFlight', () => ({ player: playerName(s, player), card: cardWords(card) }));
}

function foundEvent(s: AirlinesState, player: PlayerId, a: Airline, shares: number): GameEvent {
  return moveEvent(
    'found',
    player,
    'airlines.log.found',
    () => ({ player: playerName(s, player), airline: a.name, initials: a.initials, hq: indexBoard(s.board).cityName.get(a.hq) ?? a.hq, shares }),
    { airline: a.id, shares },
  );
}

function playStockEvent(s: AirlinesState, player: PlayerId, a: Airline, count: number): GameEvent {
  return moveEvent('playStock', player, 'airlines.log.playStock', () => ({ player: playerName(s, player), count, initials: a.initials }), { airline: a.id, count });
}

function claimEvent(s: AirlinesState, player: PlayerId, a: Airline, label: string, card: FlightCard, cost: number, data: unknown): GameEvent {
  return moveEvent(
    'claim',
    player,
    'airlines.log.claim',
    () => ({ player: playerName(s, player), label, initials: a.initials, card: cardWords(card), cardArt: article(cardLabel(card)), cost }),
    data,
  );
}

function sabotageEvent(s: AirlinesState, player: PlayerId, a: Airline, label: string, cost: number, data: unknown): GameEvent {
  return moveEvent('sabotage', player, 'airlines.log.sabotage', () => ({ player: playerName(s, player), label, initials: a.initials, initialsArt: article(a.initials), cost }), data);
}
