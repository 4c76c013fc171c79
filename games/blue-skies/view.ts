/**
 * What one seat may see. Hands other than the seat's own, the order of the deck, the RNG (from
 * which every future draw could be foretold) and undecided discards never leave here.
 */
import type { PlayerId } from '../core/types.js';
import { airportById } from './board.js';
import { income, shares } from './passengers.js';
import { currentIndex, purchases, RULES } from './rules.js';
import { SECOND_PLACE, UNUSED_SPECIAL } from './scoring.js';
import { LOCAL, type AssistanceView, type BlueSkiesState, type BlueSkiesView, type BuyingView } from './types.js';

const NUMBERS: BlueSkiesView['numbers'] = {
  endScore: RULES.endScore,
  assistanceAt: RULES.assistanceAt,
  assistanceStep: RULES.assistanceStep,
  handSize: RULES.handSize,
  secondPlace: SECOND_PLACE,
  unusedSpecial: UNUSED_SPECIAL,
};

function points(n: number): string {
  return n === 1 ? '1 point' : `${n} points`;
}

/** What the player buying now may buy, and per airport in words what it costs or why not. */
function buyingView(s: BlueSkiesState): BuyingView | null {
  const p = s.phase;
  if (p.kind !== 'setupBuy' && p.kind !== 'buy') return null;
  const pi = currentIndex(s);
  if (pi === null) return null;
  const pl = s.players[pi]!;
  const left = (p.kind === 'setupBuy' ? s.board.setupPoints : s.board.pointsPerRound) - p.spent;
  const can = purchases(s, pi);
  const blocked =
    pl.gatesLeft <= 0
      ? 'All your gates are on the board.'
      : p.kind === 'setupBuy' && p.bought >= s.board.setupGates
        ? `At setup each player opens at most ${s.board.setupGates} gates.`
        : null;
  const offers: BuyingView['offers'] = [
    ...can.gates.map((g) => ({ airport: g.airport, kind: 'gate' as const, space: s.airports[g.airport]!.gates.indexOf(null), cost: g.cost })),
    ...can.buyouts.map((g) => ({ airport: g.airport, kind: 'buyout' as const, space: s.airports[g.airport]!.gates.indexOf(LOCAL), cost: g.cost })),
  ];
  const notes: Record<string, string> = {};
  for (const a of s.board.airports) {
    const st = s.airports[a.id]!;
    const parts: string[] = [];
    const free = st.gates.indexOf(null);
    if (free < 0) parts.push('every gate in use here is taken');
    else {
      const cost = airportById(s.board, a.id)!.gates[free]!.cost;
      parts.push(cost <= left ? `the next gate (gate ${free + 1}) costs ${points(cost)}` : `the next gate (gate ${free + 1}) costs ${points(cost)}, more than the ${points(left)} left`);
    }
    if (st.gates.includes(LOCAL)) {
      if (a.buyout === null) parts.push('its local airline cannot be bought out');
      else parts.push(a.buyout <= left ? `buying out its local airline costs ${points(a.buyout)}` : `buying out its local airline costs ${points(a.buyout)}, more than the ${points(left)} left`);
    }
    const text = parts.join('; ');
    notes[a.id] = text.charAt(0).toUpperCase() + text.slice(1) + '.';
  }
  return { player: pl.id, left, gatesLeft: pl.gatesLeft, order: p.kind === 'setupBuy' ? p.order.map((i) => s.players[i]!.id) : null, blocked, offers, notes };
}

/** Government assistance under way: who may add passengers to how many airports, and why. */
function assistanceView(s: BlueSkiesState): AssistanceView | null {
  const p = s.phase;
  if (p.kind !== 'assist') return null;
  const leader = Math.max(...s.players.map((pl) => pl.score));
  return {
    leader,
    order: p.order.map((pi, i) => ({ player: s.players[pi]!.id, behind: leader - s.players[pi]!.score, airports: p.picks[i]! })),
    at: p.at < p.order.length ? p.at : null,
  };
}

export function view(s: BlueSkiesState, player: PlayerId | null): BlueSkiesView {
  const me = player === null ? -1 : s.players.findIndex((pl) => pl.id === player);
  const who = currentIndex(s);
  const whoId = who === null ? '' : s.players[who]!.id;
  const p = s.phase;
  let phase: BlueSkiesView['phase'];
  switch (p.kind) {
    case 'setupBuy':
    case 'buy':
      phase = {
        kind: p.kind,
        player: whoId,
        spent: p.spent,
        budget: p.kind === 'setupBuy' ? s.board.setupPoints : s.board.pointsPerRound,
        gatesBought: p.bought,
      };
      break;
    case 'play':
    case 'specialDiscard':
      phase = { kind: p.kind, player: whoId };
      break;
    case 'assist':
      phase = { kind: 'assist', player: whoId, left: (p.picks[p.at] ?? 0) - p.chosen.length, chosen: [...p.chosen] };
      break;
    case 'assistDiscard':
      phase = {
        kind: 'assistDiscard',
        decided: Object.fromEntries(s.players.map((pl, i) => [pl.id, p.pending[i] !== null])),
        yourChoice: me >= 0 ? (p.pending[me] ? [...p.pending[me]!] : null) : null,
      };
      break;
    default:
      phase = { kind: 'over' };
  }
  // fromEntries makes own keys, whatever the ids are called.
  const airports: BlueSkiesView['airports'] = Object.fromEntries(
    Object.entries(s.airports).map(([id, st]) => {
      const sh = shares(st);
      return [id, { pax: st.pax, gates: st.gates.map((owner, i) => ({ space: i, owner, pax: sh[i]! })) }];
    }),
  );
  return {
    round: s.round,
    startPlayer: s.players[s.startPlayer]!.id,
    you: me >= 0 ? s.players[me]!.id : null,
    hand: me >= 0 ? [...s.players[me]!.hand] : null,
    phase,
    players: s.players.map((pl) => ({
      id: pl.id,
      name: pl.name,
      score: pl.score,
      income: income(s, pl.id),
      gatesLeft: pl.gatesLeft,
      handSize: pl.hand.length,
      specialUsed: pl.specialUsed,
    })),
    airports,
    bag: { ...s.bag },
    deckSize: s.deck.length,
    discardSize: s.discard.length,
    assistanceDone: s.assistanceDone,
    final: s.final ? structuredClone(s.final) : null,
    buying: buyingView(s),
    assistance: assistanceView(s),
    numbers: NUMBERS,
  };
}
