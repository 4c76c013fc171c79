/**
 * What one seat may see. Hands other than the seat's own, the order of the deck, the RNG (from
 * which every future draw could be foretold) and undecided discards never leave here.
 */
import type { PlayerId } from '../core/types.js';
import { income, shares } from './passengers.js';
import { currentIndex } from './rules.js';
import type { BlueSkiesState, BlueSkiesView } from './types.js';

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
  };
}
