import { describe, expect, it } from 'vitest';
import { word, type Wording } from '../core/wording.js';
import { blueSkiesMessages } from './messages.js';
import { simulate } from '../core/simulate.js';
import { blueSkies } from './index.js';
import { strategicVersusRandom } from './balance.js';
import { arranged, newGame, play, setGates, usaBoard } from './testing.js';

/** A view's note in English. */
const en = (w: Wording): string => word(blueSkiesMessages, 'en', w);

describe('what a seat sees', () => {
  it('View: only the seat\'s own hand, and no deck order, bag order or random state', () => {
    const s = newGame(4, 3);
    const v = blueSkies.view(s, 'p2');
    expect(v.hand).toEqual(s.players[1]!.hand);
    const text = JSON.stringify(v);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"deck"');
    expect(v.deckSize).toBe(s.deck.length);
    expect(v.players.map((p) => p.handSize)).toEqual([3, 3, 3, 3]);
    expect(Object.keys(v.players[0]!)).not.toContain('hand');
    // The bag is counts only: it has no order to show.
    expect(v.bag).toEqual(s.bag);
  });

  it('View: a spectator sees no hand at all', () => {
    const s = newGame(3, 5);
    const v = blueSkies.view(s, null);
    expect(v.hand).toBeNull();
    expect(v.you).toBeNull();
    for (const pl of s.players) {
      for (const c of pl.hand) expect(JSON.stringify(v.players)).not.toContain(c);
    }
  });

  it('View: during government assistance nobody sees another\'s pending discard', () => {
    let s = arranged(3, { kind: 'assistDiscard', pending: [null, null, null] });
    s = play(s, 'p1', { type: 'discard', cards: ['ATL'] }).state;
    const mine = blueSkies.view(s, 'p1');
    const theirs = blueSkies.view(s, 'p2');
    expect(mine.phase).toEqual({ kind: 'assistDiscard', decided: { p1: true, p2: false, p3: false }, yourChoice: ['ATL'] });
    expect(theirs.phase).toEqual({ kind: 'assistDiscard', decided: { p1: true, p2: false, p3: false }, yourChoice: null });
  });

  it('View: gates show their owner and passengers, and income is listed', () => {
    const r = simulate(blueSkies, { board: newGame(3).board, players: 3, seed: 8, maxMoves: 40 });
    const v = blueSkies.view(r.state, 'p1');
    let total = 0;
    for (const a of Object.values(v.airports)) for (const g of a.gates) if (g.owner === 'p1') total += g.pax;
    expect(v.players[0]!.income).toBe(total);
  });

  it('View: while someone buys gates, what they may buy and, per airport, the cost or why not (in words)', () => {
    const s = arranged(3, { kind: 'buy', at: 0, spent: 2, bought: 1 });
    setGates(s, 'DEN', ['local']);
    setGates(s, 'ATL', ['local']);
    setGates(s, 'LAS', ['local']);
    setGates(s, 'MSP', ['p2', 'p3', 'p1']);
    const b = blueSkies.view(s, null).buying!;
    expect(b).toMatchObject({ player: 'p1', left: 4, order: null, blocked: null });
    expect(b.offers).toContainEqual({ airport: 'DEN', kind: 'gate', space: 1, cost: 3 });
    expect(b.offers.some((o) => o.airport === 'DEN' && o.kind === 'buyout')).toBe(false);
    expect(b.offers).toContainEqual({ airport: 'LAS', kind: 'buyout', space: 0, cost: 4 });
    expect(b.offers.some((o) => o.airport === 'MSP')).toBe(false);
    expect(en(b.notes.DEN!)).toBe('The next gate (gate 2) costs 3 points; buying out its local airline costs 5 points, more than the 4 points left.');
    expect(en(b.notes.ATL!)).toBe('The next gate (gate 2) costs 5 points, more than the 4 points left; its local airline cannot be bought out.');
    expect(en(b.notes.MSP!)).toBe('Every gate in use here is taken.');
    // Sent by key: each client words the note in its own language.
    expect(word(blueSkiesMessages, 'fr', b.notes.DEN!)).toBe('La prochaine porte (porte 2) coûte 3 points ; racheter sa compagnie locale coûte 5 points, plus que les 4 points restants.');
    expect(word(blueSkiesMessages, 'de', b.notes.ATL!)).toBe('Das nächste Gate (Gate 2) kostet 5 Punkte, mehr als die 4 übrigen Punkte; seine lokale Fluglinie kann nicht aufgekauft werden.');
    // The offers are exactly the legal moves.
    const legal = blueSkies.legalMoves(s, 'p1').filter((m) => m.type !== 'endPurchases');
    expect(legal.map((m) => `${m.type}:${'airport' in m ? m.airport : ''}`).sort()).toEqual(b.offers.map((o) => `${o.kind === 'gate' ? 'buyGate' : 'buyOut'}:${o.airport}`).sort());
  });

  it('View: at setup the buyers run from the last seat backwards, and the two-gate limit is said', () => {
    const s = newGame(3, 4);
    expect(blueSkies.view(s, null).buying!.order).toEqual(['p3', 'p2', 'p1']);
    const done = arranged(3, { kind: 'setupBuy', order: [2, 1, 0], at: 0, spent: 4, bought: 2 });
    expect(en(blueSkies.view(done, null).buying!.blocked!)).toBe('At setup each player opens at most 2 gates.');
    expect(blueSkies.view(done, null).buying!.offers).toEqual([]);
  });

  it('View: government assistance says who adds passengers to how many airports, and by how many points they are behind', () => {
    const s = arranged(3, { kind: 'assist', order: [1, 2], picks: [2, 4], at: 0, chosen: [] });
    s.players[0]!.score = 33;
    s.players[1]!.score = 29;
    s.players[2]!.score = 22;
    expect(blueSkies.view(s, null).assistance).toEqual({
      leader: 33,
      order: [
        { player: 'p2', behind: 4, airports: 2 },
        { player: 'p3', behind: 11, airports: 4 },
      ],
      at: 0,
    });
    expect(blueSkies.view(s, null).numbers).toMatchObject({ assistanceAt: 30, assistanceStep: 3, endScore: 100 });
    expect(blueSkies.view(arranged(3, { kind: 'play', at: 0 }), null).assistance).toBeNull();
  });

  it('Events about a hand are visible only to its owner', () => {
    const s = arranged(3, { kind: 'play', at: 0 });
    const r = play(s, 'p1', { type: 'playCard', airport: 'CVG' });
    for (const e of r.events) {
      if (e.type === 'drawSeen') expect(e.visibleTo).toEqual(['p1']);
      else expect(e.visibleTo).toBeUndefined();
      if (e.type === 'draw') expect(e.text).toBe('Player 1 draws 1 card.');
    }
  });
});

describe('the definition', () => {
  it('has the id blue-skies, 2 to 5 players, a strategic bot, the three playstyles and a random bot', () => {
    expect(blueSkies.id).toBe('blue-skies');
    expect([blueSkies.minPlayers, blueSkies.maxPlayers]).toEqual([2, 5]);
    expect(blueSkies.bots.map((b) => b.id)).toEqual(['strategic', 'spreader', 'random', 'easy', 'medium', 'hard', 'expert']);
    expect(blueSkies.moveSchema.safeParse({ type: 'buyGate', airport: 'ATL' }).success).toBe(true);
    expect(blueSkies.moveSchema.safeParse({ type: 'buyGate' }).success).toBe(false);
  });
});

describe('bots', () => {
  it('Bots: the strategic bot beats random bots far more often than chance', () => {
    const r = strategicVersusRandom(usaBoard, 24, 77);
    expect(r.strategicWinRate).toBeGreaterThan(0.8);
  });
});
