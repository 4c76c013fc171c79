/**
 * What one seat may see. Hidden: other hands (only their sizes), pending opening choices, the
 * order of the draw pile (where its scoring cards lie), the face-down discard pile and, while
 * victory points are secret (the default), every other player's points: their totals and their
 * points of each scoring, until the game is over.
 */
import type { PlayerId } from '../core/types.js';
import { airlinesInPlay, indexBoard, payoutAt } from './board.js';
import { DIVIDEND, FIRST_PILE, SCORING_CARDS, START_MONEY, TAKE_MONEY, handSize, marketSize, total } from './cards.js';
import { legalMoves, licenceMoves } from './legal.js';
import { applyOnCopy } from '../core/define.js';
import { activePlayers, cheapestFreeSpace, cloneState, step } from './rules.js';
import { pointsOpen, recordFor } from './secret.js';
import { SCORING_CARD, type EuropeMove, type EuropeState, type EuropeView, type LicenceOffer, type LicencePlan, type PilePart } from './types.js';

export function view(s: EuropeState, player: PlayerId | null): EuropeView {
  const seated = player !== null && s.players.some((p) => p.id === player) ? player : null;
  const idx = indexBoard(s.board);
  const copyCounts = (c: Record<string, number>): Record<string, number> => ({ ...c });
  const open = pointsOpen(s);
  const out: EuropeView = {
    you: seated,
    phase: s.phase,
    current: s.players[s.current]!.id,
    turnNumber: s.turnNumber,
    players: s.players.map((p, seat) => ({
      id: p.id,
      name: p.name,
      seat,
      money: s.money[p.id]!,
      handSize: total(s.hands[p.id]!),
      holdings: copyCounts(s.holdings[p.id]!),
      vp: open || p.id === seated ? s.vp[p.id]! : null,
      hasChosen: s.opening[p.id] !== null,
      scoringCards: s.scoringCardsHeld.filter((h) => h === p.id).length,
    })),
    airlines: s.airlines.map((id) => ({
      id,
      track: s.track[id]!,
      payout: [...payoutAt(s.board, s.track[id]!)],
      planesLeft: s.planes[id]!,
      network: [...s.network[id]!],
      openBonuses: (idx.bonusesOf.get(id) ?? []).map((b) => b.id).filter((b) => !s.bonusesTaken.includes(b)),
    })),
    licences: Object.fromEntries(Object.entries(s.licences).map(([r, l]) => [r, [...l]])),
    market: [...s.market],
    deckSize: s.deck.length,
    scoringCardsLeft: s.deck.filter((c) => c === SCORING_CARD).length,
    discardSize: total(s.discard),
    removedSize: total(s.removed),
    abacusSupply: s.abacusSupply,
    abacusPayout: [...s.board.abacus.points],
    bank: s.bank,
    licencesThisTurn: s.licencesThisTurn,
    trade: s.trade ? { ...s.trade } : null,
    picks: [...s.picks],
    scorings: s.scorings.map((r) => recordFor(s, r, seated)),
    options: { ...s.options },
    over: s.over,
    pileParts: pileParts(s),
    payments: { dividendPerShare: DIVIDEND, takeMoney: TAKE_MONEY, bankruptKeep: START_MONEY },
  };
  if (seated !== null) {
    out.hand = copyCounts(s.hands[seated]!);
    if (s.phase === 'opening') out.openingChoice = s.opening[seated] ? [...s.opening[seated]!] : null;
    const plan = licencePlan(s, seated);
    if (plan) out.licencePlan = plan;
  }
  return out;
}

/**
 * The draw pile's three parts as the table knows them (see setup.ts, buildDrawPile): the first
 * FIRST_PILE cards and a scoring card; the middle part, what is left but about a quarter, with a
 * scoring card about halfway; the quarter, with the last scoring card at the very bottom. Sizes
 * are the nominal ones: the secret random shift of a card or two is not in them.
 */
export function pileParts(s: EuropeState): PilePart[] {
  const n = s.players.length;
  const shares = airlinesInPlay(s.board, n).reduce((t, a) => t + a.shares, 0);
  const cards = Math.max(0, shares - marketSize(n) - n * handSize(n));
  const first = Math.min(FIRST_PILE, cards);
  const quarter = Math.round((cards - first) / 4);
  const sizes = [first + 1, cards - first - quarter + 1, quarter + 1];
  const pile = sizes.reduce((a, b) => a + b, 0);
  let drawn = Math.max(0, pile - s.deck.length);
  const gone = SCORING_CARDS - s.deck.filter((c) => c === SCORING_CARD).length;
  return sizes.map((size, i) => {
    const used = Math.min(size, drawn);
    drawn -= used;
    return { size, left: size - used, scoringLeft: i >= gone };
  });
}

/**
 * The licences the seat on turn may buy now, each with what it does (the rules' own result of
 * buying it), and the licences that may follow each one as the turn's second. Absent when the
 * seat may buy none.
 */
export function licencePlan(s: EuropeState, player: PlayerId): LicencePlan | undefined {
  if (s.over || (s.phase !== 'action' && s.phase !== 'licence') || activePlayers(s)[0] !== player) return undefined;
  const firsts: EuropeMove[] = [];
  licenceMoves(s, player, firsts);
  if (s.phase === 'licence' && s.licencesThisTurn >= 2) return undefined;
  if (firsts.length === 0) return undefined;
  const plan: LicencePlan = { offers: [], then: [], seconds: [], finish: [] };
  const secondIndex = new Map<string, number>();
  const offer = (state: EuropeState, m: EuropeMove & { type: 'buyLicence' }): LicenceOffer => {
    const space = cheapestFreeSpace(state, m.route)!;
    return { airline: m.airline, route: m.route, space, price: indexBoard(state.board).route.get(m.route)!.licences[space]! };
  };
  const key = (o: LicenceOffer) => `${o.airline}|${o.route}|${o.space}`;
  const afters: EuropeState[] = [];
  for (const m of firsts) {
    if (m.type !== 'buyLicence') continue;
    const res = applyOnCopy({ clone: cloneState, step }, s, player, m);
    if (!res.ok) continue;
    const after = res.state;
    const had = new Set(s.network[m.airline]!);
    plan.offers.push({
      ...offer(s, m),
      track: after.track[m.airline]!,
      bonus: after.bonusesTaken.find((b) => !s.bonusesTaken.includes(b)) ?? null,
      joins: after.network[m.airline]!.filter((c) => !had.has(c)),
    });
    afters.push(after);
  }
  const offerIndex = new Map(plan.offers.map((o, i) => [key(o), i]));
  for (const after of afters) {
    // Licences touch neither the market nor the pile: the way to end the action is the same after any.
    if (plan.finish.length === 0) plan.finish = legalMoves(after, player).filter((x) => x.type === 'takeShare' || x.type === 'endTurn');
    const next: EuropeMove[] = [];
    if (after.phase === 'licence' && after.licencesThisTurn < 2) licenceMoves(after, player, next);
    const kept: number[] = [];
    const add: number[] = [];
    for (const n of next) {
      const o = offer(after, n as EuropeMove & { type: 'buyLicence' });
      const j = offerIndex.get(key(o));
      if (j !== undefined) kept.push(j);
      else {
        let i = secondIndex.get(key(o));
        if (i === undefined) {
          i = plan.seconds.push(o) - 1;
          secondIndex.set(key(o), i);
        }
        add.push(i);
      }
    }
    const keptSet = new Set(kept);
    const dropped = plan.offers.map((_, j) => j).filter((j) => !keptSet.has(j));
    plan.then.push(kept.length <= dropped.length ? { keep: kept, add } : { drop: dropped, add });
  }
  return plan;
}
