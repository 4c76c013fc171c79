import { describe, expect, it } from 'vitest';
import { airlinesEurope as def } from '../../../../games/airlines-europe/index.js';
import { legalMoves } from '../../../../games/airlines-europe/legal.js';
import { newGame, play, started } from '../../../../games/airlines-europe/testing.js';
import type { EuropeMove, EuropeState } from '../../../../games/airlines-europe/types.js';
import { completed, consistent, groups, liveTargets, pickTarget, type Picks } from '../../table-shell/composer.js';
import { followers } from '../../../../games/airlines-europe/plan.js';
import { europeOptions, namesOf, target } from './options.js';
import { europeWords } from './i18n/index.js';
import { inLocale } from '../../i18n/in-locale.test-support.js';

const optionsFor = (s: EuropeState, p: string) => europeOptions(s.board, def.view(s, p), legalMoves(s, p));
const picked = (r: ReturnType<typeof pickTarget>): Picks => {
  expect(r.kind).toBe('picked');
  return (r as { picks: Picks }).picks;
};
const json = (m: unknown) => JSON.stringify(m);

describe('Airlines Europe moves as choices (from the host’s legal moves and view only)', () => {
  it('Opening: two different shares from the hand, either picked first, sent as one move after Confirm', () => {
    const s = newGame(3, 4);
    const options = optionsFor(s, 'p2');
    const legal = legalMoves(s, 'p2');
    expect(new Set(options.map((o) => json(o.moves[0])))).toEqual(new Set(legal.map(json)));
    const kinds = Object.keys(s.hands.p2!).sort();
    expect(liveTargets(options, []).sort()).toEqual(kinds.map(target.hand).sort());
    const after = picked(pickTarget(options, [], [target.hand(kinds[1]!)]));
    expect(liveTargets(options, after).sort()).toEqual(kinds.filter((k) => k !== kinds[1]).map(target.hand).sort());
    const done = completed(options, picked(pickTarget(options, after, [target.hand(kinds[0]!)])))!;
    expect(done.confirm).toBe(true);
    expect(done.moves).toEqual([{ type: 'chooseOpening', airlines: [kinds[0], kinds[1]] }]);
  });

  it('Licences: the airline’s home first, then its routes with their prices, then a second licence or a share', () => {
    const s = started(3, 2);
    const v = def.view(s, 'p1');
    const options = optionsFor(s, 'p1');
    const plan = v.licencePlan!;
    const homes = new Set(plan.offers.map((o) => target.city(s.board.airlines.find((a) => a.id === o.airline)!.home)));
    expect(liveTargets(options, []).filter((t) => t.startsWith('city:')).sort()).toEqual([...homes].sort());
    const channel = s.board.airlines.find((a) => a.id === 'channel')!;
    let picks = picked(pickTarget(options, [], [target.city(channel.home)]));
    const own = plan.offers.filter((o) => o.airline === 'channel');
    expect(liveTargets(options, picks).sort()).toEqual(own.map((o) => target.route(o.route)).sort());
    const o = own[0]!;
    picks = picked(pickTarget(options, picks, [target.route(o.route)]));
    // Now: another airline's home (a second licence) or a share (the market or the pile).
    const next = liveTargets(options, picks);
    expect(next).toContain(target.deck);
    for (const m of s.market) expect(next).toContain(target.market(m));
    const q = groups(consistent(options, picks))[0]!.question!;
    expect(q.key).toBe('airline2');
    expect(q.choices[0]).toMatchObject({ value: 'none', label: 'No second licence' });
    // A click on a market card finishes the action with one licence.
    const done = completed(options, picked(pickTarget(options, picks, [target.market(s.market[0]!)])))!;
    expect(done.moves).toEqual([{ type: 'buyLicence', airline: 'channel', route: o.route }, { type: 'takeShare', from: 'market', airline: s.market[0] }]);
    expect(done.label).toContain(`${o.price} million`);
    expect(done.confirm).toBe(true);
  });

  it('Licences: a second licence, then the draw pile: three moves, each of them one the rules accept in turn', () => {
    const s = started(3, 2);
    const v = def.view(s, 'p1');
    const options = optionsFor(s, 'p1');
    const plan = v.licencePlan!;
    const i = plan.offers.findIndex((_, k) => followers(plan, k).length > 0);
    const o = plan.offers[i]!;
    const x = followers(plan, i).at(-1)!;
    const home = (id: string) => target.city(s.board.airlines.find((a) => a.id === id)!.home);
    // As the shell does: the options are listed again for the picks made so far.
    const opts = (p: Picks) => europeOptions(s.board, v, legalMoves(s, 'p1'), p);
    let picks = picked(pickTarget(options, [], [home(o.airline)]));
    picks = picked(pickTarget(opts(picks), picks, [target.route(o.route)]));
    picks = picked(pickTarget(opts(picks), picks, [home(x.airline)]));
    picks = picked(pickTarget(opts(picks), picks, [target.route(x.route)]));
    picks = picked(pickTarget(opts(picks), picks, [target.deck]));
    const done = completed(opts(picks), picks)!;
    expect(done.moves).toHaveLength(3);
    let t = s;
    for (const m of done.moves) t = play(t, 'p1', m);
    expect(t.current).toBe(1);
  });

  it('Licences: the pairs are listed in full only for the first licence picked; what was listed stays', () => {
    const s = started(5, 3);
    const v = def.view(s, 'p1');
    const legal = legalMoves(s, 'p1');
    const before = europeOptions(s.board, v, legal, []);
    const o = v.licencePlan!.offers.find((_, k) => followers(v.licencePlan!, k).length > 3)!;
    const picks = [
      { key: 'act', value: 'licence' },
      { key: 'airline', value: o.airline },
      { key: 'route', value: o.route },
    ];
    const after = europeOptions(s.board, v, legal, picks);
    const steps = (x: { steps: { key: string; value: string }[] }) => json(x.steps.map((st) => [st.key, st.value]));
    const listed = new Set(after.map(steps));
    for (const x of before) expect(listed.has(steps(x))).toBe(true);
    // Every pair with this first licence, and every share after it, is there now.
    const pairs = consistent(after, picks).filter((x) => x.moves.length === 3);
    expect(pairs).toHaveLength(followers(v.licencePlan!, v.licencePlan!.offers.indexOf(o)).length * v.licencePlan!.finish.length);
    expect(new Set(after.map(steps)).size).toBe(after.length);
  });

  it('Licences, rule A "one or two licences": for each first licence, every second licence the rules allow is a choice, picked in the move list or on the map, and the moves are accepted in turn', () => {
    // A game some turns in (networks have grown), the seat rich enough that the second licence
    // is rarely priced out: the composer is walked as the shell walks it, options listed again
    // after every pick.
    let s = started(4, 5);
    const bot = def.bots[0]!;
    const rng = { next: () => 0.5, int: (n: number) => Math.floor(n / 2), pick: <T>(xs: readonly T[]) => xs[Math.floor(xs.length / 2)]!, shuffle: () => undefined } as never;
    for (let k = 0; k < 12; k++) {
      const p = def.activePlayers(s)[0]!;
      s = play(s, p, bot.choose({ state: s, player: p, legal: legalMoves(s, p), rng }));
    }
    while (s.phase !== 'action') s = play(s, def.activePlayers(s)[0]!, legalMoves(s, def.activePlayers(s)[0]!)[0]!);
    const me = def.activePlayers(s)[0]!;
    s = { ...s, money: { ...s.money, [me]: 30 } };
    const v = def.view(s, me);
    const legal = legalMoves(s, me);
    const plan = v.licencePlan!;
    // Listed once per picks, as the shell lists them again after every pick (asking twice for the
    // same picks, for the values and then their labels, would only list them twice).
    const listed = new Map<string, ReturnType<typeof europeOptions>>();
    const opts = (p: Picks) => {
      const key = json(p);
      if (!listed.has(key)) listed.set(key, europeOptions(s.board, v, legal, p));
      return listed.get(key)!;
    };
    const question = (p: Picks) => groups(consistent(opts(p), p)).find((g) => g.group === 'Buy licences')!.question!;
    const values = (p: Picks, key: string) => {
      const q = question(p);
      expect(q.key).toBe(key);
      return q.choices.map((c) => c.value);
    };
    let pairs = 0;
    plan.offers.forEach((o, i) => {
      const first: Picks = [
        { key: 'act', value: 'licence' },
        { key: 'airline', value: o.airline },
        { key: 'route', value: o.route },
      ];
      const seconds = followers(plan, i);
      // The second airline: none, or any airline that has a licence the rules allow after this one.
      expect(values(first, 'airline2').sort()).toEqual(['none', ...new Set(seconds.map((x) => x.airline))].sort());
      for (const airline of new Set(seconds.map((x) => x.airline))) {
        const withAirline = [...first, { key: 'airline2', value: airline }];
        const want = seconds.filter((x) => x.airline === airline);
        expect(values(withAirline, 'route2').sort()).toEqual(want.map((x) => x.route).sort());
        // Each with its own price (the next free space when the first licence took the cheapest).
        const labels = question(withAirline).choices.map((c) => c.label);
        for (const x of want) expect(labels).toContain(`${namesOf(s.board).route(x.route)} for ${x.price} million`);
        pairs += want.length;
      }
      // After the licences, every share the rules offer.
      expect(values([...first, { key: 'airline2', value: 'none' }], 'share').length).toBe(plan.finish.length);
    });
    expect(pairs).toBeGreaterThan(100);
    // Some second licences exist only because the first grew the network (or took a space).
    expect(plan.offers.some((o, i) => followers(plan, i).some((x) => !plan.offers.some((y) => y.airline === x.airline && y.route === x.route)))).toBe(true);

    // On the map, for pairs where the second licence needs the first: home, route, home, route,
    // the draw pile; the three moves are accepted one after the other.
    const home = (id: string) => target.city(s.board.airlines.find((a) => a.id === id)!.home);
    let walked = 0;
    plan.offers.forEach((o, i) => {
      for (const x of followers(plan, i)) {
        if (walked >= 8 || plan.offers.some((y) => y.airline === x.airline && y.route === x.route)) continue;
        let picks: Picks = [];
        for (const t of [home(o.airline), target.route(o.route), home(x.airline), target.route(x.route), target.deck]) picks = picked(pickTarget(opts(picks), picks, [t]));
        const done = completed(opts(picks), picks)!;
        expect(done.moves).toEqual([
          { type: 'buyLicence', airline: o.airline, route: o.route },
          { type: 'buyLicence', airline: x.airline, route: x.route },
          { type: 'takeShare', from: 'deck' },
        ]);
        let t = s;
        for (const m of done.moves) t = play(t, me, m);
        walked++;
      }
    });
    expect(walked).toBeGreaterThan(3);
  });

  it('Licences: Escape (the picks dropped) leaves nothing composed, and a pick after it starts afresh', () => {
    const s = started(3, 2);
    const v = def.view(s, 'p1');
    const legal = legalMoves(s, 'p1');
    const o = v.licencePlan!.offers[0]!;
    const home = target.city(s.board.airlines.find((a) => a.id === o.airline)!.home);
    let picks = picked(pickTarget(europeOptions(s.board, v, legal, []), [], [home]));
    picks = picked(pickTarget(europeOptions(s.board, v, legal, picks), picks, [target.route(o.route)]));
    // What the shell does on Escape: no picks. The options are those of an untouched turn again.
    const fresh = europeOptions(s.board, v, legal, []);
    expect(json(fresh)).toBe(json(europeOptions(s.board, v, legal)));
    expect(liveTargets(fresh, [])).toContain(home);
    expect(liveTargets(fresh, [])).not.toContain(target.route(o.route));
  });

  it('Lay out shares: choose the airline in the hand, then how many or one of another airline; the dividend is in the words', () => {
    let s = started(3, 2);
    s = { ...s, hands: { ...s.hands, p1: { channel: 3, tiber: 1 } } };
    const options = optionsFor(s, 'p1');
    const lay = options.filter((o) => o.group === 'Lay out shares');
    expect(lay.map((o) => o.label)).toEqual(
      expect.arrayContaining([
        'Lay out 3 Channel Clippers shares: dividend 6 million',
        'Lay out one Channel Clippers and one Tiber Jet share: dividend 4 million',
        'Lay out one Tiber Jet and one Channel Clippers share: dividend 4 million',
      ]),
    );
    const picks = picked(pickTarget(lay, [], [target.hand('channel')]));
    const q = groups(consistent(lay, picks))[0]!.question!;
    expect(q.choices.map((c) => c.label)).toEqual(['1 share (dividend 2 million)', '2 shares (dividend 4 million)', '3 shares (dividend 6 million)', 'and one Tiber Jet share (dividend 4 million)']);
    // Every legal lay-out is among the choices, and nothing else.
    const legal = legalMoves(s, 'p1').filter((m) => m.type === 'playShares');
    expect(new Set(lay.map((o) => json(o.moves[0])))).toEqual(new Set(legal.map(json)));
  });

  it('Lay out shares in German: the move list’s group reads in the table’s language too', async () => {
    let s = started(3, 2);
    s = { ...s, hands: { ...s.hands, p1: { channel: 3, tiber: 1 } } };
    const groupsSeen = await inLocale('de', [europeWords], () => new Set(optionsFor(s, 'p1').map((o) => o.group)));
    expect(groupsSeen).toContain('Aktien auslegen');
    expect(groupsSeen).not.toContain('Lay out shares');
  });

  it('Lay out shares: the short count buttons word the dividend’s money in the reader’s language (the unit too)', async () => {
    let s = started(3, 2);
    s = { ...s, hands: { ...s.hands, p1: { channel: 3, tiber: 1 } } };
    const shorts = (l: 'en' | 'de') =>
      inLocale(l, [europeWords], () => {
        const lay = optionsFor(s, 'p1').filter((o) => o.moves[0]!.type === 'playShares');
        const picks = picked(pickTarget(lay, [], [target.hand('channel')]));
        return groups(consistent(lay, picks))[0]!.question!.choices.map((c) => c.short);
      });
    expect(await shorts('en')).toEqual(['1 (2 M)', '2 (4 M)', '3 (6 M)', '+ TJ']);
    expect(await shorts('de')).toEqual(['1 (2 Mio.)', '2 (4 Mio.)', '3 (6 Mio.)', '+ TJ']);
  });

  it('A bank that cannot pay says so before the move is sent', () => {
    let s = started(3, 2);
    s = { ...s, bank: 3 };
    const money = optionsFor(s, 'p1').find((o) => o.group === 'Take money')!;
    expect(money.label).toBe('Take 8 million (the bank holds 3: it goes bankrupt first and everyone gives back what they hold over 8 million) from the bank');
  });

  it('Trade: 3 cards chosen one by one from the hand or the holdings, sent as the trade and its three cards', () => {
    let s = started(3, 2);
    s = { ...s, hands: { ...s.hands, p1: { channel: 2 } }, holdings: { ...s.holdings, p1: { tiber: 1 } } };
    const options = optionsFor(s, 'p1').filter((o) => o.group.startsWith('Trade'));
    const three = options.filter((o) => o.moves[0]!.type === 'startTrade' && (o.moves[0] as { give: number }).give === 3);
    // channel, channel, tiber in the 3 orders there are.
    expect(three).toHaveLength(3);
    const o = three[0]!;
    let t = s;
    for (const m of o.moves) t = play(t, 'p1', m);
    expect(t.hands.p1!.abacus).toBe(2);
    expect(options.filter((x) => (x.moves[0] as { give: number }).give === 1)).toHaveLength(2);
  });

  it('Scoring: the player to pick takes a share from the market only', () => {
    let s = started(3, 2);
    s = { ...s, phase: 'scoringPick', picks: ['p1', 'p2', 'p3'] };
    const options = optionsFor(s, 'p1');
    expect(options.every((o) => o.moves[0]!.type === 'takeShare' && (o.moves[0] as { from: string }).from === 'market')).toBe(true);
    expect(liveTargets(options, []).sort()).toEqual([...new Set(s.market)].map(target.market).sort());
  });

  it('Every move the host offers is the first move of some choice, in every phase of a whole game', () => {
    let s = started(4, 11);
    const bot = def.bots[0]!;
    let guard = 0;
    const seen = new Set<string>();
    const rng = { next: () => 0.5, int: (n: number) => Math.floor(n / 2), pick: <T>(xs: readonly T[]) => xs[Math.floor(xs.length / 2)]!, shuffle: () => undefined } as never;
    while (!s.over && guard++ < 400) {
      const p = def.activePlayers(s)[0]!;
      const legal = legalMoves(s, p);
      const firsts = new Set(europeOptions(s.board, def.view(s, p), legal).map((o) => json(o.moves[0])));
      for (const m of legal) expect(firsts.has(json(m)), `${s.phase}: ${json(m)}`).toBe(true);
      seen.add(s.phase);
      const move: EuropeMove = bot.choose({ state: s, player: p, legal, rng });
      s = play(s, p, move);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['action', 'licence', 'scoringPick']));
  });
});
