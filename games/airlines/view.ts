/**
 * What one seat may see. Everything public is here; a seat's own hand only for that seat;
 * never the order of a deck. A spectator (`null`) sees no hand at all.
 */
import { own } from '../core/ids.js';
import type { PlayerId } from '../core/types.js';
import { airlineValue, claimableRoutes, isInactive, lowestFree } from './queries.js';
import { bonusFor, totals } from './rules.js';
import { SCORING_CARD, type AirlinesState, type AirlinesView, type FlightCard } from './types.js';

export function view(state: AirlinesState, player: PlayerId | null): AirlinesView {
  const score = totals(state);
  const sharesPlayed = (airline: string) => state.players.reduce((n, p) => n + (state.played[p.id]![airline] ?? 0), 0);
  const routes: AirlinesView['routes'] = {};
  for (const id in state.routes) routes[id] = state.routes[id]!.map((m) => (m ? { ...m } : null));
  const claimable: AirlinesView['claimable'] = {};
  for (const r of state.board.routes) {
    const i = lowestFree(state.routes[r.id]!, r.costs);
    if (i >= 0) claimable[r.id] = { cost: r.costs[i]!, airlines: [] };
  }
  for (const a of state.founded) for (const { route } of claimableRoutes(state, a)) claimable[route.id]!.airlines.push(a);
  const airlines: AirlinesView['airlines'] = {};
  for (const a of state.board.airlines) {
    airlines[a.id] = {
      id: a.id,
      founded: state.founded.includes(a.id),
      inactive: isInactive(state, a.id),
      value: airlineValue(state, a.id),
      supply: state.supply[a.id] ?? 0,
      sharesPlayed: sharesPlayed(a.id),
    };
  }
  const current = state.players[state.turn.seat]!;
  const mine = player !== null ? own(state.hands, player) : undefined;
  const out: AirlinesView = {
    players: state.players.map((p, seat) => ({
      id: p.id,
      name: p.name,
      seat,
      stockInHand: state.hands[p.id]!.stock.length,
      flightInHand: state.hands[p.id]!.flight.length,
      played: { ...state.played[p.id]! },
      score: score[p.id] ?? 0,
      bonus: bonusFor(state, seat),
    })),
    routes,
    claimable,
    airlines,
    faceUp: [...state.faceUp],
    stockDeck: state.stockDeck.length,
    scoringCardsLeft: state.stockDeck.filter((c) => c === SCORING_CARD).length + state.scoringAside,
    flightDeck: state.flightDeck.length,
    flightDiscard: state.flightDiscard.length,
    removedStock: state.removedStock.length,
    removedFlight: state.removedFlight.length,
    scorings: structuredClone(state.scorings),
    turn: {
      player: current.id,
      seat: state.turn.seat,
      number: state.turn.number,
      phase: state.turn.phase,
      ...(state.turn.airline !== undefined ? { airline: state.turn.airline } : {}),
      lastRound: state.lastRoundTurnsLeft !== null,
    },
    options: { ...state.options },
    fictitious: state.fictitious ? { ...state.fictitious } : null,
    over: state.over,
  };
  if (mine) out.hand = { stock: [...mine.stock].sort(), flight: sortCards(mine.flight) };
  return out;
}

function sortCards(cards: readonly FlightCard[]): FlightCard[] {
  return cards.map((c) => ({ ...c })).sort((a, b) => (a.type === b.type ? a.value - b.value : a.type < b.type ? -1 : 1));
}
