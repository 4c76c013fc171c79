import { describe, expect, it } from 'vitest';
import { SetupError } from '../core/errors.js';
import { Rng } from '../core/rng.js';
import { seatPlayers } from '../core/simulate.js';
import { total } from './cards.js';
import { airlinesEurope as def } from './index.js';
import { buildDrawPile, dealHand } from './setup.js';
import { conserved, europeBoard, expectedTotals, newGame, play } from './testing.js';
import { ABACUS, SCORING_CARD } from './types.js';

const scoringPositions = (deck: string[]): number[] =>
  deck.map((c, i) => (c === SCORING_CARD ? deck.length - 1 - i : -1)).filter((i) => i >= 0).sort((a, b) => a - b);

describe('Airlines Europe setup', () => {
  it('Setup by player count: which airlines are removed (5 and 6: none; 4: Air Amigos; 3: and Lucky Hans; 2: and Rio Grande Southern Europe)', () => {
    expect(newGame(6).airlines).toHaveLength(10);
    expect(newGame(5).airlines).toHaveLength(10);
    expect(newGame(4).airlines).not.toContain('amigos');
    expect(newGame(4).airlines).toHaveLength(9);
    expect(newGame(3).airlines).toEqual(expect.not.arrayContaining(['amigos', 'luckyhans']));
    expect(newGame(3).airlines).toHaveLength(8);
    const two = newGame(2);
    expect(two.airlines).toEqual(expect.not.arrayContaining(['amigos', 'luckyhans', 'rgse']));
    expect(two.airlines).toHaveLength(7);
    // Their shares and planes go too.
    const all = [...two.market, ...two.deck, ...Object.values(two.hands).flatMap((h) => Object.keys(h))];
    expect(all).not.toContain('rgse');
    expect(two.planes.rgse).toBeUndefined();
  });

  it('Setup: a home-airport marker on each airline in play (its network starts there) and its share-track marker on its start space', () => {
    const s = newGame(5);
    for (const a of europeBoard.airlines) {
      expect(s.network[a.id]).toEqual([a.home]);
      expect(s.track[a.id]).toBe(a.trackStart);
      expect(s.planes[a.id]).toBe(a.shares);
    }
  });

  it('Setup: starting victory points 1, 2, 3 … from the start player clockwise', () => {
    const s = newGame(6);
    expect(s.players.map((p) => s.vp[p.id])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('Setup: the bank holds 30 million per player and each player receives 8 million from it', () => {
    for (const n of [2, 4, 6]) {
      const s = newGame(n);
      expect(s.bank).toBe(30 * n - 8 * n);
      expect(Object.values(s.money)).toEqual(Array(n).fill(8));
    }
  });

  it('Setup: five face-up shares and eight dealt to each player (six and six with six players); Air Abacus stays in its supply', () => {
    for (const n of [2, 3, 4, 5]) {
      const s = newGame(n, 7);
      expect(s.market).toHaveLength(5);
      for (const p of s.players) expect(total(s.hands[p.id]!)).toBe(8);
      expect(s.abacusSupply).toBe(20);
      expect(s.market).not.toContain(ABACUS);
    }
    const six = newGame(6, 7);
    expect(six.market).toHaveLength(6);
    for (const p of six.players) expect(total(six.hands[p.id]!)).toBe(6);
  });

  it('Setup: a hand of only one airline goes back and a new hand is dealt', () => {
    const deck = ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'a', 'a', 'a'];
    const hand = dealHand(deck, 3, Rng.fromSeed(3));
    expect(new Set(hand).size).toBeGreaterThan(1);
    expect([...hand, ...deck].sort()).toEqual(['a', 'a', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('Setup: no hand is ever all one airline', () => {
    for (let seed = 0; seed < 200; seed++) {
      const s = newGame(6, seed);
      for (const p of s.players) expect(Object.keys(s.hands[p.id]!).length).toBeGreaterThan(1);
    }
  });

  it('Setup: the draw pile in three parts — a scoring card among the top eleven, one about the middle of the rest, the last at the very bottom', () => {
    const cards = Array.from({ length: 67 }, (_, i) => `x${i}`);
    for (let seed = 0; seed < 50; seed++) {
      const pile = buildDrawPile(cards, Rng.fromSeed(seed));
      expect(pile).toHaveLength(70);
      const [first, middle, last] = scoringPositions(pile); // 0 = top
      expect(first).toBeLessThan(11);
      expect(last).toBe(69);
      // 57 cards after the first pile; about a quarter (13..15) is the final part, so the middle
      // part has 42..44 cards and its scoring card lies about halfway (±2) down it.
      expect(middle! - 11).toBeGreaterThanOrEqual(19);
      expect(middle! - 11).toBeLessThanOrEqual(24);
      expect(pile.filter((c) => c !== SCORING_CARD).sort()).toEqual([...cards].sort());
    }
  });

  it('Setup: the draw pile of a real game holds every share not dealt or face up, plus the three scoring cards', () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const s = newGame(n, 11);
      expect(conserved(s)).toEqual(expectedTotals(europeBoard, n));
      expect(s.deck.filter((c) => c === SCORING_CARD)).toHaveLength(3);
      expect(s.deck[0]).toBe(SCORING_CARD);
    }
  });

  it('Setup: 2 to 6 players, no more, no fewer', () => {
    expect(() => def.setup({ board: europeBoard, players: seatPlayers(1), options: {}, seed: 1 })).toThrow(SetupError);
    expect(() => def.setup({ board: europeBoard, players: seatPlayers(7), options: {}, seed: 1 })).toThrow(SetupError);
  });

  it('Setup: the same seed gives the same game', () => {
    expect(newGame(4, 99)).toEqual(newGame(4, 99));
    expect(newGame(4, 99).deck).not.toEqual(newGame(4, 100).deck);
  });
});

describe('Airlines Europe opening', () => {
  it('Opening: everyone chooses two shares of different airlines at the same time; they are revealed together', () => {
    let s = newGame(3, 5);
    expect(def.activePlayers(s)).toEqual(['p1', 'p2', 'p3']);
    const h1 = Object.keys(s.hands.p1!).sort();
    const same = def.apply(s, 'p1', { type: 'chooseOpening', airlines: [h1[0]!, h1[0]!] });
    expect(same.ok).toBe(false);
    if (!same.ok) expect(same.error.message).toMatch(/two different airlines/);

    s = play(s, 'p2', { type: 'chooseOpening', airlines: Object.keys(s.hands.p2!).slice(0, 2) });
    expect(def.activePlayers(s)).toEqual(['p1', 'p3']);
    // Nothing is revealed yet: holdings empty, and nobody else sees the choice.
    expect(total(s.holdings.p2!)).toBe(0);
    const seenByP1 = def.view(s, 'p1');
    expect(seenByP1.players[1]!.hasChosen).toBe(true);
    expect(JSON.stringify(seenByP1)).not.toContain(JSON.stringify(s.opening.p2));
    expect(def.view(s, 'p2').openingChoice).toEqual(s.opening.p2);

    const again = def.apply(s, 'p2', { type: 'chooseOpening', airlines: Object.keys(s.hands.p2!).slice(0, 2) });
    expect(again.ok).toBe(false);

    s = play(s, 'p1', { type: 'chooseOpening', airlines: h1.slice(0, 2) });
    const res = def.apply(s, 'p3', { type: 'chooseOpening', airlines: Object.keys(s.hands.p3!).slice(0, 2) });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    s = res.state;
    expect(res.events.some((e) => e.type === 'openingReveal' && !e.visibleTo)).toBe(true);
    for (const p of s.players) {
      expect(total(s.holdings[p.id]!)).toBe(2);
      expect(Object.keys(s.holdings[p.id]!)).toHaveLength(2);
      expect(total(s.hands[p.id]!)).toBe(6);
    }
    expect(s.phase).toBe('action');
    expect(def.activePlayers(s)).toEqual(['p1']);
  });

  it('Opening: the choice must come from the hand', () => {
    const s = newGame(2, 5);
    const missing = s.airlines.find((a) => !s.hands.p1![a])!;
    const have = Object.keys(s.hands.p1!)[0]!;
    const res = def.apply(s, 'p1', { type: 'chooseOpening', airlines: [have, missing] });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('not-in-hand');
  });
});
