import { describe, expect, it } from 'vitest';
import { cloneState } from '../../../../games/airlines-europe/rules.js';
import { newGame, play, started } from '../../../../games/airlines-europe/testing.js';
import { ABACUS, type EuropeState, type EuropeView } from '../../../../games/airlines-europe/types.js';
import { view } from '../../../../games/airlines-europe/view.js';
import { shareFlights } from '../../table-shell/share-flights.js';
import { europeShareSnapshot } from './share-flights.js';

/** The flights between two states of a real game, as the seat `me` sees them (null: a spectator). */
function flightsSeen(before: EuropeState, after: EuropeState, me: string | null) {
  return shareFlights(europeShareSnapshot(view(before, me)), europeShareSnapshot(view(after, me)), me);
}

describe('Airlines Europe share flights', () => {
  it('a share taken from the market flies from its slot: into the taker’s hand for them, to their seat for the others', () => {
    const s0 = cloneState(started(3, 4));
    // p1 has bought its licence; now it takes the market's second share (the market closes up).
    s0.phase = 'licence';
    s0.licencesThisTurn = 1;
    const taken = s0.market[1]!;
    const s1 = play(s0, 'p1', { type: 'takeShare', from: 'market', airline: taken });
    expect(s1.market).not.toEqual(s0.market);
    expect(flightsSeen(s0, s1, 'p1')).toEqual([{ airline: taken, from: { kind: 'faceup', slot: 1 }, to: { kind: 'hand', airline: taken } }]);
    expect(flightsSeen(s0, s1, 'p2')).toEqual([{ airline: taken, from: { kind: 'faceup', slot: 1 }, to: { kind: 'seat', seat: 0 } }]);
    expect(flightsSeen(s0, s1, null)).toEqual([{ airline: taken, from: { kind: 'faceup', slot: 1 }, to: { kind: 'seat', seat: 0 } }]);
  });

  it('a share drawn from the pile flies face up into our own hand, face down to another’s seat', () => {
    const s0 = cloneState(started(3, 4));
    s0.phase = 'licence';
    s0.licencesThisTurn = 1;
    const card = s0.deck[s0.deck.length - 1]!;
    const s1 = play(s0, 'p1', { type: 'takeShare', from: 'deck' });
    expect(flightsSeen(s0, s1, 'p1')).toEqual([{ airline: card, from: { kind: 'deck' }, to: { kind: 'hand', airline: card } }]);
    expect(flightsSeen(s0, s1, 'p3')).toEqual([{ airline: null, from: { kind: 'deck' }, to: { kind: 'seat', seat: 0 } }]);
  });

  it('shares laid out fly from the hand into the holdings (ours from our hand, another’s from their seat)', () => {
    const s0 = started(3, 4);
    const [kind] = Object.entries(s0.hands.p1!).find(([, n]) => n >= 2)!;
    const s1 = play(s0, 'p1', { type: 'playShares', airlines: [kind, kind] });
    const toHoldings = { kind: 'played', player: 'p1', airline: kind };
    expect(flightsSeen(s0, s1, 'p1')).toEqual([
      { airline: kind, from: { kind: 'hand', airline: kind }, to: toHoldings },
      { airline: kind, from: { kind: 'hand', airline: kind }, to: toHoldings },
    ]);
    expect(flightsSeen(s0, s1, 'p2')).toEqual([
      { airline: kind, from: { kind: 'seat', seat: 0 }, to: toHoldings },
      { airline: kind, from: { kind: 'seat', seat: 0 }, to: toHoldings },
    ]);
  });

  it('the opening pairs, revealed together, fly from every hand; Air Abacus shares from their supply into the trader’s hand', () => {
    let s = newGame(2, 3);
    const before = s;
    for (const p of s.players) {
      const kinds = Object.keys(s.hands[p.id]!).sort();
      s = play(s, p.id, { type: 'chooseOpening', airlines: [kinds[0]!, kinds[1]!] });
    }
    const seen = flightsSeen(before, s, 'p2');
    expect(seen.map((f) => [f.from.kind, f.to])).toEqual(
      s.players.flatMap((p) => Object.keys(s.holdings[p.id]!).sort().map((a) => [p.id === 'p2' ? 'hand' : 'seat', { kind: 'played', player: p.id, airline: a }])),
    );
    // A trade (action C): cards given up, from the hand or the holdings; Air Abacus shares come
    // from their supply into the trader's hand, though its size may not change at all.
    const trading = play(s, 'p1', { type: 'startTrade', give: 3 });
    let traded = play(trading, 'p1', { type: 'discard', from: 'hand', airline: Object.keys(trading.hands.p1!)[0]! });
    for (let i = 0; i < 2; i++) traded = play(traded, 'p1', { type: 'discard', from: 'holdings', airline: Object.entries(traded.holdings.p1!).find(([, n]) => n > 0)![0] });
    expect(traded.hands.p1![ABACUS]).toBe(2);
    const supply = { kind: 'supply', airline: ABACUS };
    expect(flightsSeen(s, traded, 'p1')).toEqual(Array(2).fill({ airline: ABACUS, from: supply, to: { kind: 'hand', airline: ABACUS } }));
    expect(flightsSeen(s, traded, 'p2')).toEqual(Array(2).fill({ airline: ABACUS, from: supply, to: { kind: 'seat', seat: 0 } }));
  });
});

describe('europeShareSnapshot', () => {
  it('copies what it reads and spells our hand out card by card', () => {
    const v = view(started(2, 1), 'p1');
    const snap = europeShareSnapshot(v);
    expect(snap.hand).toHaveLength(v.players[0]!.handSize);
    expect(snap.row).toEqual(v.market);
    v.market.pop();
    v.players[0]!.holdings.x = 9;
    expect(snap.row).toHaveLength(v.market.length + 1);
    expect(snap.players[0]!.laidOut).not.toHaveProperty('x');
    expect(europeShareSnapshot({ ...v, hand: undefined } as EuropeView).hand).toBeNull();
  });
});
