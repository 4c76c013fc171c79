/**
 * What the view carries for a play screen so it works out no rule: the licences a seat may buy
 * with what each does and what may follow it, the draw pile's parts, the bank's payments.
 */
import { describe, expect, it } from 'vitest';
import { airlinesEurope as def } from './index.js';
import { legalMoves } from './legal.js';
import { Rng } from '../core/rng.js';
import { newGame, play, started } from './testing.js';
import { followers } from './plan.js';
import { licencePlan, pileParts } from './view.js';
import type { EuropeMove, EuropeState } from './types.js';

const buys = (s: EuropeState, p: string) => legalMoves(s, p).filter((m): m is EuropeMove & { type: 'buyLicence' } => m.type === 'buyLicence');

describe('Airlines Europe view for the screen', () => {
  it('Licence plan: the offers are exactly the seat’s buyLicence moves, each with the rules’ own result', () => {
    const s = started(4, 7);
    const plan = def.view(s, 'p1').licencePlan!;
    expect(plan.offers.map((o) => ({ type: 'buyLicence', airline: o.airline, route: o.route }))).toEqual(buys(s, 'p1'));
    for (const o of plan.offers) {
      const after = play(s, 'p1', { type: 'buyLicence', airline: o.airline, route: o.route });
      expect(after.money.p1).toBe(s.money.p1! - o.price);
      expect(after.licences[o.route]![o.space]).toBe(o.airline);
      expect(after.track[o.airline]).toBe(o.track);
      expect(o.joins).toEqual(after.network[o.airline]!.filter((c) => !s.network[o.airline]!.includes(c)));
      // The action ends the same way after any licence: a share from the market or the pile.
      expect(legalMoves(after, 'p1').filter((m) => m.type !== 'buyLicence')).toEqual(plan.finish);
    }
    expect(plan.finish).toContainEqual({ type: 'takeShare', from: 'deck' });
  });

  it('Licence plan: what may follow each offer is exactly the second licences the rules allow after it', () => {
    const s = started(3, 2);
    const plan = licencePlan(s, 'p1')!;
    plan.offers.forEach((o, i) => {
      const after = play(s, 'p1', { type: 'buyLicence', airline: o.airline, route: o.route });
      const seconds = followers(plan, i);
      const key = (m: { airline: string; route: string }) => `${m.airline}|${m.route}`;
      expect(seconds.map(key).sort()).toEqual(buys(after, 'p1').map(key).sort());
      for (const x of seconds) {
        const both = play(after, 'p1', { type: 'buyLicence', airline: x.airline, route: x.route });
        expect(both.licences[x.route]![x.space]).toBe(x.airline);
        expect(both.money.p1).toBe(after.money.p1! - x.price);
      }
    });
  });

  it('Licence plan: a second licence on the same route takes the next space at its price', () => {
    let s = started(3, 2);
    s = { ...s, money: { ...s.money, p1: 40 } };
    // London–Paris joins Channel Clippers' and Air Amigos' homes: after one airline, the other pays the dearer space.
    const plan = licencePlan(s, 'p1')!;
    const i = plan.offers.findIndex((o) => o.route === 'london-paris' && o.airline === 'channel');
    expect(i).toBeGreaterThanOrEqual(0);
    const next = followers(plan, i).find((x) => x.route === 'london-paris');
    if (s.airlines.includes('amigos')) expect(next).toMatchObject({ airline: 'amigos', space: 1 });
    else expect(next).toBeUndefined();
  });

  it('Licence plan: only the seat on turn gets it, only when it may buy; a bonus completed is named', () => {
    const s = started(3, 2);
    expect(def.view(s, 'p2').licencePlan).toBeUndefined();
    expect(def.view(s, null).licencePlan).toBeUndefined();
    const after = play(s, 'p1', { type: 'takeMoney' });
    expect(def.view(after, 'p1').licencePlan).toBeUndefined();
    // Hanseatic Sky's bonus London–Oslo: give it Oslo and the route to London is the one that completes it.
    let t = started(4, 3);
    t = { ...t, money: { ...t.money, p1: 60 }, network: { ...t.network, hansa: ['hamburg', 'oslo'] } };
    const plan = licencePlan(t, 'p1')!;
    const bonus = plan.offers.filter((o) => o.bonus === 'hansa-bonus');
    for (const o of bonus) expect(play(t, 'p1', { type: 'buyLicence', airline: o.airline, route: o.route }).bonusesTaken).toContain('hansa-bonus');
    expect(plan.offers.filter((o) => o.airline === 'hansa' && o.bonus === null).every((o) => !play(t, 'p1', { type: 'buyLicence', airline: 'hansa', route: o.route }).bonusesTaken.includes('hansa-bonus'))).toBe(true);
  });

  it('Licence plan: after a first licence the seat is offered its second, with nothing to follow', () => {
    const s = started(3, 2);
    const o = licencePlan(s, 'p1')!.offers[0]!;
    const after = play(s, 'p1', { type: 'buyLicence', airline: o.airline, route: o.route });
    const plan = def.view(after, 'p1').licencePlan!;
    expect(plan.offers.map((x) => ({ type: 'buyLicence', airline: x.airline, route: x.route }))).toEqual(buys(after, 'p1'));
    expect(plan.offers.every((_, i) => followers(plan, i).length === 0)).toBe(true);
  });

  it('The draw pile in its parts: the first 11 cards exactly, the rest nominal, counting down as cards are drawn', () => {
    const s = newGame(4, 5);
    const parts = pileParts(s);
    expect(parts[0]!.size).toBe(11);
    expect(parts.reduce((n, p) => n + p.size, 0)).toBe(s.deck.length);
    expect(parts.every((p) => p.left === p.size && p.scoringLeft)).toBe(true);
    let t = started(4, 5);
    const taken = play(t, 'p1', buys(t, 'p1')[0]!);
    t = play(taken, 'p1', { type: 'takeShare', from: 'deck' });
    const drawn = s.deck.length - t.deck.length;
    expect(pileParts(t)[0]!.left).toBe(11 - drawn);
  });

  it('The draw pile in its parts: a part whose scoring card has come up says so', () => {
    // A game played by its own bot until the first scoring is over.
    let s = started(3, 4);
    const bot = def.bots[0]!;
    const rng = Rng.fromSeed(9);
    while (s.scorings.length === 0 || s.phase === 'scoringPick') {
      const p = def.activePlayers(s)[0]!;
      s = play(s, p, bot.choose({ state: s, player: p, legal: legalMoves(s, p), rng }));
    }
    const v = def.view(s, 'p1');
    expect(v.scorings.length).toBe(1);
    expect(v.pileParts.map((p) => p.scoringLeft)).toEqual([false, true, true]);
  });

  it('Payments: the dividend per share, the money action and what a bankrupt bank leaves everyone', () => {
    expect(def.view(started(3, 1), null).payments).toEqual({ dividendPerShare: 2, takeMoney: 8, bankruptKeep: 8 });
  });
});
