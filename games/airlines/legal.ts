/**
 * Airlines: who acts and what they may do (the legal-move list, and why a founding is refused).
 * Part of the rules (rules.ts re-exports it).
 */
import { list, type Said } from '../core/wording.js';
import { routeTypeWords, said } from './messages.js';
import type { PlayerId } from '../core/types.js';
import { indexBoard } from './board.js';
import { derivedOf, keptAnyPlayed, type Derived } from './derived.js';
import { cheapestFree, claimableRoutes, countOf, distinctCards, isInactive, eachSabotageSpot, isUnusable, lowestFree } from './queries.js';
import { type AirlinesMove, type AirlinesState, type FlightCard } from './types.js';

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
      // The airlines in the order their stock first shows in the hand, with counts (scratch lists,
      // not a Map: every bot's every action asks this).
      const held = countStock(hand.stock);
      for (let h = 0; h < held; h++) {
        const airline = heldIds[h]!;
        if (canFoundWith(state, player, airline)) {
          for (let k = 1; k <= heldCounts[h]!; k++) out.push({ type: 'found', airline, shares: k });
        }
      }
      out.push({ type: 'expand' });
      for (let h = 0; h < held; h++) {
        const airline = heldIds[h]!;
        if (isInactive(state, airline)) continue; // worthless cards stay in the hand (RULES.md)
        for (let k = 1; k <= heldCounts[h]!; k++) out.push({ type: 'playStock', airline, count: k });
      }
      return out;
    }
    case 'foundClaim':
      claimMoves(state, state.turn.airline!, distinctCards(hand.flight), out);
      return out;
    case 'expandClaim': {
      // The hand's distinct cards once for every airline's claims.
      const cards = distinctCards(hand.flight);
      for (const airline of state.founded) claimMoves(state, airline, cards, out);
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
      eachSabotageSpot(state, (route, circle) => out.push({ type: 'sabotage', route: route.id, circle }));
      out.push({ type: 'pass' });
      return out;
    }
    default:
      return [];
  }
}

// Scratch lists of `countStock` (a legal-move list is made one at a time).
const heldIds: string[] = [];
const heldCounts: number[] = [];

/**
 * Fills `heldIds` / `heldCounts` (scratch lists, default this module's) with the stock's airlines in
 * the order they first show and how many of each; returns how many airlines.
 */
export function countStock(stock: readonly string[], ids: string[] = heldIds, counts: number[] = heldCounts): number {
  let held = 0;
  for (let i = 0; i < stock.length; i++) {
    const c = stock[i]!;
    let k = 0;
    while (k < held && ids[k] !== c) k++;
    if (k === held) {
      ids[held] = c;
      counts[held++] = 1;
    } else counts[k]!++;
  }
  return held;
}

/** Appends the airline's claims to `out`: per route it could claim, per distinct card (`cards`, the hand's) that pays for it. */
function claimMoves(state: AirlinesState, airline: string, cards: readonly FlightCard[], out: AirlinesMove[]): void {
  const list = claimableRoutes(state, airline);
  for (let j = 0; j < list.length; j++) {
    const { route, cost } = list[j]!;
    for (let c = 0; c < cards.length; c++) {
      const card = cards[c]!;
      if (card.type === route.type && card.value >= cost) out.push({ type: 'claim', airline, route: route.id, card });
    }
  }
}

/** A founding is open when the airline is not yet founded and a first route at its HQ can be paid. */
export function canFoundWith(state: AirlinesState, player: PlayerId, airline: string): boolean {
  return foundBlock(state, player, airline, 1) === null;
}

/** Why a founding is refused, as a code (`foundProblem` words it): asked on every legal-move list, so no words are built. */
type FoundBlock = 'unknown' | 'founded' | 'shares-out' | 'held' | 'markers' | 'full' | 'card';

function foundBlock(state: AirlinesState, player: PlayerId, airline: string, shares: number): FoundBlock | null {
  const kept = derivedOf(state);
  if (kept) return keptFoundBlock(state, kept, player, airline, shares);
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

/** `foundBlock` from the data a forked state keeps (derived.ts): the same questions in the same order, by numbers. */
function keptFoundBlock(state: AirlinesState, d: Derived, player: PlayerId, airline: string, shares: number): FoundBlock | null {
  const nums = d.nums;
  const a = nums.airlineNo.get(airline);
  if (a === undefined) return 'unknown';
  if (d.airlines[a]) return 'founded';
  if (state.options.noFoundingAfterShares && keptAnyPlayed(d, a)) return 'shares-out';
  const hand = state.hands[player]!;
  if (countOf(hand.stock, airline) < shares) return 'held';
  if (d.supply[a]! < 2) return 'markers';
  const allowed = nums.allowed[a]!;
  const at = nums.routesAt[nums.hq[a]!]!;
  const routes = state.board.routes;
  const cards = hand.flight;
  let open = false;
  for (let k = 0; k < at.length; k++) {
    const no = at[k]!;
    if (allowed[no] === 0) continue;
    const r = routes[no]!;
    const circle = lowestFree(d.marks[no]!, r.costs);
    if (circle < 0) continue;
    open = true;
    const cost = r.costs[circle]!;
    for (let c = 0; c < cards.length; c++) if (cards[c]!.type === r.type && cards[c]!.value >= cost) return null;
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
