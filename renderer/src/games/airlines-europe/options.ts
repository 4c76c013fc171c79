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

/** Target ids the scene and panels understand. */
export const target = {
  city: (id: string) => `city:${id}`,
  route: (id: string) => `route:${id}`,
  hand: (airline: string) => `hand:${airline}`,
  market: (airline: string) => `market:${airline}`,
  deck: 'deck',
};

export const QUESTIONS: Record<string, string> = {
  act: 'What do you do?',
  first: 'Which share do you keep first?',
  second: 'And the other one (a different airline)?',
  airline: 'For which airline? (its home airport glows on the map)',
  route: 'Which route? (highlighted on the map, with its price)',
  airline2: 'A second licence? (pick an airline, or none)',
  route2: 'Which route for the second licence?',
  share: 'Then take which share? (the stock market or the draw pile)',
  lay: 'Lay out shares of which airline?',
  more: 'How many, or one share of another airline?',
  give: 'Give 1 card for 1 share, or 3 cards for 2?',
  card1: 'Which card do you give?',
  card2: 'Which second card?',
  card3: 'Which third card?',
  take: 'Which share do you take?',
};

/** Names the screen needs, from the board. */
export interface Names {
  airline(id: string): string;
  initials(id: string): string;
  colour(id: string): string | undefined;
  home(id: string): string | undefined;
  route(id: string): string;
}

export function namesOf(board: EuropeBoard): Names {
  const airlines = new Map(board.airlines.map((a) => [a.id, a]));
  const cities = new Map(board.cities.map((c) => [c.id, c.name]));
  const routes = new Map(board.routes.map((r) => [r.id, r]));
  return {
    airline: (id) => (id === 'abacus' ? board.abacus.name : (airlines.get(id)?.name ?? id)),
    initials: (id) => (id === 'abacus' ? 'AB' : (airlines.get(id)?.initials ?? id)),
    colour: (id) => (id === 'abacus' ? board.abacus.colour : airlines.get(id)?.colour),
    home: (id) => airlines.get(id)?.home,
    route: (id) => {
      const r = routes.get(id);
      return r ? `${cities.get(r.from) ?? r.from}–${cities.get(r.to) ?? r.to}` : id;
    },
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 million", with what a short bank does first. */
function payWords(view: EuropeView, amount: number): string {
  const short = view.bank < amount;
  return `${amount} million${short ? ` (the bank holds ${view.bank}: it goes bankrupt first and everyone gives back what they hold over ${view.payments.bankruptKeep} million)` : ''}`;
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
      ? { key, value: 'deck', label: 'the top share of the draw pile', short: 'Draw pile', target: target.deck }
      : { key, value: `market:${m.airline}`, label: `${names.airline(m.airline!)} from the stock market`, short: names.initials(m.airline!), ...(names.colour(m.airline!) ? { colour: names.colour(m.airline!)! } : {}), target: target.market(m.airline!) };

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
            group: 'Keep two shares',
            label: `Keep ${names.airline(a)} and ${names.airline(b)} as your first shares`,
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
        out.push({ group: 'Take money', label: `Take ${payWords(view, view.payments.takeMoney)} from the bank`, steps: [act('money', 'Take money')], moves: [{ type: 'takeMoney' }], testid: 'do-take-money' });
      }
      return out;
    }
    case 'trade': {
      for (const m of legal) {
        if (m.type !== 'discard') continue;
        const label = `${names.airline(m.airline)} from your ${m.from === 'hand' ? 'hand' : 'holdings (face up)'}`;
        out.push({ group: 'Give a card for Air Abacus', label: `Give ${label}`, steps: [{ key: 'card1', value: `${m.from}:${m.airline}`, label }], moves: [m] });
      }
      return out;
    }
    case 'scoringPick': {
      for (const m of shares) {
        const s = shareStep('take', m);
        out.push({ group: 'Take a share from the stock market', label: `Take ${s.label}`, steps: [s], moves: [m] });
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
      out.push({ group: 'Take a share', label: `Take ${s.label}`, steps: [s], moves: [m] });
    }
    if (endTurn) out.push({ group: 'End the turn', label: 'End the turn (no share is left to take)', steps: [act('end', 'End the turn')], moves: [endTurn] });
    return;
  }
  const first = view.phase === 'action';
  const group = first ? 'Buy licences' : 'A second licence';
  const head = first ? [act('licence', 'Buy one or two licences, then take a share')] : [];
  // After the licences: a share, or (nothing left anywhere) the turn ends.
  // In the action phase the shares come after the licences: the view says which (the plan's `finish`).
  const after = first ? plan.finish : [...shares, ...(endTurn ? [endTurn] : [])];
  const finishes: { step: Step; move: EuropeMove; words: string }[] = after.map((m) => {
    if (m.type !== 'takeShare') return { step: { key: 'share', value: 'none', label: 'no share (none is left)' }, move: m, words: 'no share is left to take' };
    const step = shareStep('share', m);
    return { step, move: m, words: `then take ${step.label}` };
  });
  const routeStep = (key: string, o: LicenceOffer): Step => ({ key, value: o.route, label: `${names.route(o.route)} for ${o.price} million`, target: target.route(o.route) });
  const licenceWords = (o: LicenceOffer) => `${names.initials(o.airline)} ${names.route(o.route)} (${o.price} million)`;
  const buy = (o: LicenceOffer): EuropeMove => ({ type: 'buyLicence', airline: o.airline, route: o.route });
  const none: Step = { key: 'airline2', value: 'none', label: 'No second licence' };
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
      { steps: first ? [none] : [], moves: [buy(o)], words: `Licence ${licenceWords(o)}` },
      ...seconds.map((x) => ({
        steps: [airlineStep('airline2', x.airline, true), routeStep('route2', x)],
        moves: [buy(o), buy(x)],
        words: `Licences ${licenceWords(o)} and ${licenceWords(x)}`,
      })),
    ];
    pairs.forEach((p, k) => {
      for (const f of i === open || k === 0 ? finishes : finishes.slice(0, 1)) {
        out.push({ group, label: `${p.words}, ${f.words}`, steps: [...head, a, r, ...p.steps, f.step], moves: [...p.moves, f.move], confirm: true });
      }
    });
  });
  if (!first) {
    // The share alone, without a second licence.
    for (const f of finishes) out.push({ group: 'Take a share', label: `No second licence: ${f.words.replace(/^then /, '')}`, steps: [f.step], moves: [f.move] });
  }
}

/** (B) Lay out shares: all of one airline, or one each of two; the dividend in the label. */
function layOptions(view: EuropeView, legal: readonly EuropeMove[], names: Names, act: ActFn, airlineStep: AirlineStepFn, out: MoveOption<EuropeMove>[]): void {
  const a = act('lay', 'Lay out shares');
  for (const m of legal) {
    if (m.type !== 'playShares') continue;
    const pay = payWords(view, m.airlines.length * view.payments.dividendPerShare);
    const kinds = [...new Set(m.airlines)];
    if (kinds.length === 1) {
      const k = kinds[0]!;
      const n = m.airlines.length;
      out.push({
        group: 'Lay out shares',
        label: `Lay out ${plural(n, `${names.airline(k)} share`)}: dividend ${pay}`,
        steps: [a, { ...airlineStep('lay', k, false), target: target.hand(k) }, { key: 'more', value: `count:${n}`, label: `${plural(n, 'share')} (dividend ${pay})`, short: `${n} (${n * view.payments.dividendPerShare} M)` }],
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
          group: 'Lay out shares',
          label: `Lay out one ${names.airline(p)} and one ${names.airline(q)} share: dividend ${pay}`,
          steps: [
            a,
            { ...airlineStep('lay', p, false), target: target.hand(p) },
            { key: 'more', value: `and:${q}`, label: `and one ${names.airline(q)} share (dividend ${pay})`, short: `+ ${names.initials(q)}`, ...(names.colour(q) ? { colour: names.colour(q)! } : {}), target: target.hand(q) },
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
  const a = act('trade', `Trade for ${names.airline('abacus')} shares`);
  for (const m of legal) {
    if (m.type !== 'startTrade') continue;
    const give = m.give;
    const receive = give === 3 ? 2 : 1;
    const giveStep: Step = { key: 'give', value: String(give), label: `Give ${plural(give, 'card')} for ${plural(receive, 'share')}` };
    const walk = (picked: number[], left: number[]): void => {
      if (picked.length === give) {
        const cards = picked.map((i) => sources[i]!);
        out.push({
          group: `Trade for ${names.airline('abacus')}`,
          label: `Give ${cards.map((c) => `${names.airline(c.airline)} (${c.from === 'hand' ? 'hand' : 'holdings'})`).join(', ')} for ${plural(receive, `${names.airline('abacus')} share`)}`,
          steps: [
            a,
            giveStep,
            ...cards.map((c, k) => ({ key: `card${k + 1}`, value: `${c.from}:${c.airline}`, label: `${names.airline(c.airline)} from your ${c.from === 'hand' ? 'hand' : 'holdings (face up)'}`, short: `${names.initials(c.airline)} (${c.from === 'hand' ? 'hand' : 'held'})` })),
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
