/**
 * The playtest lab's probe for Blue Skies (games/core/lab-probe.ts): the gates each seat opened
 * (at their price) and the region bonuses it took (worth their points); who leads
 * mid-game (points plus one round's income); the bag, the demand cards and a player's gates
 * running out.
 */
import { moveKindWords, named, watchedRule, type GameProbe, type Hold } from '../core/lab-probe.js';
import { heatMap } from './heat-map.js';
import type { PlayerId } from '../core/types.js';
import { suggestEdit } from './ledger.js';
import { said } from './messages.js';
import { wordingOf, type Wording } from '../core/wording.js';
import { spacesInUse, type BlueSkiesBoard } from './board.js';
import { incomes } from './passengers.js';
import type { BlueSkiesMove, BlueSkiesState } from './types.js';

/** A gate space's element id: the airport and the space's index, left to right from 1. */
export function gateId(airport: string, space: number): string {
  return `${airport}#${space + 1}`;
}

// The resources that run out, as the report keys them (their words: resourceWords).
const BAG = 'bag';
const DEMAND = 'demand';
const GATES = 'gates';

/** A gate space's peers (its place at every airport: "space 2"), with their words by key. */
function spaceOf(i: number): { peers: string; peersWords: Wording } {
  const s = said('blueSkies.lab.peers.space', { n: i + 1 });
  return { peers: s.text, peersWords: wordingOf(s) };
}

export const blueSkiesProbe: GameProbe<BlueSkiesBoard, BlueSkiesState, BlueSkiesMove> = {
  elements: (board, players) => [
    { kind: 'airport', label: 'Airports', labelWords: { key: 'blueSkies.lab.kind.airport' }, items: board.airports.map((a) => ({ id: a.id, name: `${a.city} (${a.id})` })) },
    {
      kind: 'gate',
      label: 'Gates',
      labelWords: { key: 'blueSkies.lab.kind.gate' },
      items: board.airports.flatMap((a) => spacesInUse(a, players).map((i) => ({ id: gateId(a.id, i), ...named(said('blueSkies.lab.name.gate', { airport: a.id, n: i + 1, cost: a.gates[i]!.cost })), ...spaceOf(i) }))),
    },
    { kind: 'region', label: 'Regions', labelWords: { key: 'blueSkies.lab.kind.region' }, items: board.regions.map((r) => ({ id: r.id, name: r.name })) },
  ],

  ledger: {
    reads: ['buyGate', 'buyOut', 'regionBonus'],
    taken(events) {
      const out: Hold[] = [];
      for (const e of events) {
        const d = e.data as { airport?: string; space?: number; cost?: number; region?: string; points?: number } | undefined;
        if (!d || e.player === undefined) continue;
        if ((e.type === 'buyGate' || e.type === 'buyOut') && d.airport !== undefined) {
          out.push({ kind: 'airport', id: d.airport, player: e.player, cost: d.cost ?? 0 });
          if (typeof d.space === 'number') out.push({ kind: 'gate', id: gateId(d.airport, d.space), player: e.player, cost: d.cost ?? 0 });
        } else if (e.type === 'regionBonus' && d.region !== undefined) {
          // The bonus is the region's worth to the seat that takes it (first or second place).
          out.push({ kind: 'region', id: d.region, player: e.player, worth: d.points ?? 0 });
        }
      }
      return out;
    },
    suggest: suggestEdit,
  },

  standing(state) {
    // Every seat's income from one pass over the airports (the same whole numbers as `income`).
    const paid = incomes(state);
    const out: Record<PlayerId, number> = {};
    state.players.forEach((p, i) => {
      out[p.id] = p.score + paid[i]!;
    });
    return out;
  },
  // Not `standingIsCheap`: taken at the ~50 points that may be read it cost more (5 % of a lab
  // game) than the few copies and the one replay the lab makes without it (under 4 %).

  exhausted(state) {
    const out: string[] = [];
    if (state.bag.red + state.bag.green === 0) out.push(BAG);
    if (state.deck.length === 0 && state.discard.length === 0) out.push(DEMAND);
    if (state.players.some((p) => p.gatesLeft === 0)) out.push(GATES);
    return out;
  },

  resourceWords: (_board, resource) => (resource === BAG ? { key: 'blueSkies.lab.res.bag' } : resource === DEMAND ? { key: 'blueSkies.lab.res.demand' } : resource === GATES ? { key: 'blueSkies.lab.res.gates' } : null),

  turns: (state) => state.round,
  turnUnit: 'rounds',
  hasPoints: true,
  heatMap,
  moveKindWords: moveKindWords({
    buyGate: 'blueSkies.lab.move.buyGate',
    buyOut: 'blueSkies.lab.move.buyOut',
    special: 'blueSkies.lab.move.special',
    discard: 'blueSkies.lab.move.discard',
    discardChosen: 'blueSkies.lab.move.discardChosen',
    playCard: 'blueSkies.lab.move.playCard',
    assist: 'blueSkies.lab.move.assist',
    endAssist: 'blueSkies.lab.move.endAssist',
    unspent: 'blueSkies.lab.move.unspent',
    draw: 'blueSkies.lab.move.draw',
    doneBuying: 'blueSkies.lab.move.doneBuying',
  }),
  watched: [
    watchedRule('buyGate', said('blueSkies.lab.rule.buyGate')),
    watchedRule('buyOut', said('blueSkies.lab.rule.buyOut')),
    watchedRule('special', said('blueSkies.lab.rule.special')),
    watchedRule('assistance', said('blueSkies.lab.rule.assistance')),
    watchedRule('local', said('blueSkies.lab.rule.local')),
    watchedRule('reshuffle', said('blueSkies.lab.rule.reshuffle')),
    watchedRule('regionBonus', said('blueSkies.lab.rule.regionBonus')),
    watchedRule('specialBonus', said('blueSkies.lab.rule.specialBonus')),
  ],
};
