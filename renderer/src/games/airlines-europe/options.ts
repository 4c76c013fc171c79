/**
 * The Airlines Europe legal moves as choices for a person: grouped, in words, with the map and
 * panel targets that pick them, and whole actions composed on the client (licences then a
 * share; shares laid out; cards traded) so nothing is sent until the action is complete. Only
 * moves the host offers are sent; what they do (prices, the share track after a licence, what
 * may follow a first licence) is read from the host's view. No rule is worked out here.
 */
import { followers } from '../../../../games/airlines-europe/plan.js';
import type { EuropeBoard, EuropeMove, EuropeView, LicenceOffer, LicencePlan } from '../../../../games/airlines-europe/types.js';
import type { MoveOption, Picks, Step } from '../../table-shell/composer.js';
import { namesOf, type Names } from './names.js';
import { words } from './i18n/index.js';
import { Listing } from './listing.js';

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

type Option = MoveOption<EuropeMove>;
type ShareMove = EuropeMove & { type: 'takeShare' };

/** "2 million", with what a short bank does first. */
function payWords(view: EuropeView, amount: number): string {
  const short = view.bank < amount;
  return short ? t('europe.opt.payShort', { amount, bank: view.bank, keep: view.payments.bankruptKeep }) : t('europe.opt.pay', { amount });
}

/**
 * The language the words are shown in, as part of what a kept listing is for (an area switches
 * once its catalogue is in); read reactively, so the shell's listing follows a change of language.
 */
const languageNow = (): string => words.locale();

/** The listing last made: the shell lists the same view's options again after every pick. */
let kept: Listing | null = null;

/**
 * `picks`: the move composed so far. Two licences and a share multiply into tens of thousands of
 * ways on a busy turn, so the pairs are listed in full only for the first licence picked; for
 * the others, one pair per airline that could follow stands for the rest (a real pair: it keeps
 * the second licence open as a choice until the first is picked).
 */
export function europeOptions(board: EuropeBoard, view: EuropeView, legal: readonly EuropeMove[], picks: Picks = []): Option[] {
  const language = languageNow();
  if (!kept?.serves(board, view, legal, language)) kept = new Listing(board, view, legal, language, true);
  return listOptions(kept, picks);
}

/** The same listing with every part made afresh, nothing kept: what the kept listing is held to. */
export function plainEuropeOptions(board: EuropeBoard, view: EuropeView, legal: readonly EuropeMove[], picks: Picks = []): Option[] {
  return listOptions(new Listing(board, view, legal, languageNow(), false), picks);
}

function listOptions(l: Listing, picks: Picks): Option[] {
  const view = l.view;
  switch (view.phase) {
    case 'opening':
      return [...l.once('opening', () => openingOptions(l))];
    case 'action':
    case 'licence': {
      const out = licenceOptions(l, picks);
      if (view.phase === 'licence') return out;
      for (const o of l.once('others', () => [...layOptions(l), ...tradeOptions(l), ...moneyOptions(l)])) out.push(o);
      return out;
    }
    case 'trade':
      return [...l.once('discards', () => discardOptions(l))];
    case 'scoringPick':
      return [...l.once('picks', () => scoringPickOptions(l))];
    default:
      return [];
  }
}

const act = (value: string, label: string): Step => ({ key: 'act', value, label });

function airlineStep(l: Listing, key: string, id: string, withTarget: boolean): Step {
  return l.once(`airline\u0000${key}\u0000${id}\u0000${withTarget}`, () => {
    const names = l.names;
    const home = names.home(id);
    return {
      key,
      value: id,
      label: `${names.initials(id)} · ${names.airline(id)}`,
      short: names.initials(id),
      ...(names.colour(id) ? { colour: names.colour(id)! } : {}),
      ...(withTarget && home ? { target: target.city(home) } : {}),
    };
  });
}

function shareStep(l: Listing, key: string, m: ShareMove): Step {
  return l.once(`share\u0000${key}\u0000${m.from}\u0000${m.airline}`, (): Step => {
    const names = l.names;
    return m.from === 'deck'
      ? { key, value: 'deck', label: t('europe.opt.deckShare'), short: t('europe.opt.deckShort'), target: target.deck }
      : { key, value: `market:${m.airline}`, label: t('europe.opt.marketShare', { airline: names.airline(m.airline!) }), short: names.initials(m.airline!), ...(names.colour(m.airline!) ? { colour: names.colour(m.airline!)! } : {}), target: target.market(m.airline!) };
  });
}

const sharesIn = (legal: readonly EuropeMove[]) => legal.filter((m): m is ShareMove => m.type === 'takeShare');

function openingOptions(l: Listing): Option[] {
  const names = l.names;
  const out: Option[] = [];
  for (const m of l.legal) {
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
          { ...airlineStep(l, 'first', x, false), target: target.hand(x) },
          { ...airlineStep(l, 'second', y, false), target: target.hand(y) },
        ],
        moves: [m],
        confirm: true,
      });
    }
  }
  return out;
}

function discardOptions(l: Listing): Option[] {
  const names = l.names;
  const out: Option[] = [];
  for (const m of l.legal) {
    if (m.type !== 'discard') continue;
    const label = t('europe.opt.cardFrom', { airline: names.airline(m.airline), from: m.from });
    out.push({ group: t('europe.group.giveCard', { abacus: names.airline('abacus') }), label: t('europe.opt.give', { what: label }), steps: [{ key: 'card1', value: `${m.from}:${m.airline}`, label }], moves: [m] });
  }
  return out;
}

function scoringPickOptions(l: Listing): Option[] {
  return sharesIn(l.legal).map((m) => {
    const s = shareStep(l, 'take', m);
    return { group: t('europe.group.takeMarket'), label: t('europe.opt.take', { what: s.label }), steps: [s], moves: [m] };
  });
}

function moneyOptions(l: Listing): Option[] {
  if (!l.legal.some((m) => m.type === 'takeMoney')) return [];
  return [{ group: t('europe.group.money'), label: t('europe.opt.money', { pay: payWords(l.view, l.view.payments.takeMoney) }), steps: [act('money', t('europe.group.money'))], moves: [{ type: 'takeMoney' }], testid: 'do-take-money' }];
}

/** What every licence option of a listing shares: its heading, first step and the ways to end. */
interface LicenceKit {
  first: boolean;
  group: string;
  head: Step[];
  none: Step;
  finishes: { step: Step; move: EuropeMove; words: string; alone: string }[];
}

function licenceKit(l: Listing, plan: LicencePlan): LicenceKit {
  const first = l.view.phase === 'action';
  // After the licences: a share, or (nothing left anywhere) the turn ends.
  // In the action phase the shares come after the licences: the view says which (the plan's `finish`).
  const endTurn = l.legal.find((m) => m.type === 'endTurn');
  const after = first ? plan.finish : [...sharesIn(l.legal), ...(endTurn ? [endTurn] : [])];
  return {
    first,
    group: first ? t('europe.group.licences') : t('europe.group.second'),
    head: first ? [act('licence', t('europe.opt.licenceAct'))] : [],
    none: { key: 'airline2', value: 'none', label: t('europe.opt.noSecond') },
    finishes: after.map((m) => {
      if (m.type !== 'takeShare') return { step: { key: 'share', value: 'none', label: t('europe.opt.noShare') }, move: m, words: t('europe.opt.noneLeft'), alone: t('europe.opt.noneLeft') };
      const step = shareStep(l, 'share', m);
      return { step, move: m, words: t('europe.opt.thenTake', { what: step.label }), alone: t('europe.opt.takeLower', { what: step.label }) };
    }),
  };
}

const routeStep = (l: Listing, key: string, o: LicenceOffer): Step =>
  l.once(`route\u0000${key}\u0000${o.route}\u0000${o.price}`, () => ({ key, value: o.route, label: t('europe.opt.routeFor', { route: l.names.route(o.route), price: o.price }), target: target.route(o.route) }));
const licenceWords = (l: Listing, o: LicenceOffer): string =>
  l.once(`words\u0000${o.airline}\u0000${o.route}\u0000${o.price}`, () => t('europe.opt.licenceWords', { initials: l.names.initials(o.airline), route: l.names.route(o.route), price: o.price }));
const buy = (o: LicenceOffer): EuropeMove => ({ type: 'buyLicence', airline: o.airline, route: o.route });

/**
 * (A) One or two licences, then a share: one option per licence (or pair of licences, in the
 * order picked) and share. The second licence and the prices come from the view's licence plan.
 */
function licenceOptions(l: Listing, picks: Picks): Option[] {
  const plan = l.view.licencePlan;
  if (!plan) return [...l.once('after', () => afterLicences(l))];
  const kit = l.once('kit', () => licenceKit(l, plan));
  const chosen = (key: string) => picks.find((p) => p.key === key)?.value;
  const open = plan.offers.findIndex((o) => o.airline === chosen('airline') && o.route === chosen('route'));
  const out: Option[] = [];
  for (let i = 0; i < plan.offers.length; i++) {
    for (const o of l.once(`offer\u0000${i}\u0000${i === open}`, () => offerOptions(l, plan, kit, i, i === open))) out.push(o);
  }
  if (!kit.first) {
    // The share alone, without a second licence.
    for (const f of kit.finishes) out.push({ group: t('europe.group.take'), label: t('europe.opt.noSecondThen', { what: f.alone }), steps: [f.step], moves: [f.move] });
  }
  return out;
}

/** After the licences, nothing to buy: take the share (or end the turn with none left). */
function afterLicences(l: Listing): Option[] {
  const out: Option[] = sharesIn(l.legal).map((m) => {
    const s = shareStep(l, 'share', m);
    return { group: t('europe.group.take'), label: t('europe.opt.take', { what: s.label }), steps: [s], moves: [m] };
  });
  const endTurn = l.legal.find((m) => m.type === 'endTurn');
  if (endTurn) out.push({ group: t('europe.group.end'), label: t('europe.opt.end'), steps: [act('end', t('europe.group.end'))], moves: [endTurn] });
  return out;
}

/** The options that start with offer `i`: every pair and share when it is the licence picked (`open`). */
function offerOptions(l: Listing, plan: LicencePlan, kit: LicenceKit, i: number, open: boolean): Option[] {
  const o = plan.offers[i]!;
  const a = airlineStep(l, 'airline', o.airline, true);
  const r = routeStep(l, 'route', o);
  let seconds = kit.first ? followers(plan, i) : [];
  if (!open) {
    // Not the licence picked: one second licence per airline stands for the others, with one share.
    const seen = new Set<string>();
    seconds = seconds.filter((x) => !seen.has(x.airline) && seen.add(x.airline));
  }
  const pairs: { steps: Step[]; moves: EuropeMove[]; words: string }[] = [
    { steps: kit.first ? [kit.none] : [], moves: [buy(o)], words: t('europe.opt.licence', { one: licenceWords(l, o) }) },
    ...seconds.map((x) => ({
      steps: [airlineStep(l, 'airline2', x.airline, true), routeStep(l, 'route2', x)],
      moves: [buy(o), buy(x)],
      words: t('europe.opt.licences', { one: licenceWords(l, o), two: licenceWords(l, x) }),
    })),
  ];
  const out: Option[] = [];
  pairs.forEach((p, k) => {
    for (const f of open || k === 0 ? kit.finishes : kit.finishes.slice(0, 1)) {
      out.push({ group: kit.group, label: t('europe.opt.licenceThen', { licences: p.words, then: f.words }), steps: [...kit.head, a, r, ...p.steps, f.step], moves: [...p.moves, f.move], confirm: true });
    }
  });
  return out;
}

/** (B) Lay out shares: all of one airline, or one each of two; the dividend in the label. */
function layOptions(l: Listing): Option[] {
  const { view, names } = l;
  const out: Option[] = [];
  const group = t('europe.group.lay');
  const a = act('lay', group);
  for (const m of l.legal) {
    if (m.type !== 'playShares') continue;
    const pay = payWords(view, m.airlines.length * view.payments.dividendPerShare);
    const kinds = [...new Set(m.airlines)];
    if (kinds.length === 1) {
      const k = kinds[0]!;
      const n = m.airlines.length;
      out.push({
        group,
        label: t('europe.opt.layN', { n, airline: names.airline(k), pay }),
        steps: [a, { ...airlineStep(l, 'lay', k, false), target: target.hand(k) }, { key: 'more', value: `count:${n}`, label: t('europe.opt.sharesPay', { n, pay }), short: t('europe.opt.sharesShort', { n, money: t('europe.stat.money', { money: n * view.payments.dividendPerShare }) }) }],
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
            { ...airlineStep(l, 'lay', p, false), target: target.hand(p) },
            { key: 'more', value: `and:${q}`, label: t('europe.opt.andOne', { airline: names.airline(q), pay }), short: `+ ${names.initials(q)}`, ...(names.colour(q) ? { colour: names.colour(q)! } : {}), target: target.hand(q) },
          ],
          moves: [m],
          confirm: true,
        });
      }
    }
  }
  return out;
}

/** Where the cards go in the trade's words: a character no catalogue or board name holds. */
const CARDS = '\u0001';

/**
 * (C) Trade 1 card for 1 Air Abacus share, or 3 for 2: the cards chosen one by one from the hand
 * or the holdings (face up), as many of a kind as the seat has, then sent as the trade's moves.
 * A hand of several kinds gives hundreds of orders: each card's words are made once.
 */
function tradeOptions(l: Listing): Option[] {
  const { view, names } = l;
  const you = view.players.find((p) => p.id === view.you);
  if (!you || !view.hand) return [];
  const sources: { from: 'hand' | 'holdings'; airline: string; n: number }[] = [
    ...Object.entries(view.hand).map(([airline, n]) => ({ from: 'hand' as const, airline, n })),
    ...Object.entries(you.holdings).map(([airline, n]) => ({ from: 'holdings' as const, airline, n })),
  ].filter((s) => s.n > 0);
  const abacus = names.airline('abacus');
  const a = act('trade', t('europe.opt.tradeAct', { abacus }));
  const group = t('europe.group.trade', { abacus });
  const short = l.each((i) => t('europe.opt.cardShort', { airline: names.airline(sources[i]!.airline), from: sources[i]!.from }));
  // A card's step by its place in the trade (k, 0-based) and its source (i).
  const cardSteps = [0, 1, 2].map((k) =>
    l.each((i): Step => {
      const c = sources[i]!;
      return { key: `card${k + 1}`, value: `${c.from}:${c.airline}`, label: t('europe.opt.cardFrom', { airline: names.airline(c.airline), from: c.from }), short: t('europe.opt.cardTiny', { initials: names.initials(c.airline), from: c.from }) };
    }),
  );
  // The trade in words (an ICU plural): worded once per number of shares, the cards put in their place.
  const tradeWords = l.each((n) => t('europe.opt.trade', { cards: CARDS, n, abacus }));
  const tradeLabel = (cards: string, n: number) => (l.keep ? tradeWords(n).replace(CARDS, () => cards) : t('europe.opt.trade', { cards, n, abacus }));
  const out: Option[] = [];
  for (const m of l.legal) {
    if (m.type !== 'startTrade') continue;
    const give = m.give;
    const receive = give === 3 ? 2 : 1;
    const giveStep: Step = { key: 'give', value: String(give), label: t('europe.opt.giveFor', { give, receive }) };
    const walk = (picked: number[], left: number[]): void => {
      if (picked.length === give) {
        out.push({
          group,
          label: tradeLabel(picked.map((i) => short(i)).join(', '), receive),
          steps: [a, giveStep, ...picked.map((i, k) => cardSteps[k]!(i))],
          moves: [m, ...picked.map((i): EuropeMove => ({ type: 'discard', from: sources[i]!.from, airline: sources[i]!.airline }))],
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
  return out;
}
