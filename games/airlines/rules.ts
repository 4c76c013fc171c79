/**
 * The rules of Airlines (1990): setup, the turn's phases, drawing, scoring, the end.
 * RULES.md lists every decision taken where the rule texts are silent or disagree.
 */
import { article } from '../core/words.js';
import { finalTotalsSaid, winnersWords } from '../core/core-messages.js';
import { list, type Said, type Wording } from '../core/wording.js';
import { cardWords, routeTypeWords, said } from './messages.js';
import { refuse, SetupError } from '../core/errors.js';
import { isSafeId } from '../core/ids.js';
import { createRngState, Rng } from '../core/rng.js';
import type { GameEvent, Outcome, PlayerId, SetupArgs } from '../core/types.js';
import { cardLabel, flightDeckOf, indexBoard, routeLabel, stockDeckOf } from './board.js';
import {
  airlineValue,
  cheapestFree,
  claimableRoutes,
  countOf,
  distinctCards,
  flies,
  isInactive,
  isUnusable,
  sharesShutIt,
  lowestFree,
  marketShares,
  touchesNetwork,
  playerName,
  hasSabotageSpot,
  sabotageSpots,
  SABOTAGE_MIN,
  sameCard,
  stockLeft,
} from './queries.js';
import { derivedOf, noteFounded, noteMarker } from './derived.js';
import { scoreAirline } from './scoring.js';
import {
  FICTITIOUS_PLAYER,
  optionsSchema,
  SCORING_CARD,
  type AirlineScore,
  type AirlinesBoard,
  type AirlinesMove,
  type AirlinesOptions,
  type AirlinesState,
  type FlightCard,
  type Route,
  type ScoringRecord,
} from './types.js';
import { FACE_UP, FLIGHT_HAND, MAX_PLAYERS, MIN_PLAYERS, playerCounts, playerRange, STOCK_HAND } from './seats.js';
import { firstBoardError } from './board-check.js';

export { FACE_UP, FLIGHT_HAND, MAX_PLAYERS, MIN_PLAYERS, STOCK_HAND } from './seats.js';
export { SABOTAGE_MIN } from './queries.js';

/** Controlled scoring: complete rounds played before the scoring cards join the deck. */
export function controlledRounds(players: number): number {
  if (players <= 2) return 5;
  if (players === 3) return 4;
  if (players === 4) return 3;
  return 2;
}

// ---------------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------------

export function setup({ board, players, options, seed }: SetupArgs<AirlinesBoard, Partial<AirlinesOptions>>): AirlinesState {
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) {
    throw new SetupError('players', `Airlines is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players.length}.`);
  }
  const ids = new Set(players.map((p) => p.id));
  if (ids.size !== players.length) throw new SetupError('players', 'Two seats have the same player id.');
  if (ids.has(FICTITIOUS_PLAYER)) throw new SetupError('players', `The player id ${FICTITIOUS_PLAYER} is reserved.`);
  // Player ids key the hands, the laid-out shares and the scores: never a name objects already answer to.
  for (const p of players) {
    if (typeof p.id !== 'string' || !isSafeId(p.id)) {
      throw new SetupError('players', `The player id ${JSON.stringify(p.id)} cannot be used: ids are letters, digits, "-", "_", "." and ":", and not a name like "__proto__".`);
    }
  }
  const error = firstBoardError(board);
  if (error) throw new SetupError('board', `This board cannot be played: ${error.message} (${error.path})`);
  // A board may hold cards for fewer players than the box (a designer's test map).
  const seats = playerCounts(board);
  if (players.length > seats.max) {
    throw new SetupError('player-count', `${seats.note} Seat ${playerRange(seats.max)}, not ${players.length}.`);
  }
  const opts = optionsSchema.parse(options ?? {});
  const rngState = createRngState(seed);
  const rng = new Rng(rngState);

  const stockDeck = rng.shuffle(stockDeckOf(board));
  const flightDeck = rng.shuffle(flightDeckOf(board));
  const hands: AirlinesState['hands'] = {};
  const played: AirlinesState['played'] = {};
  for (const p of players) {
    hands[p.id] = { stock: stockDeck.splice(-STOCK_HAND), flight: flightDeck.splice(-FLIGHT_HAND) };
    played[p.id] = {};
  }
  const faceUp: (string | null)[] = stockDeck.splice(-FACE_UP);
  // The scoring cards go in only after the hands and the face-up row are dealt.
  let scoringAside = board.scoringCards;
  if (!opts.controlledScoring) {
    for (let i = 0; i < board.scoringCards; i++) stockDeck.push(SCORING_CARD);
    rng.shuffle(stockDeck);
    scoringAside = 0;
  }
  const routes: AirlinesState['routes'] = {};
  for (const r of board.routes) {
    const marks: (null)[] = [];
    for (let i = 0; i < r.costs.length; i++) marks.push(null);
    routes[r.id] = marks;
  }
  const supply: AirlinesState['supply'] = {};
  for (const a of board.airlines) supply[a.id] = a.markers;

  return {
    board,
    options: opts,
    players: players.map((p) => ({ id: p.id, name: p.name })),
    rng: rngState,
    stockDeck,
    faceUp,
    scoringAside,
    scoringUsed: 0,
    flightDeck,
    flightDiscard: [],
    removedStock: [],
    removedFlight: [],
    hands,
    played,
    routes,
    founded: [],
    supply,
    turn: { seat: 0, number: 1, phase: 'action', removedInactive: false },
    scorings: [],
    lastRoundTurnsLeft: null,
    fictitious: null,
    over: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Who acts, what they may do
// ---------------------------------------------------------------------------------------------

export function currentPlayer(state: AirlinesState): PlayerId {
  return state.players[state.turn.seat]!.id;
}

export function activePlayers(state: AirlinesState): PlayerId[] {
  return state.over ? [] : [currentPlayer(state)];
}

export function legalMoves(state: AirlinesState, player: PlayerId): AirlinesMove[] {
  if (state.over || currentPlayer(state) !== player) return [];
  const hand = state.hands[player]!;
  const out: AirlinesMove[] = [];
  switch (state.turn.phase) {
    case 'action': {
      if (!state.turn.removedInactive && state.stockDeck.length > 0) {
        for (let slot = 0; slot < state.faceUp.length; slot++) {
          const c = state.faceUp[slot]!;
          if (c !== null && state.faceUp.indexOf(c) === slot && isInactive(state, c)) out.push({ type: 'removeInactive', slot });
        }
      }
      const cheapest = cheapestFree(state);
      for (const card of distinctCards(hand.flight)) {
        if (isUnusable(card, cheapest)) out.push({ type: 'exchangeFlight', card });
      }
      const inHand = new Map<string, number>();
      for (const c of hand.stock) inHand.set(c, (inHand.get(c) ?? 0) + 1);
      for (const [airline, n] of inHand) {
        if (canFoundWith(state, player, airline)) {
          for (let k = 1; k <= n; k++) out.push({ type: 'found', airline, shares: k });
        }
      }
      out.push({ type: 'expand' });
      for (const [airline, n] of inHand) {
        if (isInactive(state, airline)) continue; // worthless cards stay in the hand (RULES.md)
        for (let k = 1; k <= n; k++) out.push({ type: 'playStock', airline, count: k });
      }
      return out;
    }
    case 'foundClaim':
      return claimMoves(state, player, state.turn.airline!);
    case 'expandClaim': {
      for (const airline of state.founded) out.push(...claimMoves(state, player, airline));
      out.push({ type: 'pass' });
      return out;
    }
    case 'drawStock': {
      if (state.stockDeck.length > 0) out.push({ type: 'drawStock', from: 'deck' });
      for (let slot = 0; slot < state.faceUp.length; slot++) {
        const c = state.faceUp[slot]!;
        if (c !== null && state.faceUp.indexOf(c) === slot) out.push({ type: 'drawStock', from: slot });
      }
      return out;
    }
    case 'sabotage': {
      for (const id of indexBoard(state.board).airlineIds) {
        if ((state.supply[id] ?? 0) > 0) out.push({ type: 'sabotageAirline', airline: id });
      }
      out.push({ type: 'pass' });
      return out;
    }
    case 'sabotagePlace': {
      for (const { route, circle } of sabotageSpots(state)) out.push({ type: 'sabotage', route: route.id, circle });
      out.push({ type: 'pass' });
      return out;
    }
    default:
      return [];
  }
}

function claimMoves(state: AirlinesState, player: PlayerId, airline: string): AirlinesMove[] {
  const out: AirlinesMove[] = [];
  const cards = distinctCards(state.hands[player]!.flight);
  for (const { route, cost } of claimableRoutes(state, airline)) {
    for (const card of cards) {
      if (card.type === route.type && card.value >= cost) out.push({ type: 'claim', airline, route: route.id, card });
    }
  }
  return out;
}

/** A founding is open when the airline is not yet founded and a first route at its HQ can be paid. */
export function canFoundWith(state: AirlinesState, player: PlayerId, airline: string): boolean {
  return foundBlock(state, player, airline, 1) === null;
}

/** Why a founding is refused, as a code (`foundProblem` words it): asked on every legal-move list, so no words are built. */
type FoundBlock = 'unknown' | 'founded' | 'shares-out' | 'held' | 'markers' | 'full' | 'card';

function foundBlock(state: AirlinesState, player: PlayerId, airline: string, shares: number): FoundBlock | null {
  const index = indexBoard(state.board);
  const a = index.airline.get(airline);
  if (!a) return 'unknown';
  if (state.founded.includes(airline)) return 'founded';
  if (state.options.noFoundingAfterShares && sharesHolder(state, airline)) return 'shares-out';
  if (countOf(state.hands[player]!.stock, airline) < shares) return 'held';
  if ((state.supply[airline] ?? 0) < 2) return 'markers';
  // What the routes at the HQ would cost, as if the airline were founded.
  const allowed = index.allowed.get(airline)!;
  const cards = state.hands[player]!.flight;
  let open = false;
  for (const r of index.routesAt.get(a.hq) ?? []) {
    if (!allowed.has(r.type)) continue;
    const circle = lowestFree(state.routes[r.id]!, r.costs);
    if (circle < 0) continue;
    open = true;
    const cost = r.costs[circle]!;
    for (const c of cards) if (c.type === r.type && c.value >= cost) return null;
  }
  return open ? 'card' : 'full';
}

/** The first player (in seat order) who has laid out shares of the airline, if any. */
function sharesHolder(state: AirlinesState, airline: string): { id: PlayerId; name: string } | undefined {
  return state.players.find((p) => (state.played[p.id]![airline] ?? 0) > 0);
}

/** Why this player may not found the airline with this many shares now, in words; null if it may. */
export function foundProblem(state: AirlinesState, player: PlayerId, airline: string, shares: number): Said | null {
  const block = foundBlock(state, player, airline, shares);
  if (block === null) return null;
  const index = indexBoard(state.board);
  const a = index.airline.get(airline);
  if (!a) return said('airlines.refuse.unknownAirline', { airline });
  const hq = index.cityName.get(a.hq) ?? a.hq;
  switch (block) {
    case 'founded':
      return said('airlines.found.founded', { airline: a.name });
    case 'shares-out':
      return said('airlines.found.sharesOut', { airline: a.name, holder: sharesHolder(state, airline)!.name });
    case 'held':
      return said('airlines.refuse.noStock', { held: countOf(state.hands[player]!.stock, airline), initials: a.initials, count: shares });
    case 'markers':
      return said('airlines.found.markers', { airline: a.name });
    case 'full':
      return said('airlines.found.full', { airline: a.name, hq });
    default:
      return said('airlines.found.card', { airline: a.name, hq, types: list(a.allowedRouteTypes.map(routeTypeWords)) });
  }
}

// ---------------------------------------------------------------------------------------------
// Applying a move
// ---------------------------------------------------------------------------------------------

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
  const routes: AirlinesState['routes'] = {};
  for (const id in s.routes) routes[id] = s.routes[id]!.slice();
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
      events?.push({ type: 'expand', player, ...said('airlines.log.expand', { player: playerName(s, player) }) });
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
      events?.push({
        type: 'pass',
        player,
        ...said(phase === 'expandClaim' ? 'airlines.log.passClaim' : 'airlines.log.passSabotage', { player: playerName(s, player) }),
      });
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
      events?.push({ type: 'sabotageAirline', player, ...said('airlines.log.sabotageAirline', { player: playerName(s, player), initials: a.initials, initialsArt: article(a.initials) }), data: { airline: a.id } });
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
  events?.push({ type: 'removeInactive', player, ...said('airlines.log.removeInactive', { player: playerName(s, player), initials: a?.initials ?? card }) });
  refillSlot(s, slot, events);
}

function exchangeFlight(s: AirlinesState, player: PlayerId, card: FlightCard, events: GameEvent[] | null): void {
  const hand = s.hands[player]!;
  const i = hand.flight.findIndex((c) => sameCard(c, card));
  if (i < 0) refuse('no-card', said('airlines.refuse.noCard', { card: cardWords(card) }));
  if (!isUnusable(card, cheapestFree(s))) refuse('usable', said('airlines.refuse.usable', { card: cardWords(card), type: routeTypeWords(card.type) }));
  removeAt(hand.flight, i);
  s.removedFlight.push({ type: card.type, value: card.value });
  events?.push({ type: 'exchangeFlight', player, ...said('airlines.log.exchangeFlight', { player: playerName(s, player), card: cardWords(card) }) });
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
  events?.push({
    type: 'found',
    player,
    ...said('airlines.log.found', { player: playerName(s, player), airline: a.name, initials: a.initials, hq: indexBoard(s.board).cityName.get(a.hq) ?? a.hq, shares }),
    data: { airline, shares },
  });
}

function layOut(s: AirlinesState, player: PlayerId, airline: string, count: number): void {
  const hand = s.hands[player]!;
  for (let k = 0; k < count; k++) removeAt(hand.stock, hand.stock.indexOf(airline));
  s.played[player]![airline] = (s.played[player]![airline] ?? 0) + count;
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
  events?.push({
    type: 'playStock',
    player,
    ...said('airlines.log.playStock', { player: playerName(s, player), count, initials: a.initials }),
    data: { airline, count },
  });
  if (count === 1 && hasSabotageSpot(s) && anySupply(s)) s.turn.phase = 'sabotage';
  else endTurn(s, events);
}

function anySupply(s: AirlinesState): boolean {
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
  const at = hand.flight.findIndex((c) => sameCard(c, card));
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
  events?.push({
    type: 'claim',
    player,
    ...said('airlines.log.claim', { player: playerName(s, player), label, initials: a.initials, card: cardWords(card), cardArt: article(cardLabel(card)), cost }),
    data: { airline, route: route.id, circle, card },
  });
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
  if (marks.some((m) => m !== null && m.sabotage)) refuse('already-sabotaged', said('airlines.refuse.alreadySabotaged', { label }));
  const airline = s.turn.airline!;
  const a = index.airline.get(airline)!;
  if ((s.supply[airline] ?? 0) < 1) refuse('no-markers', said('airlines.refuse.noMarkersLeft', { airline: a.name }));
  marks[circle] = { airline, sabotage: true };
  noteMarker(s, airline, route, circle, true);
  s.supply[airline]! -= 1;
  events?.push({
    type: 'sabotage',
    player,
    ...said('airlines.log.sabotage', { player: playerName(s, player), label, initials: a.initials, initialsArt: article(a.initials), cost }),
    data: { airline, route: route.id, circle },
  });
  endTurn(s, events);
}

function drawStock(s: AirlinesState, player: PlayerId, from: 'deck' | number, events: GameEvent[] | null): void {
  const name = playerName(s, player);
  if (from === 'deck') {
    if (s.stockDeck.length === 0) refuse('deck-empty', said('airlines.refuse.deckEmptyTakeFaceUp'));
    events?.push({ type: 'drawStock', player, ...said('airlines.log.drawStock', { player: name }) });
    const drawn = drawStockFromDeck(s, player, events);
    if (!drawn && !s.over && s.faceUp.some((c) => c !== null)) {
      // The scoring card is replaced by the next stock card there is: a face-up one, chosen now.
      events?.push({ type: 'replaceFromFaceUp', player, ...said('airlines.log.replaceFromFaceUp', { player: name }) });
      return;
    }
  } else {
    const card = s.faceUp[from];
    if (card === undefined || card === null) refuse('empty-slot', said('airlines.refuse.emptySlot', { slot: from + 1 }));
    s.faceUp[from] = null;
    s.hands[player]!.stock.push(card);
    const a = indexBoard(s.board).airline.get(card);
    events?.push({ type: 'drawStock', player, ...said('airlines.log.takeFaceUp', { player: name, initials: a?.initials ?? card }), data: { slot: from, airline: card } });
    refillSlot(s, from, events);
  }
  endTurn(s, events);
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

function rngOf(s: AirlinesState): Rng {
  return new Rng(s.rng);
}

/** Draws a flight card into a hand, reshuffling the discard pile when the deck is empty. */
function drawFlight(s: AirlinesState, player: PlayerId, events: GameEvent[] | null): void {
  if (s.flightDeck.length === 0 && s.flightDiscard.length > 0) {
    s.flightDeck.push(...rngOf(s).shuffle(s.flightDiscard.splice(0)));
    events?.push({ type: 'reshuffle', ...said('airlines.log.reshuffle') });
  }
  const card = s.flightDeck.pop();
  const name = playerName(s, player);
  if (!card) {
    events?.push({ type: 'drawFlight', player, ...said('airlines.log.noFlightLeft', { player: name }) });
    return;
  }
  s.hands[player]!.flight.push(card);
  events?.push({ type: 'drawFlight', player, ...said('airlines.log.drawFlight', { player: name }) });
  events?.push({ type: 'drawFlight', player, visibleTo: [player], ...said('airlines.log.drawFlightYou', { card: cardWords(card), cardArt: article(cardLabel(card)) }), data: { card } });
}

/**
 * Takes a stock card off the deck into a hand, scoring on each scoring card met on the way.
 * False when no stock card was left in the deck to take (or the game ended on the way).
 */
function drawStockFromDeck(s: AirlinesState, player: PlayerId, events: GameEvent[] | null): boolean {
  for (;;) {
    const card = s.stockDeck.pop();
    if (card === undefined) return false;
    if (card === SCORING_CARD) {
      scoringCardUp(s, events, { key: 'airlines.how.drawn', params: { player: playerName(s, player) } });
      if (s.over) return false;
      continue;
    }
    s.hands[player]!.stock.push(card);
    const a = indexBoard(s.board).airline.get(card);
    events?.push({ type: 'drawStock', player, visibleTo: [player], ...said('airlines.log.drawStockYou', { initials: a?.initials ?? card, initialsArt: article(a?.initials ?? card) }), data: { airline: card } });
    return true;
  }
}

/** Fills an empty face-up slot from the deck; a scoring card revealed there is scored and replaced. */
function refillSlot(s: AirlinesState, slot: number, events: GameEvent[] | null): void {
  for (;;) {
    const card = s.stockDeck.pop();
    if (card === undefined) {
      s.faceUp[slot] = null;
      return;
    }
    if (card === SCORING_CARD) {
      scoringCardUp(s, events, { key: 'airlines.how.revealed' });
      if (s.over) return;
      continue;
    }
    s.faceUp[slot] = card;
    const a = indexBoard(s.board).airline.get(card);
    events?.push({ type: 'reveal', ...said('airlines.log.reveal', { initials: a?.initials ?? card, initialsArt: article(a?.initials ?? card) }), data: { slot, airline: card } });
    return;
  }
}

/** A scoring card came up (drawn or revealed). */
function scoringCardUp(s: AirlinesState, events: GameEvent[] | null, how: Wording): void {
  const firstRound = s.turn.number <= s.players.length;
  if (firstRound && s.stockDeck.some((c) => c !== SCORING_CARD)) {
    s.stockDeck.push(SCORING_CARD);
    rngOf(s).shuffle(s.stockDeck);
    events?.push({ type: 'scoringReshuffled', ...said('airlines.log.scoringReshuffled', { how }) });
    return;
  }
  s.scoringUsed += 1;
  events?.push({ type: 'scoringCard', ...said('airlines.log.scoringCard', { how }) });
  if (s.players.length === 2 && s.scoringUsed >= s.board.scoringCards) {
    // Two players: the last scoring card ends the game; the cards left form a third shareholder.
    formFictitious(s, events);
    finish(s, events);
    return;
  }
  runScoring(s, 'card', events);
}

/** Two players, final scoring: the stock cards left in the deck and face up become a third shareholder. */
function formFictitious(s: AirlinesState, events: GameEvent[] | null): void {
  s.fictitious = marketShares(s);
  events?.push({
    type: 'fictitious',
    ...said('airlines.log.fictitious'),
    data: { shares: s.fictitious },
  });
}

// ---------------------------------------------------------------------------------------------
// Turns, the end, scoring
// ---------------------------------------------------------------------------------------------

function endTurn(s: AirlinesState, events: GameEvent[] | null): void {
  if (s.over) return;
  if (s.lastRoundTurnsLeft !== null) {
    if (s.lastRoundTurnsLeft <= 0) {
      finish(s, events);
      return;
    }
    s.lastRoundTurnsLeft -= 1;
  }
  const n = s.players.length;
  s.turn = { seat: (s.turn.seat + 1) % n, number: s.turn.number + 1, phase: 'action', removedInactive: false };
  if (s.scoringAside > 0 && s.options.controlledScoring && s.turn.number - 1 >= controlledRounds(n) * n) {
    shuffleInScoring(s, events, { key: 'airlines.when.rounds', params: { rounds: controlledRounds(n) } });
  }
}

function shuffleInScoring(s: AirlinesState, events: GameEvent[] | null, when: Wording): void {
  for (let i = 0; i < s.scoringAside; i++) s.stockDeck.push(SCORING_CARD);
  rngOf(s).shuffle(s.stockDeck);
  events?.push({ type: 'scoringShuffledIn', ...said('airlines.log.scoringShuffledIn', { when, scoringAside: s.scoringAside }) });
  s.scoringAside = 0;
}

/**
 * Housekeeping after every move: scoring cards still aside join an empty deck; worthless
 * face-up cards leave the game once the deck is empty; the game ends when the last stock card
 * is gone (or, with the additional last round, a round later).
 */
function tidy(s: AirlinesState, events: GameEvent[] | null, turnEnded: boolean): void {
  if (s.over) return;
  if (s.stockDeck.length === 0 && s.scoringAside > 0) shuffleInScoring(s, events, { key: 'airlines.when.deckEmpty' });
  if (s.stockDeck.length === 0) {
    for (let slot = 0; slot < s.faceUp.length; slot++) {
      const c = s.faceUp[slot]!;
      if (c !== null && isInactive(s, c)) {
        s.faceUp[slot] = null;
        s.removedStock.push(c);
        const a = indexBoard(s.board).airline.get(c);
        events?.push({ type: 'removeInactive', ...said('airlines.log.removeInactiveDeckEmpty', { initials: a?.initials ?? c }) });
      }
    }
  }
  if (s.turn.phase === 'drawStock' && !stockLeft(s)) {
    // A stock card was due, but none is left (the last face-up ones were worthless): the turn ends.
    endTurn(s, events);
    turnEnded = true;
  }
  if (turnEnded && s.lastRoundTurnsLeft === null && stockLeft(s) && !progressPossible(s)) {
    events?.push({
      type: 'stalemate',
      ...said('airlines.log.stalemate'),
    });
    if (s.players.length === 2) formFictitious(s, events); // scored like the real end of a 2-player game
    finish(s, events);
    return;
  }
  if (stockLeft(s) || s.lastRoundTurnsLeft !== null) return;
  if (!s.options.additionalLastRound || s.players.length === 2) {
    finish(s, events);
    return;
  }
  // Everyone plays once more, the player who took the last card included.
  const n = s.players.length;
  s.lastRoundTurnsLeft = turnEnded ? n - 1 : n;
  events?.push({ type: 'lastRound', ...said('airlines.log.lastRound') });
}

/**
 * Whether a stock card can still ever be drawn: some founded airline can claim a route with a
 * flight card still in the game (anyone may claim for any airline), or some airline can still be
 * founded by a player who holds its stock and can get a card for it (in hand, or still to be
 * drawn). When neither holds, the game could only go round in circles.
 */
export function progressPossible(s: AirlinesState): boolean {
  const anywhere = bestFlightInGame(s);
  for (const airline of s.founded) {
    for (const { route, cost } of claimableRoutes(s, airline)) if ((anywhere[route.type] ?? 0) >= cost) return true;
  }
  let drawable: Record<string, number> | null = null;
  const index = indexBoard(s.board);
  for (const a of s.board.airlines) {
    if (s.founded.includes(a.id) || (s.supply[a.id] ?? 0) < 2) continue;
    if (sharesShutIt(s, a.id)) continue;
    // Worked out when a player holds its stock, and the cards only when a route there is open.
    let open: { r: Route; circle: number }[] | null = null;
    for (const p of s.players) {
      if (!s.hands[p.id]!.stock.includes(a.id)) continue;
      if (open === null) {
        const allowed = index.allowed.get(a.id)!;
        open = (index.routesAt.get(a.hq) ?? [])
          .filter((r) => allowed.has(r.type))
          .map((r) => ({ r, circle: lowestFree(s.routes[r.id]!, r.costs) }))
          .filter(({ circle }) => circle >= 0);
      }
      if (open.length === 0) break;
      drawable ??= highestCards(s.flightDiscard, highestCards(s.flightDeck, {}));
      const mine = highestCards(s.hands[p.id]!.flight, { ...drawable });
      if (open.some(({ r, circle }) => (mine[r.type] ?? 0) >= r.costs[circle]!)) return true;
    }
  }
  return false;
}

/**
 * Per route type, the highest flight card still in the game (deck, discard pile or a hand). Asked
 * at every turn's end; a forked state keeps the answer until a card leaves the game (cards
 * only ever leave, into `removedFlight`, so its length says when to look again).
 */
function bestFlightInGame(s: AirlinesState): Readonly<Record<string, number>> {
  const kept = derivedOf(s);
  if (kept?.bestFlight && kept.bestFlight.removed === s.removedFlight.length) return kept.bestFlight.best;
  const best = highestCards(s.flightDiscard, highestCards(s.flightDeck, {}));
  for (const id in s.hands) highestCards(s.hands[id]!.flight, best);
  if (kept) kept.bestFlight = { removed: s.removedFlight.length, best };
  return best;
}

/** Raises `into` to the highest value per route type among `cards`; returns it. */
function highestCards(cards: readonly FlightCard[], into: Record<string, number>): Record<string, number> {
  for (const c of cards) if ((into[c.type] ?? 0) < c.value) into[c.type] = c.value;
  return into;
}

function finish(s: AirlinesState, events: GameEvent[] | null): void {
  runScoring(s, 'final', events);
  s.over = true;
  s.turn.phase = 'over';
  s.turn.airline = undefined;
  if (events) {
    const o = outcome(s)!;
    events.push({ type: 'gameOver', ...said('airlines.log.gameOver', { summary: o.summaryWords ?? o.summary }), data: o });
    events.push({ type: 'finalTotals', ...finalTotalsText(s) });
  }
}

/** Every seat's final total and its points per scoring (and the seat bonus, with that option). */
function finalTotalsText(s: AirlinesState): Said {
  const scores = totals(s);
  return finalTotalsSaid(said, 
    s.players.map((p, seat) => ({
      name: playerName(s, p.id),
      total: scores[p.id]!,
      parts: [
        ...s.scorings.map((r) => ({ label: r.trigger === 'final' ? { key: 'airlines.part.final' } : { key: 'airlines.part.scoring', params: { number: r.number } }, points: r.points[p.id] ?? 0 })),
        ...(s.options.bonusPoints ? [{ label: { key: 'airlines.part.bonus' }, points: bonusFor(s, seat) }] : []),
      ],
    })),
  );
}

function runScoring(s: AirlinesState, trigger: 'card' | 'final', events: GameEvent[] | null): void {
  const number = s.scorings.length + 1;
  const name = (id: PlayerId) => (id === FICTITIOUS_PLAYER ? 'the fictitious third player' : playerName(s, id));
  const airlines: AirlineScore[] = [];
  const points: Record<PlayerId, number> = {};
  for (const p of s.players) points[p.id] = 0;
  if (s.fictitious) points[FICTITIOUS_PLAYER] = 0;
  for (const a of s.board.airlines) {
    const shares: Record<PlayerId, number> = {};
    for (const p of s.players) shares[p.id] = s.played[p.id]![a.id] ?? 0;
    if (s.fictitious) shares[FICTITIOUS_PLAYER] = s.fictitious[a.id] ?? 0;
    const score = scoreAirline(a.id, a.initials, airlineValue(s, a.id), shares, name);
    airlines.push(score);
    for (const id in score.points) points[id] = (points[id] ?? 0) + score.points[id]!;
  }
  const record: ScoringRecord = { number, trigger, points, airlines };
  s.scorings.push(record);
  if (!events) return;
  const line = list(s.players.map((p) => ({ key: 'core.log.namePoints', params: { player: p.name, points: points[p.id] ?? 0 } })), 'comma');
  events.push({ type: 'scoring', ...said(trigger === 'final' ? 'airlines.log.scoringFinal' : 'airlines.log.scoring', { number, line }), data: record });
}

export function bonusFor(state: AirlinesState, seat: number): number {
  return state.options.bonusPoints ? seat : 0;
}

export function totals(state: AirlinesState): Record<PlayerId, number> {
  const out: Record<PlayerId, number> = {};
  state.players.forEach((p, seat) => {
    out[p.id] = state.scorings.reduce((n, r) => n + (r.points[p.id] ?? 0), 0) + (state.over ? bonusFor(state, seat) : 0);
  });
  return out;
}

/**
 * The English line of an outcome, remembered by its words: formatting an ICU message is the
 * dearest step of a simulated game's end, and simulations end with the same few lines over and
 * over (the same names, a few dozen totals).
 */
const summaries = new Map<string, string>();
const SUMMARIES_CAP = 2_000;

function summaryText(words: Wording): string {
  const key = `${words.key}\u0000${JSON.stringify(words.params ?? {})}`;
  let text = summaries.get(key);
  if (text === undefined) {
    if (summaries.size >= SUMMARIES_CAP) summaries.clear();
    text = said(words.key, words.params).text;
    summaries.set(key, text);
  }
  return text;
}

export function outcome(state: AirlinesState): Outcome | null {
  if (!state.over) return null;
  const scores = totals(state);
  const best = Math.max(...Object.values(scores));
  const winners = state.players.filter((p) => scores[p.id] === best).map((p) => p.id);
  const names = winners.map((id) => playerName(state, id));
  const summaryWords = winnersWords(names, best);
  const summary = summaryText(summaryWords);
  return {
    scores,
    winners,
    breakdown: {
      scorings: state.scorings,
      bonus: Object.fromEntries(state.players.map((p, seat) => [p.id, bonusFor(state, seat)])),
    },
    summary,
    summaryWords,
  };
}
