import { describe, expect, it } from 'vitest';
import type { AirlinesView, PlayerView } from '../../../../games/airlines/types.js';
import { shareFlights, type ShareSnapshot } from '../../table-shell/share-flights.js';
import { shareSnapshot } from './share-flights.js';

const player = (id: string, seat: number, stockInHand: number, played: Record<string, number> = {}): PlayerView => ({ id, name: id, seat, stockInHand, flightInHand: 0, played, score: 0, bonus: 0 });

/** Only what the flights read: the players, the face-up row and our own hand. */
function view(players: PlayerView[], faceUp: (string | null)[], stock?: string[]): ShareSnapshot {
  return shareSnapshot({ players, faceUp, hand: stock ? { stock, flight: [] } : undefined } as unknown as AirlinesView);
}

describe('shareFlights', () => {
  it('flies a face-up card another player took to their seat, and a deck card face down', () => {
    const before = view([player('me', 0, 1), player('bob', 1, 2)], ['gga', 'sca', null], ['gga']);
    const now = view([player('me', 0, 1), player('bob', 1, 4)], ['gga', 'rma', null], ['gga']);
    expect(shareFlights(before, now, 'me')).toEqual([
      { airline: 'sca', from: { kind: 'faceup', slot: 1 }, to: { kind: 'seat', seat: 1 } },
      { airline: null, from: { kind: 'deck' }, to: { kind: 'seat', seat: 1 } },
    ]);
  });

  it('flies our own cards into our hand by airline: the face-up one from its slot, the deck one from the deck', () => {
    const before = view([player('me', 0, 1)], ['sca', 'gga'], ['gga']);
    const now = view([player('me', 0, 3)], ['rma', 'gga'], ['gga', 'sca', 'lsa']);
    expect(shareFlights(before, now, 'me')).toEqual([
      { airline: 'sca', from: { kind: 'faceup', slot: 0 }, to: { kind: 'hand', airline: 'sca' } },
      { airline: 'lsa', from: { kind: 'deck' }, to: { kind: 'hand', airline: 'lsa' } },
    ]);
  });

  it('flies shares laid out from the hand to the played-shares table (ours from our hand, another from their seat)', () => {
    const before = view([player('me', 0, 3, { gga: 1 }), player('bob', 1, 2)], ['sca'], ['gga', 'gga', 'sca']);
    const now = view([player('me', 0, 1, { gga: 3 }), player('bob', 1, 1, { sca: 1 })], ['sca'], ['sca']);
    expect(shareFlights(before, now, 'me')).toEqual([
      { airline: 'gga', from: { kind: 'hand', airline: 'gga' }, to: { kind: 'played', player: 'me', airline: 'gga' } },
      { airline: 'gga', from: { kind: 'hand', airline: 'gga' }, to: { kind: 'played', player: 'me', airline: 'gga' } },
      { airline: 'sca', from: { kind: 'seat', seat: 1 }, to: { kind: 'played', player: 'bob', airline: 'sca' } },
    ]);
  });

  it('flies nothing when only the row changed (an inactive card removed) and at most eight at once', () => {
    const before = view([player('me', 0, 0)], ['sca', 'gga'], []);
    expect(shareFlights(before, view([player('me', 0, 0)], ['rma', 'gga'], []), 'me')).toEqual([]);
    const many = view([player('me', 0, 0, { gga: 20 })], ['sca', 'gga'], []);
    expect(shareFlights(before, many, 'me')).toHaveLength(8);
  });
});

describe('shareSnapshot', () => {
  it('copies what it reads: a view patched in place afterwards leaves the snapshot as it was', () => {
    const v = { players: [player('me', 0, 1, { gga: 1 })], faceUp: ['sca'], hand: { stock: ['gga'], flight: [] } } as unknown as AirlinesView;
    const before = shareSnapshot(v);
    v.players[0]!.played.gga = 2;
    v.players[0]!.stockInHand = 0;
    v.hand!.stock.pop();
    expect(shareFlights(before, shareSnapshot(v), 'me')).toEqual([{ airline: 'gga', from: { kind: 'hand', airline: 'gga' }, to: { kind: 'played', player: 'me', airline: 'gga' } }]);
  });
});
