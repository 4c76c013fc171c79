/**
 * The playtest lab's probe for Airlines (games/core/lab-probe.ts): routes and airlines a move
 * touched, who leads mid-game (points scored so far plus what a scoring now would pay), and the
 * supplies that can run dry. Read from the state and the events only; no rule is played again.
 */
import type { ElementRef, GameProbe } from '../core/lab-probe.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { indexBoard } from './board.js';
import { airlineValue } from './queries.js';
import { pointsOf } from './scoring.js';
import type { AirlinesBoard, AirlinesMove, AirlinesState } from './types.js';

function routeName(board: AirlinesBoard, id: string): string {
  const idx = indexBoard(board);
  const r = idx.route.get(id);
  if (!r) return id;
  return `${idx.cityName.get(r.from) ?? r.from}–${idx.cityName.get(r.to) ?? r.to} (${r.type})`;
}

/** Whether the player has laid out shares of the airline and no rival has more. */
function leads(s: AirlinesState, player: PlayerId, airline: string): boolean {
  const mine = s.played[player]?.[airline] ?? 0;
  return mine > 0 && s.players.every((p) => p.id === player || (s.played[p.id]?.[airline] ?? 0) <= mine);
}

export const airlinesProbe: GameProbe<AirlinesBoard, AirlinesState, AirlinesMove> = {
  elements: (board) => [
    { kind: 'route', label: 'Routes', items: board.routes.map((r) => ({ id: r.id, name: routeName(board, r.id) })) },
    { kind: 'airline', label: 'Airlines', items: board.airlines.map((a) => ({ id: a.id, name: `${a.name} (${a.initials})` })) },
  ],

  elementsOf(before, move, _events: readonly GameEvent[]) {
    const out: ElementRef[] = [];
    switch (move.type) {
      case 'found':
      case 'playStock':
      case 'sabotageAirline':
        out.push({ kind: 'airline', id: move.airline });
        break;
      case 'claim':
        out.push({ kind: 'route', id: move.route }, { kind: 'airline', id: move.airline });
        break;
      case 'sabotage':
        out.push({ kind: 'route', id: move.route });
        break;
      case 'drawStock': {
        // Taking a face-up share is a use of that airline; a blind draw is not.
        const card = move.from === 'deck' ? null : before.faceUp[move.from];
        if (card) out.push({ kind: 'airline', id: card });
        break;
      }
      default:
        break;
    }
    return out;
  },

  moveKind(before, move, events, player) {
    switch (move.type) {
      case 'drawStock': {
        if (move.from === 'deck') return 'draw blind';
        const card = before.faceUp[move.from];
        return card && leads(before, player, card) ? 'take a share it leads in' : 'take another share';
      }
      case 'claim':
        return leads(before, player, move.airline) ? 'claim for an airline it leads' : 'claim for another airline';
      case 'found':
        return move.shares === 1 ? 'found with 1 share' : 'found with 2+ shares';
      case 'playStock':
        return move.count === 1 ? 'lay out 1 share' : 'lay out 2+ shares';
      case 'pass':
        return 'pass';
      default:
        return events.find((e) => e.player === player)?.type ?? move.type;
    }
  },

  standing(state) {
    const out: Record<PlayerId, number> = {};
    for (const p of state.players) out[p.id] = 0;
    for (const rec of state.scorings) for (const p of state.players) out[p.id]! += rec.points[p.id] ?? 0;
    // What a scoring now would add: the position each player's shares hold today.
    for (const airline of state.founded) {
      const value = airlineValue(state, airline);
      const shares: Record<PlayerId, number> = {};
      for (const p of state.players) shares[p.id] = state.played[p.id]![airline] ?? 0;
      for (const p of state.players) out[p.id]! += pointsOf(p.id, value, shares);
    }
    return out;
  },

  exhausted(state) {
    const out: string[] = [];
    if (state.flightDeck.length === 0 && state.flightDiscard.length === 0) out.push('flight cards (deck and discard pile)');
    const idx = indexBoard(state.board);
    for (const id of idx.airlineIds) {
      if ((state.supply[id] ?? 0) === 0) out.push(`${idx.airline.get(id)!.initials} markers`);
    }
    return out;
  },

  turns: (state) => state.turn.number,
  turnUnit: 'turns',
  hasPoints: true,
  watched: [
    { event: 'found', words: 'Found an airline' },
    { event: 'claim', words: 'Claim a route' },
    { event: 'playStock', words: 'Lay out stock cards' },
    { event: 'sabotage', words: 'Place a sabotage marker' },
    { event: 'removeInactive', words: 'Remove a face-up card of an inactive airline' },
    { event: 'exchangeFlight', words: 'Exchange an unusable flight card' },
    { event: 'reshuffle', words: 'Reshuffle the flight-card discard pile' },
    { event: 'scoringCard', words: 'A scoring card comes up' },
    { event: 'scoringReshuffled', words: 'A scoring card before everyone has had a turn goes back into the deck' },
    { event: 'stalemate', words: 'The game ends because no route can be claimed any more' },
    { event: 'lastRound', words: 'Additional last round', applies: (o, n) => o['additionalLastRound'] === true && n > 2 },
    { event: 'scoringShuffledIn', words: 'Controlled scoring: the scoring cards are shuffled in', applies: (o) => o['controlledScoring'] === true },
    { event: 'fictitious', words: 'The fictitious third player takes the remaining shares', applies: (_o, n) => n === 2 },
  ],
};
