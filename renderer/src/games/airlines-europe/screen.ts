/**
 * The Airlines Europe table screen on the table shell: the map with the share track, the side
 * panels, and the legal moves read as choices for a person. Everything it offers comes from the
 * host's view and legal moves.
 */
import type { EuropeBoard, EuropeMove, EuropeView, ScoringRecord } from '../../../../games/airlines-europe/types.js';
import type { GameScreen, Moment, Pending, TableContext } from '../../table-shell/types.js';
import { roundOfTurn } from '../../../../games/core/words.js';
import EuropeBoardScene from './EuropeBoard.vue';
import { words } from './i18n/index.js';
import { europeOptions, namesOf, QUESTIONS } from './options.js';
import { moneyStat } from './words.js';
import FinalDetail from './panels/FinalDetail.vue';
import HandPanel from './panels/HandPanel.vue';
import MarketPanel from './panels/MarketPanel.vue';
import ScoringBreakdown from './panels/ScoringBreakdown.vue';
import SharesPanel from './panels/SharesPanel.vue';

type Ctx = TableContext<EuropeView, EuropeBoard>;

const { t, list } = words;

function prompt(ctx: Ctx, pending: Pending<EuropeMove> | null): string {
  const v = ctx.view;
  if (v.over) return t('europe.prompt.over');
  const names = namesOf(ctx.board);
  if (v.phase === 'opening') {
    if (!ctx.myTurn) {
      const waiting = v.players.filter((p) => !p.hasChosen).map((p) => ctx.nameOf(p.id));
      return t('europe.prompt.waiting', { names: waiting.length > 0 ? list(waiting) : t('europe.prompt.nobody') });
    }
    return ctx.hotSeat ? t('europe.prompt.pickHot', { who: ctx.nameOf(v.you ?? '') }) : t('europe.prompt.pick');
  }
  if (!ctx.myTurn) {
    const who = v.phase === 'scoringPick' ? (v.picks[0] ?? v.current) : v.current;
    return v.phase === 'scoringPick' ? t('europe.prompt.scoringWait', { who: ctx.nameOf(who) }) : t('europe.prompt.playing', { who: ctx.nameOf(who) });
  }
  if (pending && pending.picks.length > 0) {
    if (pending.option) return t('europe.prompt.confirm');
    const get = (k: string) => pending.settled.find((s) => s.key === k)?.value;
    const airline2 = get('airline2');
    if (get('act') === 'licence' && get('route') && !airline2) return t('europe.prompt.second');
    if (get('act') === 'licence' && get('airline') && !get('route')) return t('europe.prompt.route', { airline: names.airline(get('airline')!) });
    if (airline2 && airline2 !== 'none' && !get('route2')) return t('europe.prompt.route2', { airline: names.airline(airline2) });
    return t('europe.prompt.finish');
  }
  switch (v.phase) {
    case 'action':
      return ctx.hotSeat ? t('europe.prompt.actionHot', { who: ctx.nameOf(v.you ?? ''), abacus: names.airline('abacus') }) : t('europe.prompt.action', { abacus: names.airline('abacus') });
    case 'licence':
      return t('europe.prompt.licence');
    case 'trade':
      return t('europe.prompt.trade', { n: v.trade?.remaining ?? 0, abacus: names.airline('abacus') });
    case 'scoringPick':
      return t('europe.prompt.scoringPick');
    default:
      return '';
  }
}

function whyNot(ctx: Ctx, target: string): string | null {
  const v = ctx.view;
  const names = namesOf(ctx.board);
  if (target.startsWith('route:')) {
    const id = target.slice(6);
    if (v.phase !== 'action' && v.phase !== 'licence') return null;
    const offers = v.licencePlan?.offers.filter((o) => o.route === id) ?? [];
    if (offers.length > 0) return t('europe.why.offers', { route: names.route(id), offers: list(offers.map((o) => t('europe.why.offer', { airline: names.airline(o.airline), price: o.price }))) });
    return t('europe.why.none', { route: names.route(id) });
  }
  if (target.startsWith('city:')) {
    const id = target.slice(5);
    const home = ctx.board.airlines.find((a) => a.home === id && v.airlines.some((x) => x.id === a.id));
    if (home && (v.phase === 'action' || v.phase === 'licence')) return t('europe.why.home', { airline: home.name });
  }
  return null;
}

function breakdownProps(ctx: Ctx, scoring: ScoringRecord, last: boolean): Record<string, unknown> {
  return { board: ctx.board, scoring, nameOf: ctx.nameOf, you: ctx.view.you, secret: ctx.view.options.secretVictoryPoints && !ctx.view.over, last };
}

/** Each scoring but the last is a moment: its breakdown is read before the bots go on. */
function moments(ctx: Ctx): Moment[] {
  return ctx.view.scorings
    .filter((s) => !(ctx.view.over && s.number === ctx.view.scorings.length))
    .map((s) => ({ key: `scoring-${s.number}`, title: t('europe.moment.scoring', { n: s.number }), component: ScoringBreakdown, props: breakdownProps(ctx, s, false) }));
}

export const europeScreen: GameScreen<EuropeView, EuropeBoard, EuropeMove> = {
  scene: EuropeBoardScene,
  panels: [HandPanel, MarketPanel, SharesPanel],
  options: (ctx, legal, picks) => europeOptions(ctx.board, ctx.view, legal, picks),
  questions: QUESTIONS,
  prompt,
  whyNot,
  status: (ctx) => {
    const v = ctx.view;
    const scoring = v.scorings.length;
    const status = v.phase === 'opening' ? t('europe.status.opening', { board: ctx.board.name }) : t('europe.status.round', { board: ctx.board.name, round: roundOfTurn(v.turnNumber, v.players.length) });
    return scoring ? t('europe.status.scorings', { status, n: scoring }) : status;
  },
  playerStat: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    return p ? moneyStat(p.money) : '';
  },
  playerNote: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    if (!p) return '';
    const vp = p.vp === null ? t('europe.note.vpSecret') : t('europe.note.vp', { n: p.vp });
    const note = t('europe.note.player', { money: p.money, hand: p.handSize, vp });
    if (ctx.view.phase !== 'opening') return note;
    return p.hasChosen ? t('europe.note.chosen', { note }) : t('europe.note.choosing', { note });
  },
  saveName: (ctx) => t('europe.save', { players: ctx.view.players.map((p) => p.name).join(', '), turn: ctx.view.turnNumber }),
  moments,
  outcomeDetail: (ctx) => ({ component: FinalDetail, props: { board: ctx.board, view: ctx.view, nameOf: ctx.nameOf } }),
  withNames: (view, nameOf) => ({ ...view, players: view.players.map((p) => ({ ...p, name: nameOf(p.id) })) }),
};
