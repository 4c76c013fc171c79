/**
 * Which of its own moves Airlines' search weighs at the root (core/ismcts.ts `rootTrim`), so
 * that the few hundred iterations are shared by fewer, different moves. Without it an action
 * turn offers ~8 moves, most of them a part of a holding laid out, a claim ~40 (every route with
 * every card that pays for it) and a sabotage ~90 spots; the search could not tell such close
 * moves apart, and the departures that lost were mostly one share laid out instead of expanding
 * (test/bench/bots.bench.ts). Kept:
 * - a part of a holding, or a single share, laid out only when that gains the seat points now by
 *   the heuristic's own reckoning (an airline's markers plus its room to grow, bots.ts); a whole
 *   holding of two or more always;
 * - a claim paid with the smallest card that pays for it (a bigger card of the route's type pays
 *   for all the smaller one does, so keeping it is never worse), for an airline whose growth
 *   gains the seat at least what it gains the best rival (when expanding: a founding's claims
 *   are all for the airline founded);
 * - a sabotage spot only on a route the sabotaged airline could grow on (as the heuristic picks);
 * - every other move.
 */
import type { PlayerId } from '../core/types.js';
import { airlineValue, claimableRoutes, countOf, isInactive } from './queries.js';
import { allSeatPoints, seatOfPlayer, seatPoints, sharesBySeat } from './seat-shares.js';
import type { AirlinesMove, AirlinesState } from './types.js';

/** An airline's worth for the reckoning: as the Strategist plans (bots.ts), markers plus room. */
function worthOf(state: AirlinesState, airline: string): number {
  if (isInactive(state, airline)) return 0;
  const room = Math.min(claimableRoutes(state, airline).length, 4);
  return Math.max(airlineValue(state, airline) + room + (state.founded.includes(airline) ? 0 : 2), 1);
}

function sharesWorthLaying(state: AirlinesState, player: PlayerId, airline: string, count: number): boolean {
  const held = countOf(state.hands[player]?.stock ?? [], airline);
  if (count >= 2 && count >= held) return true;
  const seat = seatOfPlayer(state, player);
  const value = worthOf(state, airline);
  return seatPoints(seat, value, sharesBySeat(state, airline, seat, count)) > seatPoints(seat, value, sharesBySeat(state, airline));
}

/** What one more marker on `airline` is worth to the seat, less the best rival's gain: the heuristic's growth gain (bots.ts), without its bonus for held cards. */
function growthFor(state: AirlinesState, seat: number, airline: string): number {
  const shares = sharesBySeat(state, airline);
  const v = airlineValue(state, airline);
  const now = allSeatPoints(v, shares);
  const grown = allSeatPoints(v + 1, shares);
  let rival = 0;
  for (let p = 0; p < shares.length; p++) if (p !== seat) rival = Math.max(rival, grown[p]! - now[p]!);
  return grown[seat]! - now[seat]! - rival;
}

export function rootTrim(state: AirlinesState, player: PlayerId, moves: readonly AirlinesMove[]): AirlinesMove[] {
  // The smallest paying card per airline and route.
  const cheapest = new Map<string, number>();
  const seat = seatOfPlayer(state, player);
  const growth = new Map<string, number>();
  for (const m of moves) {
    if (m.type !== 'claim') continue;
    if (!growth.has(m.airline)) growth.set(m.airline, growthFor(state, seat, m.airline));
    const k = `${m.airline} ${m.route}`;
    const c = cheapest.get(k);
    if (c === undefined || m.card.value < c) cheapest.set(k, m.card.value);
  }
  const airline = state.turn.phase === 'sabotagePlace' ? state.turn.airline : undefined;
  const wanted = airline === undefined ? undefined : new Set(claimableRoutes(state, airline).map((c) => c.route.id));
  return moves.filter((m) => {
    switch (m.type) {
      case 'playStock':
        return sharesWorthLaying(state, player, m.airline, m.count);
      case 'claim':
        return cheapest.get(`${m.airline} ${m.route}`) === m.card.value && (state.turn.phase === 'foundClaim' || growth.get(m.airline)! >= 0);
      case 'sabotage':
        return wanted === undefined || wanted.has(m.route);
      default:
        return true;
    }
  });
}
