import { describe, expect, it } from 'vitest';
import { airlinesEurope as def } from './index.js';
import { newGame, play, started } from './testing.js';
import { SCORING_CARD, type EuropeMove } from './types.js';

describe('Airlines Europe view', () => {
  it('View: a seat sees its own hand and victory points, only the hand sizes of others and never their points', () => {
    const s = started(4, 12);
    const v = def.view(s, 'p2');
    expect(v.hand).toEqual(s.hands.p2);
    expect(v.players.map((p) => p.vp)).toEqual([null, 2, null, null]);
    expect(v.players.map((p) => p.handSize)).toEqual([6, 6, 6, 6]);
    const text = JSON.stringify(v);
    for (const other of ['p1', 'p3', 'p4']) {
      expect(v.players.find((p) => p.id === other)).not.toHaveProperty('hand');
      expect(text).not.toContain(JSON.stringify(s.hands[other]));
    }
  });

  it('View: a spectator sees no hand and no victory points', () => {
    const s = started(3, 12);
    const v = def.view(s, null);
    expect(v.hand).toBeUndefined();
    expect(v.players.every((p) => p.vp === null)).toBe(true);
    expect(def.view(s, 'stranger').hand).toBeUndefined();
  });

  it('View: the order of the draw pile (where the scoring cards lie) is never shown, only its size', () => {
    const s = started(5, 12);
    const v = def.view(s, 'p1');
    expect(v.deckSize).toBe(s.deck.length);
    expect(v.scoringCardsLeft).toBe(3);
    expect(JSON.stringify(v)).not.toContain(SCORING_CARD);
    expect(v).not.toHaveProperty('deck');
    expect(v).not.toHaveProperty('rng');
  });

  it('View: victory points are shown to everyone once the game is over', () => {
    const s = started(3, 12);
    s.over = true;
    s.phase = 'over';
    expect(def.view(s, null).players.map((p) => p.vp)).toEqual([1, 2, 3]);
  });

  it('View: a pending opening choice is seen only by its owner; events saying what was drawn or chosen are addressed to that player alone', () => {
    let s = newGame(3, 2);
    const pick = Object.keys(s.hands.p1!).sort().slice(0, 2);
    const res = def.apply(s, 'p1', { type: 'chooseOpening', airlines: pick });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.events.find((e) => e.type === 'openingChoice')!.visibleTo).toEqual(['p1']);
    expect(res.events.filter((e) => !e.visibleTo).map((e) => e.text).join()).not.toMatch(/Channel|Rio|Tiber|Boreal|Danube|Hanseatic|Aegean|Vistula|Lucky|Amigos/);
    s = res.state;
    expect(def.view(s, 'p1').openingChoice).toEqual(pick);
    expect(def.view(s, 'p2').openingChoice).toBeNull();
    expect(def.view(s, 'p2').players[0]!.hasChosen).toBe(true);
  });

  it('View: it is a copy; changing it leaves the game untouched', () => {
    let s = started(3, 1);
    s = play(s, 'p1', { type: 'takeMoney' });
    const v = def.view(s, 'p1');
    v.market.push('x');
    v.hand!.channel = 99;
    v.airlines[0]!.network.push('x');
    expect(s.market).not.toContain('x');
    expect(s.hands.p1!.channel).not.toBe(99);
    expect(s.network[v.airlines[0]!.id]).not.toContain('x');
  });
});

describe('Move descriptions', () => {
  it('describeMove: every kind of move has words a person can read', () => {
    const s = started(3, 1);
    const moves = [
      { type: 'chooseOpening', airlines: ['channel', 'tiber'] },
      { type: 'buyLicence', airline: 'channel', route: 'london-paris' },
      { type: 'takeShare', from: 'deck' },
      { type: 'takeShare', from: 'market', airline: 'tiber' },
      { type: 'endTurn' },
      { type: 'playShares', airlines: ['boreal', 'boreal'] },
      { type: 'startTrade', give: 3 },
      { type: 'discard', from: 'hand', airline: 'abacus' },
      { type: 'takeMoney' },
    ] satisfies EuropeMove[];
    const words = moves.map((m) => def.describeMove(s, 'p1', m));
    expect(words).toEqual([
      'Keep Channel Clippers and Tiber Jet',
      'Channel Clippers: licence London–Paris',
      'Take the top share of the draw pile',
      'Take Tiber Jet from the stock market',
      'End the turn (no share left to take)',
      'Play 2 Boreal Wings',
      'Trade 3 cards for 2 Air Abacus shares',
      'Give Air Abacus from hand',
      'Take 8 million',
    ]);
  });
});
