import { describe, expect, it } from 'vitest';
import { payoutAt } from './board.js';
import { total } from './cards.js';
import { airlinesEurope as def } from './index.js';
import { majorityPoints } from './majority.js';
import { europeBoard, pickAll, play, started, triggerScoring } from './testing.js';
import { ABACUS, FICTITIOUS, SCORING_CARD } from './types.js';

describe('Majorities', () => {
  it('Majority: largest holder takes the first payout, the next the second; holders without shares take nothing', () => {
    expect(majorityPoints({ a: 3, b: 1, c: 0 }, [10, 5, 2])).toEqual({ a: 10, b: 5 });
  });
  it('Ties: the tied positions add their points and split them, rounding up', () => {
    expect(majorityPoints({ a: 3, b: 3, c: 1 }, [10, 5, 2])).toEqual({ a: 8, b: 8, c: 2 });
    expect(majorityPoints({ a: 4, b: 2, c: 2, d: 2 }, [10, 5, 2])).toEqual({ a: 10, b: 3, c: 3, d: 3 });
    expect(majorityPoints({ a: 1, b: 1 }, [4])).toEqual({ a: 2, b: 2 });
    expect(majorityPoints({ a: 1, b: 1, c: 1 }, [4])).toEqual({ a: 2, b: 2, c: 2 });
  });
  it('Majority: positions past the payout table earn nothing', () => {
    expect(majorityPoints({ a: 3, b: 2, c: 1 }, [4, 2])).toEqual({ a: 4, b: 2, c: 0 });
  });
});

describe('Scorings', () => {
  it('Scoring card: goes to the player whose turn is next; the market is refilled; in turn order from that player the players take one share at a time until the market is empty; airlines are scored in share-track order, then Air Abacus; only face-up holdings count; play resumes with the holder', () => {
    let s = started(3, 4);
    s.deck = s.deck.filter((c) => c !== SCORING_CARD); // no second scoring when the market is dealt anew
    s.holdings = { p1: { channel: 3 }, p2: { channel: 3, tiber: 1 }, p3: { channel: 1, [ABACUS]: 2 } };
    s.hands.p3 = { ...s.hands.p3, tiber: 9 };
    s.track.tiber = 40;
    s.track.channel = 10;
    const res = def.apply(triggerScoring(s), 'p2', { type: 'takeShare', from: 'market', airline: '' });
    expect(res.ok).toBe(false); // not in the market
    s = triggerScoring(s);
    expect(s.phase).toBe('scoringPick');
    expect(s.scoringCardsHeld).toEqual(['p2']);
    expect(s.market).toHaveLength(5);
    // Five shares, three players: round the table until the market is clear.
    expect(s.picks).toEqual(['p2', 'p3', 'p1', 'p2', 'p3']);
    expect(def.activePlayers(s)).toEqual(['p2']);
    // Picking from the draw pile is not allowed at a scoring.
    expect(def.apply(s, 'p2', { type: 'takeShare', from: 'deck' }).ok).toBe(false);
    const hands = s.players.map((p) => total(s.hands[p.id]!));
    const channelTrack = s.track.channel!;
    s = pickAll(s);
    expect(s.players.map((p) => total(s.hands[p.id]!))).toEqual([hands[0]! + 1, hands[1]! + 2, hands[2]! + 2]);
    expect(s.scorings).toHaveLength(1);
    const rec = s.scorings[0]!;
    expect(rec.holder).toBe('p2');
    const order = rec.airlines.map((a) => a.airline);
    expect(order[0]).toBe('tiber');
    expect(order[order.length - 1]).toBe(ABACUS);
    const tracks = order.slice(0, -1).map((a) => s.track[a]!);
    expect([...tracks].sort((a, b) => b - a)).toEqual(tracks);
    // Channel: p1 and p2 tie for first, p3 third; p3's hand of Tiber Jet counts for nothing.
    const t = payoutAt(europeBoard, channelTrack);
    const tie = Math.ceil((t[0]! + (t[1] ?? 0)) / 2);
    expect(rec.airlines.find((a) => a.airline === 'channel')!.points).toEqual({ p1: tie, p2: tie, p3: t[2] ?? 0 });
    expect(rec.airlines.find((a) => a.airline === 'tiber')!.points).toEqual({ p2: payoutAt(europeBoard, 40)[0] });
    expect(rec.airlines.find((a) => a.airline === ABACUS)!.points).toEqual({ p3: europeBoard.abacus.points[0] });
    expect(s.vp.p3).toBe(3 + (t[2] ?? 0) + europeBoard.abacus.points[0]!);
    expect(s.phase).toBe('action');
    expect(def.activePlayers(s)).toEqual(['p2']);
    expect(s.market).toHaveLength(5);
  });

  it('Scoring card on top of the draw pile when a player takes a share from it: the player takes the next card, the scoring follows the turn', () => {
    let s = started(4, 2);
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    const next = s.deck[s.deck.length - 1]!;
    s.deck.push(SCORING_CARD);
    const hand = { ...s.hands.p1 };
    s = play(s, 'p1', { type: 'takeShare', from: 'deck' });
    expect(s.hands.p1![next]).toBe((hand[next] ?? 0) + 1);
    expect(s.phase).toBe('scoringPick');
    expect(s.picks).toEqual(['p2', 'p3', 'p4', 'p1', 'p2']);
  });

  it('Clearing the stock market: with the table option "one share each", every player takes one share and the rest stay in the market', () => {
    let s = started(3, 4);
    s = { ...s, options: { ...s.options, oneScoringPickEach: true } };
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    s = triggerScoring(s);
    expect(s.picks).toEqual(['p2', 'p3', 'p1']);
    const left = s.market.slice(3);
    s = pickAll(s);
    expect(s.scorings).toHaveLength(1);
    // The two shares nobody took are still there, and the market is filled up again.
    expect(s.market.slice(0, 2).sort()).toEqual([...left].sort());
    expect(s.market).toHaveLength(5);
  });

  it('Clearing the stock market: by default it is empty after the picks, and is dealt anew (five fresh shares) before play resumes', () => {
    let s = started(3, 4);
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    s = triggerScoring(s);
    const before = s.market.slice();
    const top = s.deck.slice(-5).reverse();
    s = pickAll(s);
    expect(s.scorings).toHaveLength(1);
    expect(s.market).toEqual(top);
    expect(before).toHaveLength(5);
  });

  it("Scoring card during a bankrupt bank's new stock market: the scoring follows the turn", () => {
    let s = started(3, 2);
    s.money = { p1: 8, p2: 8, p3: 70 };
    s.bank = 4;
    s.deck.splice(s.deck.length - 2, 0, SCORING_CARD);
    s = play(s, 'p1', { type: 'takeMoney' });
    expect(s.phase).toBe('scoringPick');
    expect(s.scoringCardsHeld).toEqual(['p2']);
  });

  it('Six players: each picks from a market of six at a scoring', () => {
    let s = started(6, 3);
    s = triggerScoring(s);
    expect(s.market).toHaveLength(6);
    expect(s.picks).toHaveLength(6);
    s = pickAll(s);
    expect(s.scorings).toHaveLength(1);
    expect(s.market).toHaveLength(6);
  });

  it('Game end: immediately after the third scoring; the highest total wins', () => {
    let s = started(3, 8);
    s.scorings = [
      { number: 1, holder: 'p1', points: {}, airlines: [], fictitious: null },
      { number: 2, holder: 'p2', points: {}, airlines: [], fictitious: null },
    ];
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    s.scoringCardsHeld = ['p1', 'p2'];
    s.holdings = { p1: { channel: 5 }, p2: {}, p3: {} };
    s = pickAll(triggerScoring(s));
    expect(s.over).toBe(true);
    expect(s.phase).toBe('over');
    expect(def.activePlayers(s)).toEqual([]);
    expect(def.legalMoves(s, 'p1')).toEqual([]);
    const o = def.outcome(s)!;
    expect(o.winners).toEqual(['p1']);
    expect(o.scores).toEqual(s.vp);
    expect(def.apply(s, 'p1', { type: 'takeMoney' }).ok).toBe(false);
  });

  it('Log order: a market refill that meets a scoring card logs the shares laid out before it, then the card, then the rest', () => {
    let s = started(3, 8);
    s.money.p1 = 50;
    s.market = s.market.slice(0, 3);
    // Drawn from the top (the end): Channel, the scoring card, Tiber, Boreal.
    s.deck.push('boreal', 'tiber', SCORING_CARD, 'channel');
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    const res = def.apply(s, 'p1', { type: 'takeShare', from: 'market', airline: s.market[0]! });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const from = res.events.findIndex((e) => e.type === 'refill');
    const name = (id: string) => europeBoard.airlines.find((a) => a.id === id)!.name;
    expect(res.events.slice(from, from + 3).map((e) => e.text)).toEqual([
      `The stock market is refilled with ${name('channel')}.`,
      expect.stringMatching(/^A scoring card comes up \(scoring 1 of 3\); Player 2 receives it\.$/),
      `The stock market refill goes on with ${name('tiber')} and ${name('boreal')}.`,
    ]);
  });

  it('Game end: the log closes with the summary, then every seat\'s final total: starting points and each scoring', () => {
    let s = started(3, 8);
    s.scorings = [
      { number: 1, holder: 'p1', points: { p1: 4 }, airlines: [], fictitious: null },
      { number: 2, holder: 'p2', points: { p2: 7 }, airlines: [], fictitious: null },
    ];
    s.vp = { p1: 1 + 4, p2: 2 + 7, p3: 3 };
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    s.scoringCardsHeld = ['p1', 'p2'];
    s.holdings = { p1: {}, p2: {}, p3: {} };
    s.deck.push(SCORING_CARD);
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    const res = def.apply(s, 'p1', { type: 'takeShare', from: 'market', airline: s.market[0]! });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const t = res.state;
    expect(t.over).toBe(true);
    expect(res.events.at(-2)!.text).toBe(`The third scoring ends the game. ${def.outcome(t)!.summary}`);
    const third = (id: string) => t.scorings[2]!.points[id] ?? 0;
    const seat = (id: string, start: number, first: number, second: number) =>
      ({ id, total: t.vp[id]!, text: `Player ${start} ${t.vp[id]} point${t.vp[id] === 1 ? '' : 's'} (start: ${start}, scoring 1: ${first}, scoring 2: ${second}, scoring 3: ${third(id)})` });
    const seats = [seat('p1', 1, 4, 0), seat('p2', 2, 0, 7), seat('p3', 3, 0, 0)].sort((a, b) => b.total - a.total);
    expect(res.events.at(-1)!.text).toBe(`Final totals: ${seats.map((x) => x.text).join('; ')}.`);
  });

  it('The last scoring: nobody picks from the stock market (a share picked then could only reach a hand, which never scores); the game ends at once', () => {
    let s = started(4, 8);
    s.scorings = [
      { number: 1, holder: 'p1', points: {}, airlines: [], fictitious: null },
      { number: 2, holder: 'p2', points: {}, airlines: [], fictitious: null },
    ];
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    s.scoringCardsHeld = ['p1', 'p2'];
    const hands = s.players.map((p) => total(s.hands[p.id]!));
    s = triggerScoring(s);
    expect(s.over).toBe(true);
    expect(s.picks).toEqual([]);
    expect(s.market).toHaveLength(5);
    // Only p1's share taken after the licence reached a hand.
    expect(s.players.map((p) => total(s.hands[p.id]!))).toEqual([hands[0]! + 1, hands[1], hands[2], hands[3]]);
    expect(s.scorings).toHaveLength(3);
  });

  it('Victory-point tie: the tied player with the most Air Abacus shares laid out face up wins (shares in hand do not count); still tied, the victory is shared', () => {
    const s = started(3, 8);
    s.over = true;
    s.phase = 'over';
    s.vp = { p1: 40, p2: 40, p3: 40 };
    s.holdings = { p1: { [ABACUS]: 2 }, p2: { [ABACUS]: 3 }, p3: { [ABACUS]: 3 } };
    s.hands.p1 = { [ABACUS]: 5 }; // in hand: does not count
    expect(def.outcome(s)!.winners).toEqual(['p2', 'p3']);
    s.holdings.p3 = {};
    expect(def.outcome(s)!.winners).toEqual(['p2']);
    expect(def.outcome(s)!.summary).toMatch(/Player 2 wins/);
  });
});

describe('Two players', () => {
  it('Two players: discarded shares form a face-down discard pile instead of leaving the game', () => {
    let s = started(2, 3);
    s.hands.p1 = { channel: 1 };
    s = play(s, 'p1', { type: 'startTrade', give: 1 });
    s = play(s, 'p1', { type: 'discard', from: 'hand', airline: 'channel' });
    expect(s.discard).toEqual({ channel: 1 });
    expect(s.removed).toEqual({});
    expect(def.view(s, 'p2').discardSize).toBe(1);
    expect(JSON.stringify(def.view(s, 'p2'))).not.toContain('"discard":');
  });

  it('Two players: the third scoring has a fictitious third player, formed before the scoring (nobody picks first), holding the Air Abacus supply, the whole stock market, the draw pile and the discard pile', () => {
    let s = started(2, 6);
    s.scorings = [
      { number: 1, holder: 'p1', points: {}, airlines: [], fictitious: null },
      { number: 2, holder: 'p2', points: {}, airlines: [], fictitious: null },
    ];
    s.scoringCardsHeld = ['p1', 'p2'];
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    s.discard = { tiber: 4 };
    s.abacusSupply = 7;
    s.holdings = { p1: { tiber: 3, [ABACUS]: 1 }, p2: { tiber: 2 } };
    s.removed = {};
    s = triggerScoring(s);
    // The last scoring follows at once: nobody picks, the whole market goes to the third player.
    expect(s.over).toBe(true);
    expect(s.market).toHaveLength(5);
    const rec = s.scorings[2]!;
    const fict = rec.fictitious!;
    expect(fict[ABACUS]).toBe(7);
    expect(fict.tiber).toBeGreaterThanOrEqual(4);
    // Exactly the cards nobody holds or has in hand.
    const rest = s.market.length + s.deck.filter((c) => c !== SCORING_CARD).length + total(s.discard) + s.abacusSupply;
    expect(total(fict)).toBe(rest);
    const tiber = rec.airlines.find((a) => a.airline === 'tiber')!;
    expect(tiber.shares[FICTITIOUS]).toBe(fict.tiber);
    // The third player takes the first place from both real players.
    const t = payoutAt(europeBoard, s.track.tiber!);
    if (fict.tiber! > 3) expect(tiber.points.p1).toBe(t[1] ?? 0);
    expect(Object.keys(rec.points).sort()).toEqual(['p1', 'p2']);
  });

  it('Two players: the first and second scorings have no third player', () => {
    let s = started(2, 6);
    s = pickAll(triggerScoring(s));
    expect(s.scorings[0]!.fictitious).toBeNull();
  });
});

describe('Scoring corner cases', () => {
  it('A scoring card drawn while the market is refilled for a scoring goes to the same player and is scored right after', () => {
    let s = started(3, 4);
    s.deck = s.deck.filter((c) => c !== SCORING_CARD);
    // From the top: the scoring card p1's market take meets (pushed by triggerScoring), one share
    // that completes the market, then a scoring card met when the market is refilled after the picks.
    const top = s.deck.splice(s.deck.length - 1);
    s.deck.push(SCORING_CARD, ...top);
    s = triggerScoring(s);
    s = pickAll(s);
    expect(s.scorings.map((r) => r.holder)).toEqual(['p2', 'p2']);
    expect(s.phase).toBe('action');
    expect(def.activePlayers(s)).toEqual(['p2']);
  });

  it('At a scoring the stock market is not refilled between picks; when it runs out the others take nothing; with no share left at all a turn after licences just ends', () => {
    let s = started(3, 4);
    s.deck = s.deck.filter((c) => c !== SCORING_CARD).slice(0, 1);
    s.market = s.market.slice(0, 2);
    s = triggerScoring(s); // p1 takes one of two market cards; the refill draws one card and the scoring card
    expect(s.phase).toBe('scoringPick');
    expect(s.market).toHaveLength(2);
    s = play(s, 'p2', { type: 'takeShare', from: 'market', airline: s.market[0]! });
    s = play(s, 'p3', { type: 'takeShare', from: 'market', airline: s.market[0]! });
    expect(s.scorings).toHaveLength(1); // p1 took nothing: the market was empty
    expect(s.market).toEqual([]);
    expect(s.deck).toEqual([]);
    s.money.p2 = 50;
    s = play(s, 'p2', { type: 'buyLicence', airline: 'channel', route: 'london-amsterdam' });
    expect(def.legalMoves(s, 'p2').filter((m) => m.type === 'takeShare')).toEqual([]);
    s = play(s, 'p2', { type: 'endTurn' });
    expect(def.activePlayers(s)).toEqual(['p3']);
  });

  it('End turn without a share is refused while a share can still be taken', () => {
    let s = started(3, 4);
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    const res = def.apply(s, 'p1', { type: 'endTurn' });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.message).toMatch(/must take one share/);
  });

  it('Share-track ties: airlines on the same space are scored in board order (it changes no points)', () => {
    let s = started(3, 4);
    for (const a of s.airlines) s.track[a] = 20;
    s = pickAll(triggerScoring(s));
    const order = s.scorings[0]!.airlines.map((a) => a.airline).filter((a) => a !== ABACUS && a !== 'channel');
    expect(order).toEqual(s.airlines.filter((a) => a !== 'channel'));
  });
});
