/**
 * What one seat may see. Hands other than the seat's own, the order of the deck, the RNG (from
 * which every future draw could be foretold) and undecided discards never leave here.
 */
import type { PlayerId } from '../core/types.js';
import type { Wording } from '../core/wording.js';
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

/** What the player buying now may buy, and per airport in words what it costs or why not. */
function buyingView(s: BlueSkiesState): BuyingView | null {
  const p = s.phase;
  if (p.kind !== 'setupBuy' && p.kind !== 'buy') return null;
  const pi = currentIndex(s);
  if (pi === null) return null;
  const pl = s.players[pi]!;
  const left = (p.kind === 'setupBuy' ? s.board.setupPoints : s.board.pointsPerRound) - p.spent;
  const can = purchases(s, pi);
  const blocked: Wording | null =
    pl.gatesLeft <= 0
      ? { key: 'blueSkies.blocked.noGates' }
      : p.kind === 'setupBuy' && p.bought >= s.board.setupGates
        ? { key: 'blueSkies.blocked.setup', params: { n: s.board.setupGates } }
        : null;
  const offers: BuyingView['offers'] = [
    ...can.gates.map((g) => ({ airport: g.airport, kind: 'gate' as const, space: s.airports[g.airport]!.gates.indexOf(null), cost: g.cost })),
    ...can.buyouts.map((g) => ({ airport: g.airport, kind: 'buyout' as const, space: s.airports[g.airport]!.gates.indexOf(LOCAL), cost: g.cost })),
  ];
  // Each note is a sentence by key (every client words it): what the next gate and a buyout cost, or why not.
  const notes: Record<string, Wording> = {};
  for (const a of s.board.airports) {
    const st = s.airports[a.id]!;
    const free = st.gates.indexOf(null);
    let first: Wording;
    if (free < 0) first = { key: 'blueSkies.note.full' };
    else {
      const cost = airportById(s.board, a.id)!.gates[free]!.cost;
      first = cost <= left ? { key: 'blueSkies.note.gate', params: { gate: free + 1, cost } } : { key: 'blueSkies.note.gateOver', params: { gate: free + 1, cost, left } };
    }
    let local: Wording | null = null;
    if (st.gates.includes(LOCAL)) {
      if (a.buyout === null) local = { key: 'blueSkies.note.noBuyout' };
      else local = a.buyout <= left ? { key: 'blueSkies.note.buyout', params: { cost: a.buyout } } : { key: 'blueSkies.note.buyoutOver', params: { cost: a.buyout, left } };
    }
    notes[a.id] = local ? { key: 'blueSkies.note.two', params: { a: first, b: local } } : { key: 'blueSkies.note.one', params: { a: first } };
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
