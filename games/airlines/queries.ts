/**
 * Questions about an Airlines state that the rules, the legal-move list, the view and the bots
 * all ask: where an airline may fly next, which airlines are inactive, which flight cards are
 * unusable. Pure and read-only.
 */
import type { PlayerId } from '../core/types.js';
import { indexBoard } from './board.js';
import { derivedOf, numbersOf, keptAnyPlayed, keptClaimable, keptHqOpen, keptNetwork, keptSabotageSpots, keptTouches, keptValue, type Claimable } from './derived.js';
import type { AirlinesState, FlightCard, Route, RouteMarker, RouteType } from './types.js';
import { ROUTE_TYPES, SCORING_CARD } from './types.js';

/** Sabotage markers go only on circles numbered this or more. */
export const SABOTAGE_MIN = 5;

/** Index of the free circle with the lowest number (the first such in line order), or -1. */
export function lowestFree(marks: readonly (RouteMarker | null)[], costs: readonly number[]): number {
  let best = -1;
  for (let i = 0; i < costs.length; i++) {
    if (marks[i] === null && (best < 0 || costs[i]! < costs[best]!)) best = i;
  }
  return best;
}

/** Whether the airline already flies this route (sabotage markers do not count). */
export function flies(marks: readonly (RouteMarker | null)[], airline: string): boolean {
  // Loops, not arrows capturing their question: the rules ask these on every move.
  for (let c = 0; c < marks.length; c++) {
    const m = marks[c];
    if (m !== null && m!.airline === airline && !m!.sabotage) return true;
  }
  return false;
}

export function playerName(state: AirlinesState, id: PlayerId): string {
  const players = state.players;
  for (let i = 0; i < players.length; i++) if (players[i]!.id === id) return players[i]!.name;
  return id;
}

/** Cities an airline's network reaches: its HQ (once founded) and both ends of every route it flies. */
export function networkCities(state: AirlinesState, airline: string): ReadonlySet<string> {
  const kept = derivedOf(state);
  if (kept) return keptNetwork(state, kept, airline);
  const index = indexBoard(state.board);
  const out = new Set<string>();
  if (!state.founded.includes(airline)) return out;
  const a = index.airline.get(airline);
  if (a) out.add(a.hq);
  for (const r of state.board.routes) {
    if (flies(state.routes[r.id] ?? [], airline)) {
      out.add(r.from);
      out.add(r.to);
    }
  }
  return out;
}

/** Whether the airline's network (`networkCities`) reaches either end of the route. */
export function touchesNetwork(state: AirlinesState, airline: string, route: Route): boolean {
  const kept = derivedOf(state);
  if (kept) return keptTouches(state, kept, airline, route);
  const net = networkCities(state, airline);
  return net.has(route.from) || net.has(route.to);
}

/** Markers on the board that count for scoring: the HQ marker and every non-sabotage route marker. */
export function airlineValue(state: AirlinesState, airline: string): number {
  const kept = derivedOf(state);
  if (kept) return keptValue(state, kept, airline) ?? 0;
  if (!state.founded.includes(airline)) return 0;
  let n = 1;
  for (const id in state.routes) {
    for (const m of state.routes[id]!) if (m !== null && m.airline === airline && !m.sabotage) n++;
  }
  return n;
}

/**
 * Routes an airline could claim now if it had the right card: allowed type, a free circle,
 * not yet flown by it, touching its network (for a founding, its HQ). Returns each with the
 * lowest free number, the value a card must reach.
 */
export function claimableRoutes(state: AirlinesState, airline: string, network?: ReadonlySet<string>): readonly Claimable[] {
  const kept = derivedOf(state);
  if (kept) return keptClaimable(state, kept, airline);
  const index = indexBoard(state.board);
  const allowed = index.allowed.get(airline);
  if (!allowed || (state.supply[airline] ?? 0) < 1) return [];
  // `network`: the airline's `networkCities`, when the caller has them already.
  const cities = network ?? networkCities(state, airline);
  const out: Claimable[] = [];
  const seen = new Set<string>();
  for (const city of cities) {
    for (const r of index.routesAt.get(city) ?? []) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      if (!allowed.has(r.type)) continue;
      const marks = state.routes[r.id]!;
      if (flies(marks, airline)) continue;
      const circle = lowestFree(marks, r.costs);
      if (circle < 0) continue;
      out.push({ route: r, cost: r.costs[circle]!, circle, no: numbersOf(state.board).routeNo.get(r.id)! });
    }
  }
  return out;
}

/**
 * Inactive: not founded, and it can never be: every route at its HQ that it may fly is full, or
 * its supply no longer holds the two markers a founding needs (sabotage can drain it), or (with
 * the French founding option) someone has laid out a share of it. The texts define inactive by
 * "it may become impossible to found" (EN) / "il n'est pas possible de fonder" (FR), so every
 * cause of that impossibility makes the cards worthless alike (RULES.md, "Inactive airlines").
 */
export function isInactive(state: AirlinesState, airline: string): boolean {
  const kept = derivedOf(state);
  if (kept) {
    // The same questions in the same order, answered from the kept data.
    const no = kept.nums.airlineNo.get(airline);
    if (no === undefined) return sharesShutIt(state, airline);
    if (kept.airlines[no]) return false;
    if ((state.options.noFoundingAfterShares && keptAnyPlayed(kept, no)) || kept.supply[no]! < 2) return true;
    return !keptHqOpen(state, kept, airline);
  }
  if (state.founded.includes(airline)) return false;
  if (sharesShutIt(state, airline)) return true;
  const index = indexBoard(state.board);
  const a = index.airline.get(airline);
  if (!a) return false;
  if ((state.supply[airline] ?? 0) < 2) return true;
  const allowed = index.allowed.get(airline)!;
  for (const r of index.routesAt.get(a.hq) ?? []) {
    if (allowed.has(r.type) && lowestFree(state.routes[r.id]!, r.costs) >= 0) return false;
  }
  return true;
}

/** With the French founding option, a laid-out share of an unfounded airline shuts it for good. */
export function sharesShutIt(state: AirlinesState, airline: string): boolean {
  return state.options.noFoundingAfterShares && !state.founded.includes(airline) && state.players.some((p) => (state.played[p.id]?.[airline] ?? 0) > 0);
}

/** Per route type, the lowest number any route of that type still shows free (Infinity if none). */
export function cheapestFree(state: AirlinesState): Record<RouteType, number> {
  const kept = derivedOf(state);
  if (kept) return (kept.cheapest ??= cheapestFreeOnBoard(state, kept.marks));
  return cheapestFreeOnBoard(state);
}

function cheapestFreeOnBoard(state: AirlinesState, marks?: readonly (readonly (RouteMarker | null)[])[]): Record<RouteType, number> {
  const out = Object.fromEntries(ROUTE_TYPES.map((t) => [t, Infinity])) as Record<RouteType, number>;
  const routes = state.board.routes;
  for (let no = 0; no < routes.length; no++) {
    const r = routes[no]!;
    // `marks`: the state's marker arrays in board order (a forked state keeps them), else by id.
    const i = lowestFree(marks ? marks[no]! : state.routes[r.id]!, r.costs);
    if (i >= 0 && r.costs[i]! < out[r.type]) out[r.type] = r.costs[i]!;
  }
  return out;
}

/** A flight card is unusable when no route of its type has a free circle it could pay for. */
export function isUnusable(card: FlightCard, cheapest: Record<RouteType, number>): boolean {
  return card.value < cheapest[card.type];
}

export function sameCard(a: FlightCard, b: FlightCard): boolean {
  return a.type === b.type && a.value === b.value;
}

/** Distinct cards of a hand (identical cards are one choice). */
export function distinctCards(cards: readonly FlightCard[]): FlightCard[] {
  const out: FlightCard[] = [];
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    let k = 0;
    while (k < out.length && !sameCard(out[k]!, c)) k++;
    if (k === out.length) out.push(c);
  }
  return out;
}

export function countOf(cards: readonly string[], id: string): number {
  let n = 0;
  for (const c of cards) if (c === id) n++;
  return n;
}

/** Circles a sabotage marker may go on: free, numbered 5 or more, on a route without one yet. */
export function sabotageSpots(state: AirlinesState): { route: Route; circle: number }[] {
  const out: { route: Route; circle: number }[] = [];
  eachSabotageSpot(state, (route, circle) => out.push({ route, circle }));
  return out;
}

/** `sabotageSpots`, one by one in the same order, without a list of them (the legal-move list makes its moves straight away). */
export function eachSabotageSpot(state: AirlinesState, spot: (route: Route, circle: number) => void): void {
  const kept = derivedOf(state);
  if (kept) {
    // The kept count per route skips those without an open circle (most of them, late on).
    keptSabotageSpots(state, kept);
    const open = kept.sabotageOpen!;
    const routes = state.board.routes;
    for (let no = 0; no < routes.length; no++) {
      if (open[no] === 0) continue;
      const r = routes[no]!;
      const marks = kept.marks[no]!;
      for (let i = 0; i < r.costs.length; i++) if (r.costs[i]! >= SABOTAGE_MIN && marks[i] === null) spot(r, i);
    }
    return;
  }
  for (const r of state.board.routes) {
    const marks = state.routes[r.id]!;
    if (marks.some((m) => m !== null && m.sabotage)) continue;
    for (let i = 0; i < r.costs.length; i++) if (r.costs[i]! >= SABOTAGE_MIN && marks[i] === null) spot(r, i);
  }
}

/** Whether `sabotageSpots` would name any circle (without listing them). */
export function hasSabotageSpot(state: AirlinesState): boolean {
  const kept = derivedOf(state);
  if (kept) return keptSabotageSpots(state, kept) > 0;
  for (const r of state.board.routes) {
    const marks = state.routes[r.id]!;
    let free = false;
    for (let i = 0; i < r.costs.length; i++) {
      const m = marks[i];
      if (m !== null && m!.sabotage) {
        free = false;
        break;
      }
      if (m === null && r.costs[i]! >= SABOTAGE_MIN) free = true;
    }
    if (free) return true;
  }
  return false;
}

export function stockLeft(state: AirlinesState): boolean {
  if (state.stockDeck.length > 0) return true;
  for (let slot = 0; slot < state.faceUp.length; slot++) if (state.faceUp[slot] !== null) return true;
  return false;
}

/** Stock cards (not scoring cards) still in the deck, per airline, plus the face-up ones. */
export function marketShares(state: AirlinesState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of [...state.stockDeck, ...state.faceUp]) {
    if (c === null || c === SCORING_CARD) continue;
    out[c] = (out[c] ?? 0) + 1;
  }
  return out;
}
