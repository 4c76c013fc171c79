import { describe, expect, it } from 'vitest';
import { airlinesEurope as def } from './index.js';
import type { GameEvent } from '../core/types.js';
import { newGame, play, started, triggerScoring } from './testing.js';
import { SCORING_CARD, type EuropeMove, type EuropeState } from './types.js';

/** A 3-player game through its first scoring, with every event of the way. */
function firstScoring(secretVictoryPoints: boolean): { s: EuropeState; events: GameEvent[] } {
  let s = started(3, 4);
  s = { ...s, options: { ...s.options, secretVictoryPoints } };
  s.deck = s.deck.filter((c) => c !== SCORING_CARD);
  s.holdings = { p1: { channel: 3 }, p2: { channel: 1, tiber: 2 }, p3: { tiber: 1, abacus: 1 } };
  s = triggerScoring(s);
  const events: GameEvent[] = [];
  while (s.phase === 'scoringPick') {
    const res = def.apply(s, s.picks[0]!, { type: 'takeShare', from: 'market', airline: s.market[0]! });
    if (!res.ok) throw new Error(res.error.message);
    events.push(...res.events);
    s = res.state;
  }
  return { s, events };
}

/** What a seat (or a spectator) may read of a list of events, as the host filters them. */
const seen = (events: GameEvent[], who: string | null): GameEvent[] => events.filter((e) => !e.visibleTo || (who !== null && e.visibleTo.includes(who)));

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

  it('Secret victory points (default): after a scoring a seat sees only its own points, of the scoring and in total; a spectator sees none', () => {
    const { s } = firstScoring(true);
    expect(s.scorings).toHaveLength(1);
    const rec = s.scorings[0]!;
    expect(Object.keys(rec.points).sort()).toEqual(['p1', 'p2', 'p3']);
    for (const me of ['p1', 'p2', 'p3']) {
      const v = def.view(s, me);
      expect(v.players.map((p) => p.vp)).toEqual(s.players.map((p) => (p.id === me ? s.vp[p.id] : null)));
      const mine = v.scorings[0]!;
      expect(mine.points).toEqual({ [me]: rec.points[me] });
      for (const a of mine.airlines) {
        expect(Object.keys(a.points).every((id) => id === me)).toBe(true);
        // Shares lie face up on the table: they stay public.
        expect(a.shares).toEqual(rec.airlines.find((x) => x.airline === a.airline)!.shares);
      }
    }
    const spectator = def.view(s, null);
    expect(spectator.players.every((p) => p.vp === null)).toBe(true);
    expect(spectator.scorings[0]!.points).toEqual({});
    expect(spectator.scorings[0]!.airlines.every((a) => Object.keys(a.points).length === 0)).toBe(true);
    expect(spectator.options.secretVictoryPoints).toBe(true);
  });

  it('Secret victory points (default): the log says a scoring happened to everyone without any points; each player reads their own points in a line only they see', () => {
    const { s, events } = firstScoring(true);
    const rec = s.scorings[0]!;
    const pub = seen(events, null).filter((e) => e.type === 'scoring');
    expect(pub).toHaveLength(1);
    expect(pub[0]!.text).toMatch(/secret/);
    expect(pub[0]!.text).not.toMatch(/\d+ victory/);
    expect(JSON.stringify(pub[0]!.data)).not.toMatch(/"points":\{"p/);
    for (const me of ['p1', 'p2', 'p3']) {
      const own = seen(events, me).filter((e) => e.type === 'scoringPoints');
      expect(own).toHaveLength(1);
      expect(own[0]!.visibleTo).toEqual([me]);
      expect(own[0]!.text).toContain(`you score ${rec.points[me]} victory points`);
      expect(own[0]!.text).toContain(`your total is now ${s.vp[me]}`);
    }
  });

  it('Secret victory points off (table option): every total and every scoring\'s points are shown to all, in the view and the log', () => {
    const { s, events } = firstScoring(false);
    const rec = s.scorings[0]!;
    expect(def.view(s, 'p2').players.map((p) => p.vp)).toEqual([s.vp.p1, s.vp.p2, s.vp.p3]);
    expect(def.view(s, null).scorings[0]!.points).toEqual(rec.points);
    const pub = seen(events, null).filter((e) => e.type === 'scoring');
    expect(pub).toHaveLength(1);
    expect((pub[0]!.data as typeof rec).points).toEqual(rec.points);
    expect(events.some((e) => e.type === 'scoringPoints')).toBe(false);
  });

  it('Secret victory points: the last scoring is shown to everyone with all points, in the view and the log, and so are the totals', () => {
    let s = started(3, 8);
    s.scorings = [
      { number: 1, holder: 'p1', points: { p1: 4, p2: 0, p3: 7 }, airlines: [], fictitious: null },
      { number: 2, holder: 'p2', points: { p1: 5, p2: 9, p3: 0 }, airlines: [], fictitious: null },
    ];
    s.scoringCardsHeld = ['p1', 'p2'];
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    s.holdings = { p1: { channel: 5 }, p2: { tiber: 1 }, p3: {} };
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    s.deck.push(SCORING_CARD);
    const res = def.apply(s, 'p1', { type: 'takeShare', from: 'market', airline: s.market[0]! });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    s = res.state;
    expect(s.over).toBe(true);
    const last = s.scorings[2]!;
    const pub = seen(res.events, null).filter((e) => e.type === 'scoring');
    expect(pub).toHaveLength(1);
    expect((pub[0]!.data as typeof last).points).toEqual(last.points);
    // The totals are open to everyone at the end, in the closing line of the log.
    expect(seen(res.events, null).find((e) => e.type === 'finalTotals')!.text).toContain(`Player 3 ${s.vp.p3} point`);
    const v = def.view(s, null);
    expect(v.scorings.map((r) => r.points)).toEqual(s.scorings.map((r) => r.points));
    expect(v.players.map((p) => p.vp)).toEqual([s.vp.p1, s.vp.p2, s.vp.p3]);
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
