import { describe, expect, it } from 'vitest';
import { SetupError } from '../core/errors.js';
import { airlineValue, isInactive, isUnusable, cheapestFree } from './queries.js';
import { activePlayers, cloneState, legalMoves, outcome, progressPossible, setup } from './rules.js';
import { card, census, deepFreeze, defaultBoard, fresh, flightOnTop, give, ids, must, onTop, play, refused, tinyBoard } from './testing.js';
import { FICTITIOUS_PLAYER, SCORING_CARD, type AirlinesState } from './types.js';
import { airlines } from './index.js';

/** The game's `apply` (built by core's defineGame). */
const apply = airlines.apply;

/** Ann founds X (2 shares) at HQX, claiming r1 (circle 2) with a wavy 3, and draws from the deck; Bob to play. */
function withX(extra?: (s: AirlinesState) => void): AirlinesState {
  const s = fresh();
  give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
  extra?.(s);
  return must(s, 'ann', { type: 'found', airline: 'X', shares: 2 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }, { type: 'drawStock', from: 'deck' });
}

/** Drops every scoring card from the deck into the used pile, so decks can be arranged freely. */
function noScoringCards(s: AirlinesState): void {
  const n = s.stockDeck.filter((c) => c === SCORING_CARD).length;
  s.stockDeck = s.stockDeck.filter((c) => c !== SCORING_CARD);
  s.scoringUsed += n;
}

describe('Setup', () => {
  it('Setup: each player gets 5 stock cards and 3 flight cards; 5 stock cards lie face up', () => {
    const s = fresh(4, {}, defaultBoard);
    for (const p of s.players) {
      expect(s.hands[p.id]!.stock).toHaveLength(5);
      expect(s.hands[p.id]!.flight).toHaveLength(3);
    }
    expect(s.faceUp.filter((c) => c !== null)).toHaveLength(5);
    expect(s.stockDeck).toHaveLength(84 - 4 * 5 - 5 + 3);
    expect(s.flightDeck).toHaveLength(42 - 4 * 3);
    expect(census(s)).toEqual({ stock: 84, scoring: 3, flight: 42, markers: 135 });
  });
  it('Setup: the scoring cards are shuffled into the deck after the deal (never in a hand or face up)', () => {
    for (let seed = 0; seed < 30; seed++) {
      const s = setup({ board: defaultBoard, players: ids(6), options: {} as never, seed });
      expect(s.faceUp).not.toContain(SCORING_CARD);
      for (const p of s.players) expect(s.hands[p.id]!.stock).not.toContain(SCORING_CARD);
      expect(s.stockDeck.filter((c) => c === SCORING_CARD)).toHaveLength(3);
    }
  });
  it('Setup: the first seat (the score keeper) starts, and only they may act', () => {
    const s = fresh();
    expect(activePlayers(s)).toEqual(['ann']);
    expect(legalMoves(s, 'bob')).toEqual([]);
    refused(s, 'bob', { type: 'expand' }, 'not-your-turn');
  });
  it('Setup: 2 to 6 players', () => {
    expect(() => fresh(1)).toThrow(SetupError);
    expect(() => setup({ board: tinyBoard, players: [...ids(6), { id: 'gus', name: 'Gus' }], options: {} as never, seed: 1 })).toThrow(/2 to 6/);
    expect(() => fresh(2)).not.toThrow();
  });
  it('Setup: an unplayable board is refused with the reason', () => {
    const bad = structuredClone(tinyBoard);
    bad.airlines[0]!.hq = 'nowhere';
    expect(() => setup({ board: bad, players: ids(3), options: {} as never, seed: 1 })).toThrow(/not a city/);
  });
  it('Setup: the same seed deals the same cards', () => {
    expect(JSON.stringify(fresh(3, {}, defaultBoard, 99))).toBe(JSON.stringify(fresh(3, {}, defaultBoard, 99)));
    expect(JSON.stringify(fresh(3, {}, defaultBoard, 99))).not.toBe(JSON.stringify(fresh(3, {}, defaultBoard, 98)));
  });
});

describe('Found a new airline', () => {
  it('Found: lay out 1 or more stock cards, place the HQ marker, claim a route at the HQ', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
    const legal = legalMoves(s, 'ann');
    expect(legal).toContainEqual({ type: 'found', airline: 'X', shares: 1 });
    expect(legal).toContainEqual({ type: 'found', airline: 'X', shares: 2 });
    // No dotted or solid card: Y cannot be founded.
    expect(legal.some((m) => m.type === 'found' && m.airline === 'Y')).toBe(false);
    let { state, events } = play(s, 'ann', { type: 'found', airline: 'X', shares: 2 });
    expect(state.founded).toEqual(['X']);
    expect(state.supply.X).toBe(9);
    expect(state.played.ann).toEqual({ X: 2 });
    expect(state.hands.ann!.stock).toEqual(['Y']);
    expect(state.turn.phase).toBe('foundClaim');
    expect(events[0]!.text).toBe('Ann founds Xair (XAR) at Xville, laying out 2 shares.');
    expect(legalMoves(state, 'ann')).toEqual([{ type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }]);
    state = must(state, 'ann', { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) });
    expect(state.routes.r1).toEqual([{ airline: 'X', sabotage: false }, null, null]);
    expect(airlineValue(state, 'X')).toBe(2);
  });
  it('Found: afterwards the founder draws a flight card and a stock card', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
    let t = must(s, 'ann', { type: 'found', airline: 'X', shares: 1 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) });
    expect(t.hands.ann!.flight).toHaveLength(1);
    expect(t.turn.phase).toBe('drawStock');
    t = must(t, 'ann', { type: 'drawStock', from: 'deck' });
    expect(t.hands.ann!.stock).toHaveLength(3);
    expect(t.turn.seat).toBe(1);
  });
  it('Found: the first route must touch the headquarters', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['X'], flight: [card('wavy', 3), card('wavy', 5)] });
    const t = must(s, 'ann', { type: 'found', airline: 'X', shares: 1 });
    refused(t, 'ann', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 5) }, 'not-connected');
    refused(t, 'ann', { type: 'pass' }, 'wrong-phase');
  });
  it('Found: only an airline that is not founded yet', () => {
    const s = withX((s) => give(s, 'bob', { stock: ['X'], flight: [card('wavy', 5)] }));
    expect(legalMoves(s, 'bob').some((m) => m.type === 'found')).toBe(false);
    expect(refused(s, 'bob', { type: 'found', airline: 'X', shares: 1 }, 'cannot-found')).toMatch(/already founded/);
  });
  it('Found: refused without a flight card that pays for a route at the HQ', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Y'], flight: [card('wavy', 5), card('dotted', 2)] });
    expect(refused(s, 'ann', { type: 'found', airline: 'Y', shares: 1 }, 'cannot-found')).toMatch(/flight card for a route at Yton/);
    refused(s, 'ann', { type: 'found', airline: 'Y', shares: 2 }, 'cannot-found');
  });
  it('Found: shares of the airline laid out before do not stop its founding (default: the English text is silent)', () => {
    let s = fresh();
    give(s, 'ann', { stock: ['X', 'X'], flight: [card('wavy', 3)] });
    s = must(s, 'ann', { type: 'playStock', airline: 'X', count: 2 });
    s.turn.seat = 0;
    give(s, 'ann', { stock: ['X'], flight: [card('wavy', 3)] });
    expect(legalMoves(s, 'ann')).toContainEqual({ type: 'found', airline: 'X', shares: 1 });
  });
  it('Found, French reading (table option "No founding once shares are out"): nobody may found an airline whose shares someone has laid out', () => {
    let s = fresh(3, { noFoundingAfterShares: true });
    give(s, 'ann', { stock: ['X', 'X'] });
    s = must(s, 'ann', { type: 'playStock', airline: 'X', count: 2 });
    give(s, 'bob', { stock: ['X'], flight: [card('wavy', 3)] });
    expect(legalMoves(s, 'bob').some((m) => m.type === 'found')).toBe(false);
    expect(refused(s, 'bob', { type: 'found', airline: 'X', shares: 1 }, 'cannot-found')).toMatch(/can no longer be founded: Ann has laid out its shares/);
    // Before any share is out, it may be founded as usual.
    const t = fresh(3, { noFoundingAfterShares: true });
    give(t, 'ann', { stock: ['X'], flight: [card('wavy', 3)] });
    expect(legalMoves(t, 'ann')).toContainEqual({ type: 'found', airline: 'X', shares: 1 });
    // The blocked founding no longer counts as a way the game can go on (stalemate check).
    const u = cloneState(s);
    for (const r of tinyBoard.routes) u.routes[r.id] = u.routes[r.id]!.map((m) => m ?? { airline: 'Z', sabotage: true });
    u.routes.r1 = [null, { airline: 'Z', sabotage: true }, { airline: 'Z', sabotage: true }];
    expect(progressPossible(u)).toBe(false);
    expect(progressPossible({ ...u, options: { ...u.options, noFoundingAfterShares: false } })).toBe(true);
  });
});

describe('Claiming a route', () => {
  const bobExpands = (flight = [card('wavy', 4), card('dotted', 6), card('solid', 9), card('wavy', 1), card('dotted', 2)]) => {
    const s = withX((s) => give(s, 'bob', { stock: [], flight }));
    return must(s, 'bob', { type: 'expand' });
  };
  it('Claim: the card must be of the route type', () => {
    refused(bobExpands(), 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('dotted', 6) }, 'card-type');
  });
  it('Claim: the airline must be allowed to fly the route type', () => {
    expect(refused(bobExpands(), 'bob', { type: 'claim', airline: 'X', route: 'r5', card: card('solid', 9) }, 'route-type')).toMatch(/Xair may not fly solid/);
  });
  it('Claim: the card must reach the lowest free number', () => {
    const msg = refused(bobExpands(), 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 1) }, 'card-too-low');
    expect(msg).toBe('Cee–Dee needs a wavy flight card of 4 or more; your card is a 1.');
  });
  it('Claim: the route must touch the network of the airline', () => {
    const t = bobExpands();
    // Y is founded at Yton with no route yet: Dee–Eee does not touch it, Yton–Eee does.
    t.founded.push('Y');
    t.supply.Y = t.supply.Y! - 1;
    expect(refused(t, 'bob', { type: 'claim', airline: 'Y', route: 'r5', card: card('solid', 9) }, 'not-connected')).toBe("Dee–Eee does not touch Yair's network.");
    expect(legalMoves(t, 'bob')).toContainEqual({ type: 'claim', airline: 'Y', route: 'r6', card: card('solid', 9) });
  });
  it('Claim: the route needs a free circle', () => {
    let t = bobExpands();
    t = must(t, 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) });
    t.turn = { ...t.turn, seat: 1, phase: 'expandClaim' };
    give(t, 'bob', { flight: [card('wavy', 5)] });
    expect(refused(t, 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 5) }, 'route-full')).toMatch(/Every circle/);
  });
  it('Claim: an airline uses a route only once', () => {
    const t = bobExpands([card('wavy', 5)]);
    expect(refused(t, 'bob', { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 5) }, 'already-flies')).toMatch(/already flies Xville–Cee/);
  });
  it('Claim: the airline needs a marker left in its supply', () => {
    const t = bobExpands();
    t.supply.X = 0;
    refused(t, 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) }, 'no-markers');
    expect(legalMoves(t, 'bob')).toEqual([{ type: 'pass' }]);
  });
  it('Claim: the marker goes on the circle with the lowest free number', () => {
    // r4 reads 7, 3 along the line: the 3 is taken first.
    let s = fresh();
    give(s, 'ann', { stock: ['Y'], flight: [card('dotted', 3)] });
    s = must(s, 'ann', { type: 'found', airline: 'Y', shares: 1 }, { type: 'claim', airline: 'Y', route: 'r4', card: card('dotted', 3) });
    expect(s.routes.r4).toEqual([null, { airline: 'Y', sabotage: false }]);
  });
  it('Claim: any player may expand any founded airline, shares or not', () => {
    let t = bobExpands();
    expect(t.played.bob).toEqual({});
    t = must(t, 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) });
    expect(t.routes.r2).toEqual([{ airline: 'X', sabotage: false }]);
    expect(t.flightDiscard).toContainEqual(card('wavy', 4));
  });
  it('Claim: the log says which circle was covered by the number printed on it (a cost), not by its place', () => {
    const { events } = play(bobExpands(), 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) });
    const claim = events.find((e) => e.type === 'claim')!;
    expect(claim.text).toMatch(/^Bob claims .+ for XAR with a wavy 4, on the circle marked \d+\.$/);
    expect(claim.text).not.toMatch(/\(circle/);
  });
  it('Claim: a card the player does not hold is refused', () => {
    refused(bobExpands([card('wavy', 1)]), 'bob', { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 5) }, 'no-card');
  });
});

describe('Expand an existing network', () => {
  it('Expand: a flight card is drawn first; passing keeps it and draws no stock card', () => {
    const s = withX((s) => give(s, 'bob', { stock: ['Y'], flight: [card('wavy', 1)] }));
    flightOnTop(s, card('solid', 10));
    let { state, events } = play(s, 'bob', { type: 'expand' });
    expect(state.hands.bob!.flight).toContainEqual(card('solid', 10));
    expect(events.find((e) => e.visibleTo)?.text).toBe('You draw a solid 10 flight card.');
    expect(events.find((e) => e.type === 'drawFlight' && !e.visibleTo)?.text).toBe('Bob draws a flight card.');
    state = must(state, 'bob', { type: 'pass' });
    expect(state.hands.bob!.flight).toHaveLength(2);
    expect(state.hands.bob!.stock).toEqual(['Y']);
    expect(state.turn.seat).toBe(2);
  });
  it('Draw stock: a face-up card is replaced from the top of the deck', () => {
    const s = withX((s) => give(s, 'bob', { flight: [card('wavy', 4)] }));
    noScoringCards(s);
    const top = s.stockDeck[s.stockDeck.length - 1]!;
    const taken = s.faceUp[2]!;
    const t = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) }, { type: 'drawStock', from: 2 });
    expect(t.hands.bob!.stock).toContain(taken);
    expect(t.faceUp[2]).toBe(top);
  });
  it('Draw stock: once the deck is used up, only face-up cards can be taken', () => {
    const s = withX((s) => give(s, 'bob', { flight: [card('wavy', 4)] }));
    noScoringCards(s);
    s.removedStock.push(...s.stockDeck.splice(0));
    const t = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) });
    expect(legalMoves(t, 'bob').every((m) => m.type === 'drawStock' && m.from !== 'deck')).toBe(true);
    refused(t, 'bob', { type: 'drawStock', from: 'deck' }, 'deck-empty');
  });
  it('Draw stock: identical face-up cards are one choice', () => {
    const s = withX((s) => give(s, 'bob', { flight: [card('wavy', 4)] }));
    s.faceUp = ['Y', 'Y', 'Z', 'Y', 'Z'];
    const t = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) });
    expect(legalMoves(t, 'bob')).toEqual([
      { type: 'drawStock', from: 'deck' },
      { type: 'drawStock', from: 0 },
      { type: 'drawStock', from: 2 },
    ]);
  });
});

describe('Play stock cards and sabotage', () => {
  it('Play stock: an inactive airline\'s cards can no longer be laid out: they stay in the hand, so a worthless card opens no sabotage', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Z', 'Y'] });
    s.routes.r5 = [{ airline: 'Y', sabotage: false }, { airline: 'Y', sabotage: false }];
    s.routes.r6 = [{ airline: 'Y', sabotage: false }];
    s.supply.Y = s.supply.Y! - 3;
    expect(isInactive(s, 'Z')).toBe(true);
    expect(legalMoves(s, 'ann').filter((m) => m.type === 'playStock')).toEqual([{ type: 'playStock', airline: 'Y', count: 1 }]);
    expect(refused(s, 'ann', { type: 'playStock', airline: 'Z', count: 1 }, 'inactive')).toMatch(/stay in your hand/);
  });
  it('Play stock: any number of cards of one airline; the turn ends without drawing', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Y', 'Y', 'Y', 'X'] });
    const t = must(s, 'ann', { type: 'playStock', airline: 'Y', count: 3 });
    expect(t.played.ann).toEqual({ Y: 3 });
    expect(t.hands.ann!.stock).toEqual(['X']);
    expect(t.turn.seat).toBe(1);
    refused(s, 'ann', { type: 'playStock', airline: 'Y', count: 4 }, 'no-stock');
  });
  it('Sabotage: only after playing exactly one stock card', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Y', 'Y'] });
    expect(must(s, 'ann', { type: 'playStock', airline: 'Y', count: 2 }).turn.phase).toBe('action');
    const t = must(s, 'ann', { type: 'playStock', airline: 'Y', count: 1 });
    expect(t.turn.phase).toBe('sabotage');
    expect(legalMoves(t, 'ann')).toContainEqual({ type: 'pass' });
    refused(fresh(), 'ann', { type: 'sabotageAirline', airline: 'X' }, 'wrong-phase');
  });
  it('Sabotage: only on circles of 5 or more', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Y'] });
    const t = must(s, 'ann', { type: 'playStock', airline: 'Y', count: 1 }, { type: 'sabotageAirline', airline: 'Y' });
    expect(refused(t, 'ann', { type: 'sabotage', route: 'r1', circle: 0 }, 'circle-too-low')).toMatch(/5 or more; this one is 2/);
    expect(legalMoves(t, 'ann').filter((m) => m.type === 'sabotage')).toEqual([
      { type: 'sabotage', route: 'r1', circle: 1 },
      { type: 'sabotage', route: 'r1', circle: 2 },
      { type: 'sabotage', route: 'r3', circle: 0 },
      { type: 'sabotage', route: 'r4', circle: 0 },
      { type: 'sabotage', route: 'r5', circle: 0 },
      { type: 'sabotage', route: 'r5', circle: 1 },
    ]);
  });
  it('Sabotage: at most one sabotage marker per route', () => {
    let s = fresh();
    give(s, 'ann', { stock: ['Y'] });
    s = must(s, 'ann', { type: 'playStock', airline: 'Y', count: 1 }, { type: 'sabotageAirline', airline: 'Y' }, { type: 'sabotage', route: 'r1', circle: 1 });
    give(s, 'bob', { stock: ['Y'] });
    s = must(s, 'bob', { type: 'playStock', airline: 'Y', count: 1 }, { type: 'sabotageAirline', airline: 'Y' });
    expect(refused(s, 'bob', { type: 'sabotage', route: 'r1', circle: 2 }, 'already-sabotaged')).toMatch(/one per route/);
  });
  it('Sabotage: it uses a marker of the chosen airline, which scores nothing', () => {
    let s = withX((s) => give(s, 'bob', { stock: ['Y'] }));
    const value = airlineValue(s, 'X');
    const { state, events } = play(must(s, 'bob', { type: 'playStock', airline: 'Y', count: 1 }, { type: 'sabotageAirline', airline: 'X' }), 'bob', {
      type: 'sabotage',
      route: 'r3',
      circle: 0,
    });
    s = state;
    expect(s.routes.r3).toEqual([{ airline: 'X', sabotage: true }]);
    expect(s.supply.X).toBe(7);
    expect(airlineValue(s, 'X')).toBe(value);
    expect(events[0]!.text).toBe('Bob sabotages Xville–Dee with an XAR marker on the circle marked 6.');
    // The sabotaged route is full for everyone, X included.
    expect(cheapestFree(s).dotted).toBe(3);
  });
  it('Sabotage: an airline without markers cannot sabotage', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Y'] });
    const t = must(s, 'ann', { type: 'playStock', airline: 'Y', count: 1 });
    t.supply.Z = 0;
    expect(legalMoves(t, 'ann')).not.toContainEqual({ type: 'sabotageAirline', airline: 'Z' });
    refused(t, 'ann', { type: 'sabotageAirline', airline: 'Z' }, 'no-markers');
  });
});

describe('Scoring cards', () => {
  const afterFirstRound = (s: AirlinesState) => {
    s.turn.number = 10;
    s.turn.seat = 0;
  };
  it('Scoring card drawn: a scoring happens at once, then the player draws again', () => {
    const s = withX((s) => give(s, 'bob', { flight: [card('wavy', 4)] }));
    afterFirstRound(s);
    s.turn.seat = 1;
    onTop(s, 'Z');
    onTop(s, SCORING_CARD);
    const { state, events } = play(must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) }), 'bob', {
      type: 'drawStock',
      from: 'deck',
    });
    expect(state.scorings).toHaveLength(1);
    expect(state.scoringUsed).toBe(1);
    expect(state.hands.bob!.stock).toContain('Z');
    const sc = events.find((e) => e.type === 'scoring')!;
    expect(sc.text).toBe('Scoring 1: Ann 4, Bob 0, Cy 0.');
    expect((sc.data as { airlines: { airline: string; value: number }[] }).airlines[0]).toMatchObject({ airline: 'X', value: 3 });
  });
  it('Scoring card drawn from a deck that holds no stock card: after the scoring the player takes a face-up card instead (the next stock card there is)', () => {
    const s = withX((s) => give(s, 'bob', { flight: [card('wavy', 4)] }));
    afterFirstRound(s);
    s.turn.seat = 1;
    noScoringCards(s);
    s.scoringUsed -= 1;
    s.removedStock.push(...s.stockDeck.splice(0));
    s.stockDeck.push(SCORING_CARD);
    const up = s.faceUp.slice();
    const t = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) });
    const { state, events } = play(t, 'bob', { type: 'drawStock', from: 'deck' });
    expect(state.scorings).toHaveLength(1);
    expect(state.scorings[0]!.trigger).toBe('card');
    // Still Bob's draw: only the face-up cards are offered, and the game goes on.
    expect(state.over).toBe(false);
    expect(state.turn).toMatchObject({ seat: 1, phase: 'drawStock' });
    expect(legalMoves(state, 'bob').every((m) => m.type === 'drawStock' && m.from !== 'deck')).toBe(true);
    expect(events.some((e) => e.type === 'replaceFromFaceUp')).toBe(true);
    const hand = state.hands.bob!.stock.length;
    const after = must(state, 'bob', { type: 'drawStock', from: 0 });
    expect(after.hands.bob!.stock).toHaveLength(hand + 1);
    expect(after.hands.bob!.stock).toContain(up[0]);
    expect(after.faceUp[0]).toBeNull();
    expect(after.turn.seat).toBe(2);
    // The last deck card being a scoring card does not end the game: the face-up cards are still there.
    expect(after.over).toBe(false);
    expect(after.scorings).toHaveLength(1);
  });
  it('Draw stock: when the only stock cards left are worthless face-up ones, they leave the game and the turn ends (no draw is waited for)', () => {
    for (const additionalLastRound of [false, true]) {
      let s = fresh(3, { additionalLastRound });
      give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
      s = must(s, 'ann', { type: 'found', airline: 'X', shares: 2 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }, { type: 'drawStock', from: 'deck' });
      give(s, 'bob', { flight: [card('wavy', 4)] });
      s.turn.number = 10;
      // Z can never be founded; the deck holds only a scoring card; one Z card lies face up.
      s.routes.r5 = [{ airline: 'Y', sabotage: false }, { airline: 'Y', sabotage: false }];
      s.routes.r6 = [{ airline: 'Y', sabotage: false }];
      s.supply.Y = s.supply.Y! - 3;
      noScoringCards(s);
      s.scoringUsed -= 1;
      s.removedStock.push(...s.stockDeck.splice(0), ...(s.faceUp.filter((c) => c !== null) as string[]));
      s.faceUp = ['Z', null, null, null, null];
      s.removedStock.splice(s.removedStock.indexOf('Z'), 1);
      s.stockDeck.push(SCORING_CARD);
      const t = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) }, { type: 'drawStock', from: 'deck' });
      expect(t.faceUp).toEqual([null, null, null, null, null]);
      expect(t.removedStock.at(-1)).toBe('Z');
      if (additionalLastRound) {
        // Bob's turn is over; everyone plays once more, Bob included.
        expect(t.over).toBe(false);
        expect(t.turn).toMatchObject({ seat: 2, phase: 'action' });
        expect(t.lastRoundTurnsLeft).toBe(2);
      } else {
        expect(t.over).toBe(true);
        expect(t.scorings.map((r) => r.trigger)).toEqual(['card', 'final']);
      }
    }
  });
  it('Scoring card revealed in the face-up row: a scoring, then the slot is refilled', () => {
    const s = withX((s) => give(s, 'bob', { flight: [card('wavy', 4)] }));
    afterFirstRound(s);
    s.turn.seat = 1;
    onTop(s, 'Y');
    onTop(s, SCORING_CARD);
    const t = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) }, { type: 'drawStock', from: 0 });
    expect(t.scorings).toHaveLength(1);
    expect(t.faceUp[0]).toBe('Y');
  });
  it('Scoring: first-round exception: a scoring card before everyone had a turn is shuffled back', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['X'], flight: [card('wavy', 3)] });
    onTop(s, SCORING_CARD);
    const { state, events } = play(must(s, 'ann', { type: 'found', airline: 'X', shares: 1 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }), 'ann', {
      type: 'drawStock',
      from: 'deck',
    });
    expect(state.scorings).toHaveLength(0);
    expect(state.stockDeck.filter((c) => c === SCORING_CARD)).toHaveLength(3);
    expect(state.hands.ann!.stock).toHaveLength(1);
    expect(events.some((e) => e.type === 'scoringReshuffled')).toBe(true);
  });
  it('Scoring: the exception lasts through the last seat\'s first turn, not after', () => {
    const s = fresh();
    s.turn = { ...s.turn, seat: 2, number: 3 };
    give(s, 'cy', { stock: ['X'], flight: [card('wavy', 3)] });
    onTop(s, SCORING_CARD);
    const t = must(s, 'cy', { type: 'found', airline: 'X', shares: 1 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }, { type: 'drawStock', from: 'deck' });
    expect(t.scorings).toHaveLength(0);
    const u = fresh();
    u.turn = { ...u.turn, seat: 0, number: 4 };
    give(u, 'ann', { stock: ['X'], flight: [card('wavy', 3)] });
    onTop(u, SCORING_CARD);
    const v = must(u, 'ann', { type: 'found', airline: 'X', shares: 1 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }, { type: 'drawStock', from: 'deck' });
    expect(v.scorings).toHaveLength(1);
  });
  it('Scoring: only played shares count, not cards in hand', () => {
    const s = withX((s) => give(s, 'bob', { stock: ['X', 'X', 'X'], flight: [card('wavy', 4)] }));
    afterFirstRound(s);
    s.turn.seat = 1;
    onTop(s, SCORING_CARD);
    const t = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) }, { type: 'drawStock', from: 'deck' });
    expect(t.scorings[0]!.points).toEqual({ ann: 4, bob: 0, cy: 0 });
  });
});

describe('Flight cards', () => {
  it('Flight deck: when it is empty, the discard pile is shuffled into a new deck', () => {
    const s = withX();
    s.flightDiscard.push(...s.flightDeck.splice(0));
    const n = s.flightDiscard.length;
    const { state, events } = play(s, 'bob', { type: 'expand' });
    expect(events[1]!.text).toBe('The flight-card discard pile is shuffled into a new deck.');
    expect(state.flightDeck).toHaveLength(n - 1);
    expect(state.flightDiscard).toHaveLength(0);
  });
  it('Unusable flight cards: exchanged at the start of the turn and removed from the game', () => {
    const s = withX((s) => give(s, 'bob', { flight: [card('wavy', 2), card('wavy', 5), card('solid', 2)] }));
    s.routes.r2 = [{ airline: 'X', sabotage: false }];
    s.supply.X = s.supply.X! - 1;
    // Wavy circles left: 5 and 8 on r1, so a wavy 2 pays for nothing.
    expect(isUnusable(card('wavy', 2), cheapestFree(s))).toBe(true);
    expect(legalMoves(s, 'bob').filter((m) => m.type === 'exchangeFlight')).toEqual([{ type: 'exchangeFlight', card: card('wavy', 2) }]);
    const t = must(s, 'bob', { type: 'exchangeFlight', card: card('wavy', 2) });
    expect(t.removedFlight).toEqual([card('wavy', 2)]);
    expect(t.hands.bob!.flight).toHaveLength(3);
    expect(t.turn.phase).toBe('action');
    expect(refused(s, 'bob', { type: 'exchangeFlight', card: card('wavy', 5) }, 'usable')).toMatch(/can still pay/);
    const u = must(s, 'bob', { type: 'expand' });
    refused(u, 'bob', { type: 'exchangeFlight', card: card('wavy', 2) }, 'wrong-phase');
  });
});

describe('Inactive airlines', () => {
  /** Z's only routes (r5, r6) filled by Y: Z can never be founded. */
  const zBlocked = (s: AirlinesState) => {
    s.routes.r5 = [{ airline: 'Y', sabotage: false }, { airline: 'Y', sabotage: false }];
    s.routes.r6 = [{ airline: 'Y', sabotage: false }];
    s.supply.Y = s.supply.Y! - 3;
  };
  it('Inactive airline: it cannot be founded once every route at its HQ it may fly is full', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Z'], flight: [card('solid', 9)] });
    expect(legalMoves(s, 'ann')).toContainEqual({ type: 'found', airline: 'Z', shares: 1 });
    zBlocked(s);
    expect(isInactive(s, 'Z')).toBe(true);
    expect(refused(s, 'ann', { type: 'found', airline: 'Z', shares: 1 }, 'cannot-found')).toMatch(/every route at Eee it may fly is full/);
  });
  it('Inactive airline: the player to move may remove one of its face-up cards and refill the slot, once per turn', () => {
    const s = fresh();
    zBlocked(s);
    s.faceUp[1] = 'Z';
    s.faceUp[3] = 'Z';
    s.stockDeck.splice(s.stockDeck.indexOf('Z'), 1);
    s.stockDeck.splice(s.stockDeck.indexOf('Z'), 1);
    s.stockDeck.push(s.faceUp[0] === 'Z' ? 'X' : 'X');
    const legal = legalMoves(s, 'ann').filter((m) => m.type === 'removeInactive');
    expect(legal).toEqual([{ type: 'removeInactive', slot: 1 }]);
    const t = must(s, 'ann', { type: 'removeInactive', slot: 1 });
    expect(t.removedStock).toEqual(['Z']);
    expect(t.faceUp[1]).not.toBeNull();
    refused(t, 'ann', { type: 'removeInactive', slot: 3 }, 'already-removed');
    refused(s, 'ann', { type: 'removeInactive', slot: 0 }, s.faceUp[0] === 'Z' ? 'already-removed' : 'not-inactive');
  });
  it('Inactive airline: once the deck is used up, its face-up cards leave the game at once', () => {
    const s = fresh();
    zBlocked(s);
    noScoringCards(s);
    s.faceUp = ['Z', 'X', null, null, null];
    s.removedStock.push(...s.stockDeck.splice(0));
    const t = must(s, 'ann', { type: 'expand' });
    expect(t.faceUp).toEqual([null, 'X', null, null, null]);
    expect(t.removedStock.at(-1)).toBe('Z');
  });
  /** Ann lays out one unfounded Y share; Bob holds Y and X cards and a Y card lies face up. */
  const yShareOut = (noFoundingAfterShares: boolean) => {
    let s = fresh(3, { noFoundingAfterShares });
    noScoringCards(s);
    give(s, 'ann', { stock: ['Y'] });
    s = must(s, 'ann', { type: 'playStock', airline: 'Y', count: 1 });
    if (s.turn.phase === 'sabotage') s = must(s, 'ann', { type: 'pass' });
    give(s, 'bob', { stock: ['Y', 'X'] });
    s.faceUp[2] = 'Y';
    return s;
  };
  it('Inactive airline, French reading (table option "No founding once shares are out"): an airline whose share is out can never be founded, so it is inactive: its cards stay in the hand and buy no sabotage', () => {
    const s = yShareOut(true);
    expect(isInactive(s, 'Y')).toBe(true);
    const plays = legalMoves(s, 'bob').filter((m) => m.type === 'playStock');
    expect(plays).toEqual([{ type: 'playStock', airline: 'X', count: 1 }]);
    const before = JSON.stringify(s);
    expect(refused(s, 'bob', { type: 'playStock', airline: 'Y', count: 1 }, 'inactive')).toMatch(/Yair is inactive \(its shares are out, so it can never be founded: table option "No founding once shares are out"\): its stock cards are worthless and stay in your hand/);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('Inactive airline, French reading: the player to move may remove its face-up card, and once the deck is used up its face-up cards leave the game', () => {
    const s = yShareOut(true);
    expect(legalMoves(s, 'bob')).toContainEqual({ type: 'removeInactive', slot: 2 });
    const t = must(s, 'bob', { type: 'removeInactive', slot: 2 });
    expect(t.removedStock.at(-1)).toBe('Y');
    const u = cloneState(s);
    u.removedStock.push(...u.stockDeck.splice(0));
    u.faceUp = ['X', null, 'Y', null, null];
    const v = must(u, 'bob', { type: 'expand' });
    expect(v.faceUp).toEqual(['X', null, null, null, null]);
    expect(v.removedStock.at(-1)).toBe('Y');
  });
  it('Inactive airline, default (English reading): a laid-out share leaves the airline foundable, so it is not inactive: its cards may be laid out (one buys a sabotage) and its face-up card stays', () => {
    const s = yShareOut(false);
    expect(isInactive(s, 'Y')).toBe(false);
    const legal = legalMoves(s, 'bob');
    expect(legal).toContainEqual({ type: 'playStock', airline: 'Y', count: 1 });
    expect(legal.some((m) => m.type === 'removeInactive')).toBe(false);
    refused(s, 'bob', { type: 'removeInactive', slot: 2 }, 'not-inactive');
    expect(must(s, 'bob', { type: 'playStock', airline: 'Y', count: 1 }).turn.phase).toBe('sabotage');
  });
});

describe('End of the game', () => {
  /** The deck is used up and one X card lies face up; Bob can claim and then take it. */
  const lastCard = (players = 3, options = {}) => {
    let s = fresh(players, options);
    give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
    s = must(s, 'ann', { type: 'found', airline: 'X', shares: 2 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }, { type: 'drawStock', from: 'deck' });
    give(s, 'bob', { flight: [card('wavy', 4)], stock: ['X'] });
    noScoringCards(s);
    s.removedStock.push(...s.stockDeck.splice(0), ...(s.faceUp.filter((c) => c !== null) as string[]));
    s.faceUp = ['Y', null, null, null, null];
    s.removedStock.splice(s.removedStock.indexOf('Y'), 1);
    s.turn.number = 20;
    return must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) });
  };
  it('End: the game ends as soon as the last stock card (face-up included) is drawn, with a final scoring', () => {
    const { state, events } = play(lastCard(), 'bob', { type: 'drawStock', from: 0 });
    expect(state.over).toBe(true);
    expect(state.turn.phase).toBe('over');
    expect(state.scorings.at(-1)!.trigger).toBe('final');
    expect(activePlayers(state)).toEqual([]);
    expect(legalMoves(state, 'cy')).toEqual([]);
    refused(state, 'cy', { type: 'expand' }, 'game-over');
    const o = outcome(state)!;
    expect(o.scores).toEqual({ ann: 4, bob: 0, cy: 0 });
    expect(o.winners).toEqual(['ann']);
    expect(o.summary).toBe('Ann wins with 4 points.');
    expect(events.at(-2)!.text).toBe('The game is over. Ann wins with 4 points.');
    // The log closes with every seat's final total and its points per scoring, best first.
    expect(events.at(-1)!.text).toBe('Final totals: Ann 4 points (final scoring: 4); Bob 0 points (final scoring: 0); Cy 0 points (final scoring: 0).');
  });
  it('End: the final totals in the log name every scoring and, with the bonus option, the seat bonus', () => {
    const { events } = play(lastCard(3, { bonusPoints: true }), 'bob', { type: 'drawStock', from: 0 });
    expect(events.at(-1)!.text).toBe('Final totals: Ann 4 points (final scoring: 4, seat bonus: 0); Cy 2 points (final scoring: 0, seat bonus: 2); Bob 1 point (final scoring: 0, seat bonus: 1).');
  });
  it('End: players who tie for the most points share the victory', () => {
    let s = lastCard();
    s.played.bob = { X: 2 };
    s = play(s, 'bob', { type: 'drawStock', from: 0 }).state;
    expect(outcome(s)!.winners).toEqual(['ann', 'bob']);
    expect(outcome(s)!.summary).toBe('Ann and Bob share the victory with 2 points.');
  });
  it('End: a 3+ player game has four scorings (three cards and the end)', () => {
    // Full bot games on the default board: every finished game of 3+ players scored 4 times.
    for (let seed = 1; seed <= 6; seed++) {
      let s = setup({ board: defaultBoard, players: ids(3 + (seed % 4)), options: {} as never, seed });
      let guard = 0;
      while (!s.over && guard++ < 5000) {
        const p = activePlayers(s)[0]!;
        const moves = legalMoves(s, p);
        s = play(s, p, moves[(seed * 31 + guard * 17) % moves.length]!).state;
      }
      expect(s.over).toBe(true);
      expect(s.scorings.map((r) => r.trigger)).toEqual(['card', 'card', 'card', 'final']);
    }
  });
  it('2 players: the game ends at the third scoring card; a fictitious third player holds the cards left', () => {
    let s = fresh(2);
    give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
    s = must(s, 'ann', { type: 'found', airline: 'X', shares: 2 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }, { type: 'drawStock', from: 'deck' });
    give(s, 'bob', { flight: [card('wavy', 4)] });
    s.turn.number = 20;
    // Two scoring cards are used already; the third is on top of the deck.
    s.stockDeck.splice(s.stockDeck.indexOf(SCORING_CARD), 1);
    s.stockDeck.splice(s.stockDeck.indexOf(SCORING_CARD), 1);
    s.scoringUsed = 2;
    onTop(s, SCORING_CARD);
    const market: Record<string, number> = {};
    for (const c of [...s.stockDeck.slice(0, -1), ...s.faceUp]) if (c && c !== SCORING_CARD) market[c] = (market[c] ?? 0) + 1;
    s = must(s, 'bob', { type: 'expand' }, { type: 'claim', airline: 'X', route: 'r2', card: card('wavy', 4) }, { type: 'drawStock', from: 'deck' });
    expect(s.over).toBe(true);
    expect(s.fictitious).toEqual(market);
    const last = s.scorings.at(-1)!;
    expect(last.trigger).toBe('final');
    expect(Object.keys(last.points)).toContain(FICTITIOUS_PLAYER);
    // The market holds more X cards than Ann's 2, so it takes the majority.
    expect(market.X).toBeGreaterThan(2);
    expect(last.points).toEqual({ ann: 1, bob: 0, [FICTITIOUS_PLAYER]: 3 });
    expect(Object.keys(outcome(s)!.scores)).toEqual(['ann', 'bob']);
  });
  it('Optional rule, bonus points: each seat after the first gets one more point', () => {
    const s = play(lastCard(3, { bonusPoints: true }), 'bob', { type: 'drawStock', from: 0 }).state;
    expect(outcome(s)!.scores).toEqual({ ann: 4, bob: 1, cy: 2 });
    expect(outcome(play(lastCard(3), 'bob', { type: 'drawStock', from: 0 }).state)!.scores).toEqual({ ann: 4, bob: 0, cy: 0 });
  });
  it('Optional rule, additional last round: everyone, the last drawer included, plays one more turn', () => {
    let s = play(lastCard(3, { additionalLastRound: true }), 'bob', { type: 'drawStock', from: 0 }).state;
    expect(s.over).toBe(false);
    expect(s.lastRoundTurnsLeft).toBe(2);
    for (const p of ['cy', 'ann', 'bob']) {
      expect(s.over).toBe(false);
      expect(activePlayers(s)).toEqual([p]);
      s = must(s, p, { type: 'expand' }, { type: 'pass' });
    }
    expect(s.over).toBe(true);
    expect(s.scorings.at(-1)!.trigger).toBe('final');
  });
  it('Optional rule, controlled scoring: the scoring cards join the deck after the set number of complete rounds', () => {
    let s = fresh(3, { controlledScoring: true });
    expect(s.stockDeck).not.toContain(SCORING_CARD);
    expect(s.scoringAside).toBe(3);
    // 3 players: after 4 complete rounds.
    for (let turn = 1; turn <= 12; turn++) {
      expect(s.scoringAside).toBe(3);
      const p = activePlayers(s)[0]!;
      s = must(s, p, { type: 'expand' }, { type: 'pass' });
    }
    expect(s.scoringAside).toBe(0);
    expect(s.stockDeck.filter((c) => c === SCORING_CARD)).toHaveLength(3);
  });
  it('Stalemate (our rule): a founding counts as possible only if the stock holder can get a card for it', () => {
    const s = fresh();
    give(s, 'ann', { stock: ['Y'], flight: [card('wavy', 1)] });
    give(s, 'bob', { stock: [], flight: [card('solid', 1)] });
    give(s, 'cy', { stock: [] });
    // Every other flight card is in Cy's hand: nothing is left to draw.
    s.hands.cy!.flight.push(...s.flightDeck.splice(0), ...s.flightDiscard.splice(0));
    expect(progressPossible(s)).toBe(false);
    const t = structuredClone(s);
    t.hands.ann!.flight.push(t.hands.bob!.flight.pop()!);
    expect(progressPossible(t)).toBe(true);
    const u = structuredClone(s);
    u.flightDeck.push(u.hands.bob!.flight.pop()!);
    expect(progressPossible(u)).toBe(true);
  });
  it('Stalemate (our rule) with 2 players: scored like the real end, the stock cards left forming the fictitious third player', () => {
    let s = fresh(2);
    give(s, 'ann', { stock: ['X', 'X', 'Y'], flight: [card('wavy', 3)] });
    s = must(s, 'ann', { type: 'found', airline: 'X', shares: 2 }, { type: 'claim', airline: 'X', route: 'r1', card: card('wavy', 3) }, { type: 'drawStock', from: 'deck' });
    for (const r of tinyBoard.routes) s.routes[r.id] = s.routes[r.id]!.map((m) => m ?? { airline: 'Y', sabotage: true });
    expect(progressPossible(s)).toBe(false);
    const market: Record<string, number> = {};
    for (const c of [...s.stockDeck, ...s.faceUp]) if (c && c !== SCORING_CARD) market[c] = (market[c] ?? 0) + 1;
    const { state, events } = play(must(s, 'bob', { type: 'expand' }), 'bob', { type: 'pass' });
    expect(state.over).toBe(true);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['stalemate', 'fictitious']));
    expect(state.fictitious).toEqual(market);
    const last = state.scorings.at(-1)!;
    expect(last.trigger).toBe('final');
    expect(Object.keys(last.points)).toContain(FICTITIOUS_PLAYER);
    expect(Object.keys(outcome(state)!.scores)).toEqual(['ann', 'bob']);
  });
  it('Stalemate (our rule): when no route can ever be claimed again, the game ends', () => {
    const s = withX();
    for (const r of tinyBoard.routes) s.routes[r.id] = s.routes[r.id]!.map((m) => m ?? { airline: 'Y', sabotage: true });
    expect(progressPossible(s)).toBe(false);
    const { state, events } = play(must(s, 'bob', { type: 'expand' }), 'bob', { type: 'pass' });
    expect(state.over).toBe(true);
    expect(events.some((e) => e.type === 'stalemate')).toBe(true);
  });
});

describe('Robustness', () => {
  it('apply never mutates its input', () => {
    const s = deepFreeze(withX((s) => give(s, 'bob', { stock: ['Y', 'Z'], flight: [card('wavy', 4), card('dotted', 6)] })));
    for (const m of legalMoves(s, 'bob')) {
      const r = apply(s, 'bob', m);
      expect(r.ok, JSON.stringify(r)).toBe(true);
    }
  });
  it('Bad input never crashes: garbage moves and states are refused', () => {
    const s = fresh();
    for (const junk of [null, undefined, 42, 'expand', {}, { type: 'fly' }, { type: 'found', airline: 'X' }, { type: 'drawStock', from: 9 }, { type: 'claim', airline: 'X', route: 'r1', card: { type: 'wavy', value: 99 } }]) {
      const r = apply(s, 'ann', junk as never);
      expect(r.ok).toBe(false);
    }
    expect(apply(null as never, 'ann', { type: 'expand' }).ok).toBe(false);
    refused(s, 'zed', { type: 'expand' }, 'not-a-player');
    refused(s, 'ann', { type: 'found', airline: 'Q', shares: 1 }, 'cannot-found');
    refused(s, 'ann', { type: 'drawStock', from: 'deck' }, 'wrong-phase');
  });
  it('cloneState copies everything a move may change', () => {
    const s = fresh(3, {}, defaultBoard);
    expect(JSON.stringify(cloneState(s))).toBe(JSON.stringify(s));
    expect(Object.keys(cloneState(s)).sort()).toEqual(Object.keys(s).sort());
  });
});
