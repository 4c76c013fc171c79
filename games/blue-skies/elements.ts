/**
 * The playtest lab's probe for Blue Skies (games/core/lab-probe.ts): the airports a move brought
 * gates or passengers to, the gate spaces opened, and the regions a new gate counts in; who leads
 * mid-game (points plus one round's income); the bag, the demand cards and a player's gates
 * running out.
 */
import type { ElementRef, GameProbe } from '../core/lab-probe.js';
import type { GameEvent, PlayerId } from '../core/types.js';
import { spacesInUse, type BlueSkiesBoard } from './board.js';
import { income } from './passengers.js';
import type { BlueSkiesMove, BlueSkiesState } from './types.js';

/** A gate space's element id: the airport and the space's index, left to right from 1. */
export function gateId(airport: string, space: number): string {
  return `${airport}#${space + 1}`;
}

const regionsOf = new WeakMap<BlueSkiesBoard, Map<string, string[]>>();
function regionsAt(board: BlueSkiesBoard, airport: string): string[] {
  let m = regionsOf.get(board);
  if (!m) {
    m = new Map();
    for (const r of board.regions) for (const a of r.airports) m.set(a, [...(m.get(a) ?? []), r.id]);
    regionsOf.set(board, m);
  }
  return m.get(airport) ?? [];
}

export const blueSkiesProbe: GameProbe<BlueSkiesBoard, BlueSkiesState, BlueSkiesMove> = {
  elements: (board, players) => [
    { kind: 'airport', label: 'Airports', items: board.airports.map((a) => ({ id: a.id, name: `${a.city} (${a.id})` })) },
    {
      kind: 'gate',
      label: 'Gates',
      items: board.airports.flatMap((a) => spacesInUse(a, players).map((i) => ({ id: gateId(a.id, i), name: `${a.id} gate ${i + 1} (cost ${a.gates[i]!.cost})` }))),
    },
    { kind: 'region', label: 'Regions', items: board.regions.map((r) => ({ id: r.id, name: r.name })) },
  ],

  elementsOf(before, move, events: readonly GameEvent[]) {
    const out: ElementRef[] = [];
    switch (move.type) {
      case 'buyGate':
      case 'buyOut': {
        const data = events.find((e) => e.type === move.type)?.data as { airport?: unknown; space?: unknown } | undefined;
        out.push({ kind: 'airport', id: move.airport });
        if (typeof data?.space === 'number') out.push({ kind: 'gate', id: gateId(move.airport, data.space) });
        for (const r of regionsAt(before.board, move.airport)) out.push({ kind: 'region', id: r });
        break;
      }
      case 'playCard':
      case 'special':
      case 'assist':
        out.push({ kind: 'airport', id: move.airport });
        break;
      default:
        break;
    }
    return out;
  },

  standing(state) {
    const out: Record<PlayerId, number> = {};
    for (const p of state.players) out[p.id] = p.score + income(state, p.id);
    return out;
  },

  exhausted(state) {
    const out: string[] = [];
    if (state.bag.red + state.bag.green === 0) out.push('the passenger bag');
    if (state.deck.length === 0 && state.discard.length === 0) out.push('demand cards (deck and discard pile)');
    if (state.players.some((p) => p.gatesLeft === 0)) out.push("a player's gates");
    return out;
  },

  turns: (state) => state.round,
  turnUnit: 'rounds',
  hasPoints: true,
  watched: [
    { event: 'buyGate', words: 'Open a gate' },
    { event: 'buyOut', words: 'Buy out a local airline' },
    { event: 'special', words: 'The special action' },
    { event: 'assistance', words: 'Government assistance steps in' },
    { event: 'local', words: 'A local airline opens a gate' },
    { event: 'reshuffle', words: 'The demand deck is reshuffled' },
    { event: 'regionBonus', words: 'A region bonus is awarded' },
    { event: 'specialBonus', words: 'Points for an unused special action' },
  ],
};
