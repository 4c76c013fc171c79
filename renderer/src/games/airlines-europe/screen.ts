/**
 * The Airlines Europe table screen on the table shell: the map with the share track, the side
 * panels, and the legal moves read as choices for a person. Everything it offers comes from the
 * host's view and legal moves.
 */
import type { EuropeBoard, EuropeMove, EuropeView, ScoringRecord } from '../../../../games/airlines-europe/types.js';
import type { GameScreen, Moment, Pending, TableContext } from '../../table-shell/types.js';
import { roundOfTurn } from '../../../../games/core/words.js';
import EuropeBoardScene from './EuropeBoard.vue';
import { europeOptions, namesOf, QUESTIONS } from './options.js';
import FinalDetail from './panels/FinalDetail.vue';
import HandPanel from './panels/HandPanel.vue';
import MarketPanel from './panels/MarketPanel.vue';
import ScoringBreakdown from './panels/ScoringBreakdown.vue';
import SharesPanel from './panels/SharesPanel.vue';

type Ctx = TableContext<EuropeView, EuropeBoard>;

function prompt(ctx: Ctx, pending: Pending<EuropeMove> | null): string {
  const v = ctx.view;
  if (v.over) return 'The game is over.';
  const names = namesOf(ctx.board);
  if (v.phase === 'opening') {
    if (!ctx.myTurn) {
      const waiting = v.players.filter((p) => !p.hasChosen).map((p) => ctx.nameOf(p.id));
      return `Everyone picks two shares at once; waiting for ${waiting.join(', ') || 'nobody'}. The picks are shown when all have chosen.`;
    }
    return `${ctx.hotSeat ? `${ctx.nameOf(v.you ?? '')}, pick` : 'Pick'} two shares of different airlines from your hand to lay out face up (click them, then Confirm). Nobody sees them until everyone has chosen.`;
  }
  if (!ctx.myTurn) {
    const who = v.phase === 'scoringPick' ? (v.picks[0] ?? v.current) : v.current;
    return v.phase === 'scoringPick' ? `Scoring: ${ctx.nameOf(who)} takes a share from the stock market…` : `${ctx.nameOf(who)} is playing…`;
  }
  if (pending && pending.picks.length > 0) {
    if (pending.option) return 'Check the move below (the map shows it), then Confirm.';
    const get = (k: string) => pending.settled.find((s) => s.key === k)?.value;
    const airline2 = get('airline2');
    if (get('act') === 'licence' && get('route') && !airline2) return 'A second licence (click another airline’s home airport, or the same one) — or take your share now: a stock-market card or the draw pile.';
    if (get('act') === 'licence' && get('airline') && !get('route')) return `Click a glowing route for ${names.airline(get('airline')!)}: the number shown is what its licence costs.`;
    if (airline2 && airline2 !== 'none' && !get('route2')) return `Click a glowing route for ${names.airline(airline2)}.`;
    return 'Finish the move below.';
  }
  const you = ctx.hotSeat ? `${ctx.nameOf(v.you ?? '')}, your` : 'Your';
  switch (v.phase) {
    case 'action':
      return `${you} turn: buy licences (click an airline’s home airport or its row), lay out shares (click them in your hand), trade for ${names.airline('abacus')}, or take money.`;
    case 'licence':
      return 'Buy a second licence, or take your share: a stock-market card or the draw pile.';
    case 'trade':
      return `Give the ${v.trade?.remaining ?? ''} card(s) still owed for your ${names.airline('abacus')} shares.`;
    case 'scoringPick':
      return 'Scoring: take a share from the stock market.';
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
    if (offers.length > 0) return `${names.route(id)} may be licensed by ${offers.map((o) => `${names.airline(o.airline)} for ${o.price} million`).join(', ')}: pick that airline first (its home airport or its row).`;
    return `${names.route(id)}: no airline can license it for you now (it does not touch a network, its spaces are taken, or it costs more than you have).`;
  }
  if (target.startsWith('city:')) {
    const id = target.slice(5);
    const home = ctx.board.airlines.find((a) => a.home === id && v.airlines.some((x) => x.id === a.id));
    if (home && (v.phase === 'action' || v.phase === 'licence')) return `${home.name} has no route you can license now.`;
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
    .map((s) => ({ key: `scoring-${s.number}`, title: `Scoring ${s.number}`, component: ScoringBreakdown, props: breakdownProps(ctx, s, false) }));
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
    return `${ctx.board.name} · ${v.phase === 'opening' ? 'choosing the first shares' : `round ${roundOfTurn(v.turnNumber, v.players.length)}`}${scoring ? ` · ${scoring} of 3 scorings done` : ''}`;
  },
  playerStat: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    return p ? `${p.money} M` : '';
  },
  playerNote: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    if (!p) return '';
    const vp = p.vp === null ? 'victory points secret' : `${p.vp} victory points`;
    return `${p.money} million · ${p.handSize} shares in hand · ${vp}${ctx.view.phase === 'opening' ? (p.hasChosen ? ' · has chosen' : ' · choosing') : ''}`;
  },
  saveName: (ctx) => `Airlines Europe — ${ctx.view.players.map((p) => p.name).join(', ')} — turn ${ctx.view.turnNumber}`,
  moments,
  outcomeDetail: (ctx) => ({ component: FinalDetail, props: { board: ctx.board, view: ctx.view, nameOf: ctx.nameOf } }),
  withNames: (view, nameOf) => ({ ...view, players: view.players.map((p) => ({ ...p, name: nameOf(p.id) })) }),
};
