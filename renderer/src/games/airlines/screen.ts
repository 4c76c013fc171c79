/**
 * The Airlines table screen on the table shell: the map, the side panels, and the legal moves
 * read as choices for a person. Everything it offers comes from the host's view and legal moves.
 */
import type { AirlinesBoard, AirlinesMove, AirlinesView, ScoringRecord } from '../../../../games/airlines/types.js';
import type { GameScreen, Moment, Pending, TableContext, Unavailable } from '../../table-shell/types.js';
import AirlinesBoardScene from './AirlinesBoard.vue';
import { viewText } from '../../i18n/wire-words.js';
import { words } from './i18n/index.js';
import { airlinesOptions, QUESTIONS, routeName } from './options.js';
import HandPanel from './panels/HandPanel.vue';
import MarketPanel from './panels/MarketPanel.vue';
import ScorePad from './panels/ScorePad.vue';
import ScoringBreakdown from './panels/ScoringBreakdown.vue';
import SharesPanel from './panels/SharesPanel.vue';

type Ctx = TableContext<AirlinesView, AirlinesBoard>;

const { t } = words;

const initialsOf = (ctx: Ctx, id: string | undefined) => (id ? (ctx.board.airlines.find((a) => a.id === id)?.initials ?? id) : '');

function prompt(ctx: Ctx, pending: Pending<AirlinesMove> | null): string {
  const v = ctx.view;
  if (v.over) return t('airlines.prompt.over');
  const who = ctx.nameOf(v.turn.player);
  if (!ctx.myTurn) return t('airlines.prompt.playing', { who });
  if (pending && pending.picks.length > 0) {
    return pending.option ? t('airlines.prompt.confirm') : t('airlines.prompt.finish');
  }
  // Hot-seat: say whose turn it is by name, the screen is shared.
  const hot = ctx.hotSeat;
  switch (v.turn.phase) {
    case 'action':
      return v.founding && Object.keys(v.founding).length > 0
        ? hot
          ? t('airlines.prompt.actionFoundHot', { who })
          : t('airlines.prompt.actionFound')
        : hot
          ? t('airlines.prompt.actionHot', { who })
          : t('airlines.prompt.action');
    case 'foundClaim':
      return t('airlines.prompt.foundClaim', { airline: initialsOf(ctx, v.turn.airline) });
    case 'expandClaim':
      return t('airlines.prompt.expandClaim');
    case 'drawStock':
      return t('airlines.prompt.drawStock');
    case 'sabotage':
      return t('airlines.prompt.sabotage');
    case 'sabotagePlace':
      return t('airlines.prompt.sabotagePlace', { airline: initialsOf(ctx, v.turn.airline) });
    default:
      return '';
  }
}

/**
 * The airlines the move list leaves out now, with the host's reason: those that cannot be founded
 * (at the action) and the founded ones no route can be claimed for (at the action and the claim).
 */
function unavailable(ctx: Ctx): Unavailable[] {
  const v = ctx.view;
  const notes = v.airlineNotes ?? {};
  const phase = v.turn.phase;
  const out: Unavailable[] = [];
  for (const a of ctx.board.airlines) {
    const why = notes[a.id];
    if (!why) continue;
    const founded = v.airlines[a.id]?.founded;
    if (!founded && phase === 'action') out.push({ group: t('airlines.group.found'), label: a.initials, why: ctx.text(viewText(why)) });
    else if (founded && (phase === 'action' || phase === 'expandClaim')) out.push({ group: phase === 'action' ? t('airlines.group.expand') : t('airlines.group.claim'), label: a.initials, why: ctx.text(viewText(why)) });
  }
  return out;
}

/** Why the airlines headquartered in a city cannot be founded now (a click on their HQ). */
function cityWhyNot(ctx: Ctx, city: string): string | null {
  if (ctx.view.turn.phase !== 'action') return null;
  const lines = ctx.board.airlines
    .filter((a) => a.hq === city && !ctx.view.airlines[a.id]?.founded)
    .map((a) => ctx.view.airlineNotes?.[a.id])
    .map((w) => ctx.text(viewText(w)))
    .filter((line) => line !== '');
  return lines.length > 0 ? lines.join(' ') : null;
}

function whyNot(ctx: Ctx, target: string): string | null {
  if (target.startsWith('city:')) return cityWhyNot(ctx, target.slice(5));
  if (!target.startsWith('route:')) return null;
  const id = target.slice(6);
  const route = ctx.board.routes.find((r) => r.id === id);
  const note = ctx.view.routeNotes?.[id];
  if (!route || !note) return null;
  const name = routeName(ctx.board, route);
  if (note.why) return t('airlines.why.route', { route: name, why: ctx.text(viewText(note.why)) });
  if (note.may.length > 0 && ctx.view.turn.phase === 'action') return t('airlines.why.afterExpand', { route: name });
  return null;
}

/** Each scoring is a moment: its breakdown is read before the bots go on. */
function moments(ctx: Ctx): Moment[] {
  return (
    ctx.view.scorings
      // The final scoring is shown on the game-over screen instead.
      .filter((s) => s.trigger !== 'final')
      .map((s) => ({ key: `scoring-${s.number}`, title: t('airlines.moment.scoring', { n: s.number }), component: ScoringBreakdown, props: breakdownProps(ctx, s), announce: pointsLine(ctx, s) }))
  );
}

/** "Ann +11, Bob +4, Cy +0." */
function pointsLine(ctx: Ctx, s: ScoringRecord): string {
  return `${ctx.view.players.map((p) => `${p.name} +${s.points[p.id] ?? 0}`).join(', ')}.`;
}

/** The round (every player has one turn a round, in seat order) and the turn within it. */
export function roundOf(turnNumber: number, players: number): number {
  return Math.floor((Math.max(1, turnNumber) - 1) / Math.max(1, players)) + 1;
}

function breakdownProps(ctx: Ctx, scoring: ScoringRecord): Record<string, unknown> {
  return { board: ctx.board, scoring, players: ctx.view.players };
}

export const airlinesScreen: GameScreen<AirlinesView, AirlinesBoard, AirlinesMove> = {
  scene: AirlinesBoardScene,
  panels: [HandPanel, MarketPanel, SharesPanel, ScorePad],
  options: (ctx, legal) => airlinesOptions(ctx.board, ctx.view, legal),
  questions: QUESTIONS,
  prompt,
  whyNot,
  unavailable,
  status: (ctx) => {
    const at = { board: ctx.board.name, round: roundOf(ctx.view.turn.number, ctx.view.players.length) };
    return ctx.view.turn.lastRound ? t('airlines.status.lineLast', at) : t('airlines.status.line', at);
  },
  playerStat: (ctx, id) => String(ctx.view.players.find((p) => p.id === id)?.score ?? ''),
  playerNote: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    return p ? t('airlines.note.player', { score: p.score, stock: p.stockInHand, flight: p.flightInHand }) : '';
  },
  saveName: (ctx) => t('airlines.save', { players: ctx.view.players.map((p) => p.name).join(', '), round: roundOf(ctx.view.turn.number, ctx.view.players.length) }),
  moments,
  outcomeDetail: (ctx) => {
    const last = ctx.view.scorings.at(-1);
    return last ? { component: ScoringBreakdown, props: breakdownProps(ctx, last) } : null;
  },
  withNames: (view, nameOf) => ({ ...view, players: view.players.map((p) => ({ ...p, name: nameOf(p.id) })) }),
};
