import { describe, expect, it } from 'vitest';
import { indexBoard } from './board.js';
import { total } from './cards.js';
import { airlinesEurope as def } from './index.js';
import { cloneState, licenceProblem } from './rules.js';
import { conserved, europeBoard, expectedTotals, play, started } from './testing.js';
import { ABACUS, type EuropeMove, type EuropeState } from './types.js';

const idx = indexBoard(europeBoard);
const route = (id: string) => idx.route.get(id)!;
const home = (a: string) => idx.airline.get(a)!.home;

function refused(s: EuropeState, player: string, move: EuropeMove): { code: string; message: string } {
  const res = def.apply(s, player, move);
  if (res.ok) throw new Error(`expected ${JSON.stringify(move)} to be refused`);
  return res.error;
}

/** A route leaving an airline's home airport, and one that does not touch its network. */
function routesOf(a: string): { near: string; far: string } {
  const h = home(a);
  const near = europeBoard.routes.find((r) => r.from === h || r.to === h)!.id;
  const far = europeBoard.routes.find((r) => r.from !== h && r.to !== h && ![r.from, r.to].some((c) => idx.routesAt.get(c)!.some((q) => q.from === h || q.to === h)))!.id;
  return { near, far };
}

describe('A) route licences', () => {
  it('Licence: pay the cheapest free licence to the bank, place a plane, move the share-track marker by the price', () => {
    let s = started(3);
    s.money.p1 = 20;
    const multi = europeBoard.routes.find((r) => r.licences.length === 3 && (r.from === home('channel') || r.to === home('channel')))!;
    const cheapest = Math.min(...multi.licences);
    const before = { bank: s.bank, track: s.track.channel!, planes: s.planes.channel! };
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: multi.id });
    expect(s.money.p1).toBe(20 - cheapest);
    expect(s.bank).toBe(before.bank + cheapest);
    expect(s.track.channel).toBe(before.track + cheapest);
    expect(s.planes.channel).toBe(before.planes - 1);
    expect(s.licences[multi.id]![multi.licences.indexOf(cheapest)]).toBe('channel');
    expect(s.network.channel).toEqual(expect.arrayContaining([multi.from, multi.to]));
    // The next airline on that route pays the next cheapest space.
    const other = s.airlines.find((a) => a !== 'channel' && licenceProblem(s, a, multi.id) === null);
    if (other) {
      const sorted = [...multi.licences].sort((a, b) => a - b);
      s = play(s, 'p1', { type: 'buyLicence', airline: other, route: multi.id });
      expect(s.money.p1).toBe(20 - sorted[0]! - sorted[1]!);
    }
  });

  it('Licence: a player need not own shares of the airline', () => {
    let s = started(3);
    s.holdings.p1 = {};
    s.hands.p1 = {};
    s.money.p1 = 20;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'tiber', route: routesOf('tiber').near });
    expect(s.planes.tiber).toBe(idx.airline.get('tiber')!.shares - 1);
  });

  it('Licence: the route must connect to the home airport directly or through licensed routes', () => {
    let s = started(3);
    s.money.p1 = 50;
    const { far } = routesOf('channel');
    expect(refused(s, 'p1', { type: 'buyLicence', airline: 'channel', route: far }).message).toMatch(/does not connect to Channel Clippers/);
    // Through a licensed route, a city one step away becomes reachable.
    const first = route('london-paris');
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: first.id });
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'paris-lyon' });
    expect(s.network.channel).toEqual(expect.arrayContaining(['london', 'paris', 'lyon']));
  });

  it('Licence: each airline holds at most one licence per route', () => {
    let s = started(3);
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    expect(refused(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' }).message).toMatch(/one licence per route/);
  });

  it('Licence: a full route and an airline without planes are refused', () => {
    const s = started(3);
    s.money.p1 = 50;
    s.licences['london-paris'] = ['rgse', 'boreal', 'danube'];
    expect(refused(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' }).message).toMatch(/Every licence/);
    s.planes.channel = 0;
    expect(refused(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-amsterdam' }).message).toMatch(/no planes left/);
  });

  it('Licence: the player must be able to pay', () => {
    const s = started(3);
    s.money.p1 = 1;
    const r = europeBoard.routes.find((x) => (x.from === 'london' || x.to === 'london') && Math.min(...x.licences) > 1)!;
    expect(refused(s, 'p1', { type: 'buyLicence', airline: 'channel', route: r.id }).code).toBe('money');
    expect(def.legalMoves(s, 'p1').some((m) => m.type === 'buyLicence' && m.route === r.id)).toBe(false);
  });

  it('Licence: one or two licences, then exactly one share from the stock market (refilled) or the draw pile', () => {
    let s = started(3);
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    expect(s.phase).toBe('licence');
    expect(refused(s, 'p1', { type: 'takeMoney' }).code).toBe('wrong-phase');
    s = play(s, 'p1', { type: 'buyLicence', airline: 'rgse', route: routesOf('rgse').near });
    expect(refused(s, 'p1', { type: 'buyLicence', airline: 'boreal', route: routesOf('boreal').near }).code).toBe('wrong-phase');
    const card = s.market[0]!;
    const hand = total(s.hands.p1!);
    const deck = s.deck.length;
    s = play(s, 'p1', { type: 'takeShare', from: 'market', airline: card });
    expect(total(s.hands.p1!)).toBe(hand + 1);
    expect(s.market).toHaveLength(5);
    expect(s.deck.length).toBe(deck - 1);
    expect(def.activePlayers(s)).toEqual(['p2']);
    // From the draw pile: its top card goes to the hand.
    s.money.p2 = 50;
    s = play(s, 'p2', { type: 'buyLicence', airline: 'channel', route: 'london-amsterdam' });
    const top = s.deck[s.deck.length - 1]!;
    const res = def.apply(s, 'p2', { type: 'takeShare', from: 'deck' });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    if (top !== '*scoring') expect(res.state.hands.p2![top]).toBe((s.hands.p2![top] ?? 0) + 1);
    const drawn = res.events.find((e) => e.type === 'drawShareSeen')!;
    expect(drawn.visibleTo).toEqual(['p2']);
  });

  it('Bonus connection: completing it adds its marker value to the airline once', () => {
    let s = started(3);
    const bonus = europeBoard.bonuses.find((b) => b.airline === 'tiber')!;
    // Put every city of the bonus but one end into Tiber Jet's network, then buy the last link.
    const link = europeBoard.routes.find((r) => r.from === bonus.to || r.to === bonus.to)!;
    const near = link.from === bonus.to ? link.to : link.from;
    s.network.tiber = [home('tiber'), bonus.from, near];
    s.money.p1 = 50;
    const price = Math.min(...link.licences);
    const before = s.track.tiber!;
    const res = def.apply(s, 'p1', { type: 'buyLicence', airline: 'tiber', route: link.id });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    s = res.state;
    expect(s.track.tiber).toBe(Math.min(60, before + price + bonus.value));
    expect(s.bonusesTaken).toEqual([bonus.id]);
    expect(res.events.some((e) => e.type === 'bonus')).toBe(true);
  });

  it('Share track: a marker stops on the last space', () => {
    let s = started(3);
    s.track.channel = europeBoard.shareTrack.length - 1;
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    expect(s.track.channel).toBe(europeBoard.shareTrack.length);
  });
});

describe('B) play shares', () => {
  it('Play shares: any number of one airline, 2 million dividend per share', () => {
    let s = started(3);
    s.hands.p1 = { channel: 4, rgse: 1 };
    s = play(s, 'p1', { type: 'playShares', airlines: ['channel', 'channel', 'channel'] });
    expect(s.hands.p1).toEqual({ channel: 1, rgse: 1 });
    expect(s.holdings.p1!.channel).toBe((started(3).holdings.p1!.channel ?? 0) + 3);
    expect(s.money.p1).toBe(8 + 6);
  });

  it('Play shares: or one share each of two different airlines', () => {
    let s = started(3);
    s.hands.p1 = { channel: 4, rgse: 1 };
    s = play(s, 'p1', { type: 'playShares', airlines: ['channel', 'rgse'] });
    expect(s.money.p1).toBe(12);
    s = started(3);
    s.hands.p1 = { channel: 4, rgse: 1 };
    expect(refused(s, 'p1', { type: 'playShares', airlines: ['channel', 'channel', 'rgse'] }).code).toBe('play-shares');
    expect(refused(s, 'p1', { type: 'playShares', airlines: ['rgse', 'rgse'] }).code).toBe('not-in-hand');
  });

  it('Play shares: Air Abacus shares can be played like any other', () => {
    let s = started(3);
    s.hands.p1 = { [ABACUS]: 2 };
    s = play(s, 'p1', { type: 'playShares', airlines: [ABACUS, ABACUS] });
    expect(s.holdings.p1![ABACUS]).toBe(2);
  });
});

describe('C) Air Abacus trade', () => {
  it('Trade: 1 card from hand for 1 Air Abacus share into the hand; the card leaves the game (3+ players)', () => {
    let s = started(3);
    s.hands.p1 = { channel: 1 };
    s = play(s, 'p1', { type: 'startTrade', give: 1 });
    expect(def.legalMoves(s, 'p1').every((m) => m.type === 'discard')).toBe(true);
    s = play(s, 'p1', { type: 'discard', from: 'hand', airline: 'channel' });
    expect(s.hands.p1).toEqual({ [ABACUS]: 1 });
    expect(s.abacusSupply).toBe(19);
    expect(s.removed).toEqual({ channel: 1 });
    expect(def.activePlayers(s)).toEqual(['p2']);
  });

  it('Trade: 3 cards from hand and/or holdings for 2 Air Abacus shares, Air Abacus cards included', () => {
    let s = started(3);
    s.hands.p1 = { [ABACUS]: 1 };
    s.holdings.p1 = { tiber: 2 };
    s = play(s, 'p1', { type: 'startTrade', give: 3 });
    s = play(s, 'p1', { type: 'discard', from: 'hand', airline: ABACUS });
    s = play(s, 'p1', { type: 'discard', from: 'holdings', airline: 'tiber' });
    expect(refused(s, 'p1', { type: 'discard', from: 'hand', airline: ABACUS }).code).toBe('not-there');
    s = play(s, 'p1', { type: 'discard', from: 'holdings', airline: 'tiber' });
    expect(s.hands.p1).toEqual({ [ABACUS]: 2 });
    expect(s.holdings.p1).toEqual({});
    expect(s.abacusSupply).toBe(18);
  });

  it('Trade: refused without enough cards, or when the Air Abacus supply is short', () => {
    const s = started(3);
    s.hands.p1 = { channel: 1 };
    s.holdings.p1 = { rgse: 1 };
    expect(refused(s, 'p1', { type: 'startTrade', give: 3 }).code).toBe('trade');
    s.hands.p1 = { channel: 3 };
    s.abacusSupply = 1;
    expect(refused(s, 'p1', { type: 'startTrade', give: 3 }).code).toBe('abacus-empty');
    s.abacusSupply = 0;
    expect(refused(s, 'p1', { type: 'startTrade', give: 1 }).code).toBe('abacus-empty');
  });
});

describe('D) take money and the bank', () => {
  it('Take money: 8 million from the bank', () => {
    const s = play(started(4), 'p1', { type: 'takeMoney' });
    expect(s.money.p1).toBe(16);
  });

  it('Bank bankrupt: everyone returns money over 8 million, the payout is made, the stock market leaves the game and is dealt anew', () => {
    let s = started(3);
    // 90 million in all: p1 6, p2 30, p3 50, bank 4 (cannot pay 8).
    s.money = { p1: 6, p2: 30, p3: 50 };
    s.bank = 4;
    const oldMarket = [...s.market];
    s = play(s, 'p1', { type: 'takeMoney' });
    expect(s.money).toEqual({ p1: 14, p2: 8, p3: 8 });
    expect(s.bank).toBe(4 + 22 + 42 - 8);
    expect(total(s.removed)).toBe(oldMarket.length);
    expect(s.market).toHaveLength(5);
    expect(conserved(s)).toEqual(expectedTotals(europeBoard, 3));
  });

  it('Bank bankrupt on a dividend too', () => {
    let s = started(3);
    s.money = { p1: 8, p2: 20, p3: 44 };
    s.bank = 18;
    s.hands.p1 = { channel: 10 };
    s = play(s, 'p1', { type: 'playShares', airlines: Array(10).fill('channel') });
    expect(s.money).toEqual({ p1: 28, p2: 8, p3: 8 });
  });
});

describe('Turns', () => {
  it('Exactly one action per turn, then the next player clockwise', () => {
    let s = started(3);
    s = play(s, 'p1', { type: 'takeMoney' });
    expect(def.activePlayers(s)).toEqual(['p2']);
    expect(refused(s, 'p1', { type: 'takeMoney' }).code).toBe('not-your-turn');
    s = play(s, 'p2', { type: 'takeMoney' });
    s = play(s, 'p3', { type: 'takeMoney' });
    expect(def.activePlayers(s)).toEqual(['p1']);
  });

  it('Bad input never throws and never changes the state', () => {
    const s = started(3);
    const before = JSON.stringify({ ...s, board: null });
    const bad: unknown[] = [null, 7, {}, { type: 'fly' }, { type: 'buyLicence' }, { type: 'playShares', airlines: 'x' }, { type: 'discard', from: 'sky', airline: 'x' }, { type: 'startTrade', give: 2 }];
    for (const m of bad) {
      const res = def.apply(s, 'p1', m as EuropeMove);
      expect(res.ok).toBe(false);
      if (!res.ok) expect(res.error.message.length).toBeGreaterThan(5);
    }
    expect(def.apply(s, 'nobody', { type: 'takeMoney' }).ok).toBe(false);
    expect(JSON.stringify({ ...s, board: null })).toBe(before);
  });
});

describe('State copies', () => {
  it('apply works on a copy: nothing a move can change is shared with the input state', () => {
    let s = started(3, 9);
    s = play(s, 'p1', { type: 'takeMoney' });
    s.trade = { remaining: 1, receive: 1 };
    const copy = cloneState(s);
    const shared: string[] = [];
    const walk = (a: unknown, b: unknown, path: string): void => {
      if (typeof a !== 'object' || a === null) return;
      if (a === b) shared.push(path);
      else for (const k of Object.keys(a)) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    };
    for (const key of Object.keys(s)) {
      // Never changed by a move: the board, the options, the seats, the airlines in play, finished scorings.
      if (['board', 'options', 'players', 'airlines'].includes(key)) continue;
      walk((s as unknown as Record<string, unknown>)[key], (copy as unknown as Record<string, unknown>)[key], key);
    }
    expect(shared).toEqual([]);
    expect(copy).toEqual(s);
  });
});

describe('Decisions where the rules are silent', () => {
  it('Licence: a route joining two cities already in the network may be bought', () => {
    let s = started(3);
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-brussels' });
    s = play(s, 'p1', { type: 'takeShare', from: 'deck' });
    s.money.p2 = 50;
    s = play(s, 'p2', { type: 'buyLicence', airline: 'channel', route: 'paris-brussels' });
    expect(s.licences['paris-brussels']).toContain('channel');
  });

  it('Bank bankrupt: when even the returned money does not cover the payout, the bank pays what it has', () => {
    let s = started(3);
    s.money = { p1: 8, p2: 8, p3: 8 };
    s.bank = 3;
    s = play(s, 'p1', { type: 'takeMoney' });
    expect(s.money.p1).toBe(11);
    expect(s.bank).toBe(0);
  });

  it('Play shares: an Air Abacus share can be one of the two different shares', () => {
    let s = started(3);
    s.hands.p1 = { [ABACUS]: 1, channel: 1 };
    s = play(s, 'p1', { type: 'playShares', airlines: ['channel', ABACUS] });
    expect(s.money.p1).toBe(12);
  });

  it('Trade: giving a card from the holdings is public, from the hand it is face down', () => {
    let s = started(3);
    s.hands.p1 = { tiber: 2 };
    s.holdings.p1 = { boreal: 1 };
    s = play(s, 'p1', { type: 'startTrade', give: 3 });
    const fromHand = def.apply(s, 'p1', { type: 'discard', from: 'hand', airline: 'tiber' });
    const fromHoldings = def.apply(s, 'p1', { type: 'discard', from: 'holdings', airline: 'boreal' });
    if (!fromHand.ok || !fromHoldings.ok) throw new Error('refused');
    const publicText = (r: typeof fromHand) => (r.ok ? r.events.filter((e) => !e.visibleTo).map((e) => e.text).join(' ') : '');
    expect(publicText(fromHand)).not.toMatch(/Tiber/);
    expect(publicText(fromHoldings)).toMatch(/Boreal Wings/);
  });
});

describe('Licence spaces of equal price', () => {
  it('Cheapest free licence: of two spaces with the same price, the first in drawing order is taken first', () => {
    const board = structuredClone(europeBoard);
    board.routes.find((r) => r.id === 'london-paris')!.licences = [5, 2, 2];
    let s = started(3);
    s = { ...s, board };
    s.money.p1 = 50;
    s = play(s, 'p1', { type: 'buyLicence', airline: 'channel', route: 'london-paris' });
    expect(s.licences['london-paris']).toEqual([null, 'channel', null]);
    s.network.rgse!.push('paris');
    s = play(s, 'p1', { type: 'buyLicence', airline: 'rgse', route: 'london-paris' });
    expect(s.licences['london-paris']).toEqual([null, 'channel', 'rgse']);
    expect(s.money.p1).toBe(46);
  });
});
