/**
 * The Airlines Europe legal moves as choices for a person: grouped, in words, with the map and
 * panel targets that pick them, and whole actions composed on the client (licences then a
 * share; shares laid out; cards traded) so nothing is sent until the action is complete. Only
 * moves the host offers are sent; what they do (prices, the share track after a licence, what
 * may follow a first licence) is read from the host's view. No rule is worked out here.
 */
import { followers } from '../../../../games/airlines-europe/plan.js';
import type { EuropeBoard, EuropeMove, EuropeView, LicenceOffer } from '../../../../games/airlines-europe/types.js';
import type { MoveOption, Picks, Step } from '../../table-shell/composer.js';
import { namesOf, type Names } from './names.js';
import { words } from './i18n/index.js';

export { namesOf, type Names };

const { t } = words;

/** Target ids the scene and panels understand. */
export const target = {
  city: (id: string) => `city:${id}`,
  route: (id: string) => `route:${id}`,
  hand: (airline: string) => `hand:${airline}`,
  market: (airline: string) => `market:${airline}`,
  deck: 'deck',
};

export const QUESTIONS: Record<string, string> = {
  get act() {
    return t('europe.q.act');
  },
  get first() {
    return t('europe.q.first');
  },
  get second() {
    return t('europe.q.second');
  },
  get airline() {
    return t('europe.q.airline');
  },
  get route() {
    return t('europe.q.route');
  },
  get airline2() {
    return t('europe.q.airline2');
  },
  get route2() {
    return t('europe.q.route2');
  },
  get share() {
    return t('europe.q.share');
  },
  get lay() {
    return t('europe.q.lay');
  },
  get more() {
    return t('europe.q.more');
  },
  get give() {
    return t('europe.q.give');
  },
  get card1() {
    return t('europe.q.card1');
  },
  get card2() {
    return t('europe.q.card2');
  },
  get card3() {
    return t('europe.q.card3');
  },
  get take() {
    return t('europe.q.take');
  },
};



/** "2 million", with what a short bank does first. */
function payWords(view: EuropeView, amount: number): string {
  const short = view.bank < amount;
  return short ? t('europe.opt.payShort', { amount, bank: view.bank, keep: view.payments.bankruptKeep }) : t('europe.opt.pay', { amount });
}

/**
 * `picks`: the move composed so far. Two licences and a share multiply into tens of thousands of
 * ways on a busy turn, so the pairs are listed in full only for the first licence picked; for
 * the others, one pair per airline that could follow stands for the rest (a real pair: it keeps
 * the second licence open as a choice until the first is picked).
 */
export function europeOptions(board: EuropeBoard, view: EuropeView, legal: readonly EuropeMove[], picks: Picks = []): MoveOption<EuropeMove>[] {
  const names = namesOf(board);
  const out: MoveOption<EuropeMove>[] = [];
  const act = (value: string, label: string): Step => ({ key: 'act', value, label });
  const airlineStep = (key: string, id: string, withTarget: boolean): Step => {
    const home = names.home(id);
    return {
      key,
      value: id,
      label: `${names.initials(id)} · ${names.airline(id)}`,
      short: names.initials(id),
      ...(names.colour(id) ? { colour: names.colour(id)! } : {}),
      ...(withTarget && home ? { target: target.city(home) } : {}),
    };
  };
  const shareStep = (key: string, m: EuropeMove & { type: 'takeShare' }): Step =>
    m.from === 'deck'
      ? { key, value: 'deck', label: t('europe.opt.deckShare'), short: t('europe.opt.deckShort'), target: target.deck }
      : { key, value: `market:${m.airline}`, label: t('europe.opt.marketShare', { airline: names.airline(m.airline!) }), short: names.initials(m.airline!), ...(names.colour(m.airline!) ? { colour: names.colour(m.airline!)! } : {}), target: target.market(m.airline!) };

  const shares = legal.filter((m): m is EuropeMove & { type: 'takeShare' } => m.type === 'takeShare');
  const endTurn = legal.find((m) => m.type === 'endTurn');

  switch (view.phase) {
    case 'opening': {
      for (const m of legal) {
        if (m.type !== 'chooseOpening') continue;
        const [a, b] = m.airlines as [string, string];
        // Either card may be picked first.
        for (const [x, y] of [
          [a, b],
          [b, a],
        ] as const) {
          out.push({
            group: t('europe.group.keep'),
            label: t('europe.opt.keep', { a: names.airline(a), b: names.airline(b) }),
            steps: [
              { ...airlineStep('first', x, false), target: target.hand(x) },
              { ...airlineStep('second', y, false), target: target.hand(y) },
            ],
            moves: [m],
            confirm: true,
          });
        }
      }
      return out;
    }
    case 'action':
    case 'licence': {
      licenceOptions(view, picks, shares, endTurn, names, act, airlineStep, shareStep, out);
      if (view.phase === 'licence') return out;
      layOptions(view, legal, names, act, airlineStep, out);
      tradeOptions(view, legal, names, act, out);
      if (legal.some((m) => m.type === 'takeMoney')) {
        out.push({ group: t('europe.group.money'), label: t('europe.opt.money', { pay: payWords(view, view.payments.takeMoney) }), steps: [act('money', t('europe.group.money'))], moves: [{ type: 'takeMoney' }], testid: 'do-take-money' });
      }
      return out;
    }
    case 'trade': {
      for (const m of legal) {
        if (m.type !== 'discard') continue;
        const label = t('europe.opt.cardFrom', { airline: names.airline(m.airline), from: m.from });
        out.push({ group: t('europe.group.giveCard', { abacus: names.airline('abacus') }), label: t('europe.opt.give', { what: label }), steps: [{ key: 'card1', value: `${m.from}:${m.airline}`, label }], moves: [m] });
      }
      return out;
    }
    case 'scoringPick': {
      for (const m of shares) {
        const s = shareStep('take', m);
        out.push({ group: t('europe.group.takeMarket'), label: t('europe.opt.take', { what: s.label }), steps: [s], moves: [m] });
      }
      return out;
    }
    default:
      return out;
  }
}

type ActFn = (value: string, label: string) => Step;
type AirlineStepFn = (key: string, id: string, withTarget: boolean) => Step;
type ShareStepFn = (key: string, m: EuropeMove & { type: 'takeShare' }) => Step;

/**
 * (A) One or two licences, then a share: one option per licence (or pair of licences, in the
 * order picked) and share. The second licence and the prices come from the view's licence plan.
 */
function licenceOptions(
  view: EuropeView,
  picks: Picks,
  shares: (EuropeMove & { type: 'takeShare' })[],
  endTurn: EuropeMove | undefined,
  names: Names,
  act: ActFn,
  airlineStep: AirlineStepFn,
  shareStep: ShareStepFn,
  out: MoveOption<EuropeMove>[],
): void {
  const plan = view.licencePlan;
  if (!plan) {
    // After the licences, nothing to buy: take the share (or end the turn with none left).
    for (const m of shares) {
      const s = shareStep('share', m);
      out.push({ group: t('europe.group.take'), label: t('europe.opt.take', { what: s.label }), steps: [s], moves: [m] });
    }
    if (endTurn) out.push({ group: t('europe.group.end'), label: t('europe.opt.end'), steps: [act('end', t('europe.group.end'))], moves: [endTurn] });
    return;
  }
  const first = view.phase === 'action';
  const group = first ? t('europe.group.licences') : t('europe.group.second');
  const head = first ? [act('licence', t('europe.opt.licenceAct'))] : [];
  // After the licences: a share, or (nothing left anywhere) the turn ends.
  // In the action phase the shares come after the licences: the view says which (the plan's `finish`).
  const after = first ? plan.finish : [...shares, ...(endTurn ? [endTurn] : [])];
  const finishes: { step: Step; move: EuropeMove; words: string; alone: string }[] = after.map((m) => {
    if (m.type !== 'takeShare') return { step: { key: 'share', value: 'none', label: t('europe.opt.noShare') }, move: m, words: t('europe.opt.noneLeft'), alone: t('europe.opt.noneLeft') };
    const step = shareStep('share', m);
    return { step, move: m, words: t('europe.opt.thenTake', { what: step.label }), alone: t('europe.opt.takeLower', { what: step.label }) };
  });
  const routeStep = (key: string, o: LicenceOffer): Step => ({ key, value: o.route, label: t('europe.opt.routeFor', { route: names.route(o.route), price: o.price }), target: target.route(o.route) });
  const licenceWords = (o: LicenceOffer) => t('europe.opt.licenceWords', { initials: names.initials(o.airline), route: names.route(o.route), price: o.price });
  const buy = (o: LicenceOffer): EuropeMove => ({ type: 'buyLicence', airline: o.airline, route: o.route });
  const none: Step = { key: 'airline2', value: 'none', label: t('europe.opt.noSecond') };
  const chosen = (key: string) => picks.find((p) => p.key === key)?.value;
  const open = plan.offers.findIndex((o) => o.airline === chosen('airline') && o.route === chosen('route'));
  plan.offers.forEach((o, i) => {
    const a = airlineStep('airline', o.airline, true);
    const r = routeStep('route', o);
    let seconds = first ? followers(plan, i) : [];
    if (i !== open) {
      // Not the licence picked: one second licence per airline stands for the others, with one share.
      const seen = new Set<string>();
      seconds = seconds.filter((x) => !seen.has(x.airline) && seen.add(x.airline));
    }
    const pairs: { steps: Step[]; moves: EuropeMove[]; words: string }[] = [
      { steps: first ? [none] : [], moves: [buy(o)], words: t('europe.opt.licence', { one: licenceWords(o) }) },
      ...seconds.map((x) => ({
        steps: [airlineStep('airline2', x.airline, true), routeStep('route2', x)],
        moves: [buy(o), buy(x)],
        words: t('europe.opt.licences', { one: licenceWords(o), two: licenceWords(x) }),
      })),
    ];
    pairs.forEach((p, k) => {
      for (const f of i === open || k === 0 ? finishes : finishes.slice(0, 1)) {
        out.push({ group, label: t('europe.opt.licenceThen', { licences: p.words, then: f.words }), steps: [...head, a, r, ...p.steps, f.step], moves: [...p.moves, f.move], confirm: true });
      }
    });
  });
  if (!first) {
    // The share alone, without a second licence.
    for (const f of finishes) out.push({ group: t('europe.group.take'), label: t('europe.opt.noSecondThen', { what: f.alone }), steps: [f.step], moves: [f.move] });
  }
}

/** (B) Lay out shares: all of one airline, or one each of two; the dividend in the label. */
function layOptions(view: EuropeView, legal: readonly EuropeMove[], names: Names, act: ActFn, airlineStep: AirlineStepFn, out: MoveOption<EuropeMove>[]): void {
  const group = t('europe.group.lay');
  const a = act('lay', group);
  for (const m of legal) {
    if (m.type !== 'playShares') continue;
    const pay = payWords(view, m.airlines.length * view.payments.dividendPerShare);
    const kinds = [...new Set(m.airlines)];
    if (kinds.length === 1) {
      const k = kinds[0]!;
      const n = m.airlines.length;
      out.push({
        group,
        label: t('europe.opt.layN', { n, airline: names.airline(k), pay }),
        steps: [a, { ...airlineStep('lay', k, false), target: target.hand(k) }, { key: 'more', value: `count:${n}`, label: t('europe.opt.sharesPay', { n, pay }), short: `${n} (${n * view.payments.dividendPerShare} M)` }],
        moves: [m],
        confirm: true,
      });
    } else {
      const [x, y] = kinds as [string, string];
      for (const [p, q] of [
        [x, y],
        [y, x],
      ] as const) {
        out.push({
          group,
          label: t('europe.opt.layPair', { a: names.airline(p), b: names.airline(q), pay }),
          steps: [
            a,
            { ...airlineStep('lay', p, false), target: target.hand(p) },
            { key: 'more', value: `and:${q}`, label: t('europe.opt.andOne', { airline: names.airline(q), pay }), short: `+ ${names.initials(q)}`, ...(names.colour(q) ? { colour: names.colour(q)! } : {}), target: target.hand(q) },
          ],
          moves: [m],
          confirm: true,
        });
      }
    }
  }
}

/**
 * (C) Trade 1 card for 1 Air Abacus share, or 3 for 2: the cards chosen one by one from the hand
 * or the holdings (face up), as many of a kind as the seat has, then sent as the trade's moves.
 */
function tradeOptions(view: EuropeView, legal: readonly EuropeMove[], names: Names, act: ActFn, out: MoveOption<EuropeMove>[]): void {
  const you = view.players.find((p) => p.id === view.you);
  if (!you || !view.hand) return;
  const sources: { from: 'hand' | 'holdings'; airline: string; n: number }[] = [
    ...Object.entries(view.hand).map(([airline, n]) => ({ from: 'hand' as const, airline, n })),
    ...Object.entries(you.holdings).map(([airline, n]) => ({ from: 'holdings' as const, airline, n })),
  ].filter((s) => s.n > 0);
  const a = act('trade', t('europe.opt.tradeAct', { abacus: names.airline('abacus') }));
  for (const m of legal) {
    if (m.type !== 'startTrade') continue;
    const give = m.give;
    const receive = give === 3 ? 2 : 1;
    const giveStep: Step = { key: 'give', value: String(give), label: t('europe.opt.giveFor', { give, receive }) };
    const walk = (picked: number[], left: number[]): void => {
      if (picked.length === give) {
        const cards = picked.map((i) => sources[i]!);
        out.push({
          group: t('europe.group.trade', { abacus: names.airline('abacus') }),
          label: t('europe.opt.trade', { cards: cards.map((c) => t('europe.opt.cardShort', { airline: names.airline(c.airline), from: c.from })).join(', '), n: receive, abacus: names.airline('abacus') }),
          steps: [
            a,
            giveStep,
            ...cards.map((c, k) => ({ key: `card${k + 1}`, value: `${c.from}:${c.airline}`, label: t('europe.opt.cardFrom', { airline: names.airline(c.airline), from: c.from }), short: t('europe.opt.cardTiny', { initials: names.initials(c.airline), from: c.from }) })),
          ],
          moves: [m, ...cards.map((c): EuropeMove => ({ type: 'discard', from: c.from, airline: c.airline }))],
          confirm: true,
        });
        return;
      }
      left.forEach((n, i) => {
        if (n <= 0) return;
        const next = [...left];
        next[i] = n - 1;
        walk([...picked, i], next);
      });
    };
    walk([], sources.map((s) => s.n));
  }
}
