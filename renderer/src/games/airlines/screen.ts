/**
 * The Airlines table screen on the table shell: the map, the side panels, and the legal moves
 * read as choices for a person. Everything it offers comes from the host's view and legal moves.
 */
import type { AirlinesBoard, AirlinesMove, AirlinesView, ScoringRecord } from '../../../../games/airlines/types.js';
import type { GameScreen, Moment, Pending, TableContext, Unavailable } from '../../table-shell/types.js';
import AirlinesBoardScene from './AirlinesBoard.vue';
import { airlinesOptions, QUESTIONS, routeName } from './options.js';
import HandPanel from './panels/HandPanel.vue';
import MarketPanel from './panels/MarketPanel.vue';
import ScorePad from './panels/ScorePad.vue';
import ScoringBreakdown from './panels/ScoringBreakdown.vue';
import SharesPanel from './panels/SharesPanel.vue';

type Ctx = TableContext<AirlinesView, AirlinesBoard>;

const initialsOf = (ctx: Ctx, id: string | undefined) => (id ? (ctx.board.airlines.find((a) => a.id === id)?.initials ?? id) : '');

function prompt(ctx: Ctx, pending: Pending<AirlinesMove> | null): string {
  const v = ctx.view;
  if (v.over) return 'The game is over.';
  const who = ctx.nameOf(v.turn.player);
  if (!ctx.myTurn) return `${who} is playing…`;
  if (pending && pending.picks.length > 0) {
    return pending.option ? 'Check the move below (it is drawn on the map), then Confirm.' : 'Finish the move below.';
  }
  // Hot-seat: say whose turn it is by name, the screen is shared.
  const you = ctx.hotSeat ? `${who}, your` : 'Your';
  switch (v.turn.phase) {
    case 'action':
      return v.founding && Object.keys(v.founding).length > 0
        ? `${you} turn: found an airline (click its glowing HQ), expand a network, or play stock cards.`
        : `${you} turn: expand a network or play stock cards.`;
    case 'foundClaim':
      return `Click a highlighted route at the ${initialsOf(ctx, v.turn.airline)} headquarters to found it.`;
    case 'expandClaim':
      return 'Click a highlighted route to claim it, or claim nothing.';
    case 'drawStock':
      return 'Take a face-up stock card or draw from the deck.';
    case 'sabotage':
      return 'You played one stock card: you may sabotage. Choose whose marker to use, or skip.';
    case 'sabotagePlace':
      return `Click a highlighted route to sabotage it with a ${initialsOf(ctx, v.turn.airline)} marker, or skip.`;
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
    if (!founded && phase === 'action') out.push({ group: 'Found an airline', label: a.initials, why: ctx.text(why) });
    else if (founded && (phase === 'action' || phase === 'expandClaim')) out.push({ group: phase === 'action' ? 'Expand' : 'Claim a route', label: a.initials, why: ctx.text(why) });
  }
  return out;
}

/** Why the airlines headquartered in a city cannot be founded now (a click on their HQ). */
function cityWhyNot(ctx: Ctx, city: string): string | null {
  if (ctx.view.turn.phase !== 'action') return null;
  const lines = ctx.board.airlines
    .filter((a) => a.hq === city && !ctx.view.airlines[a.id]?.founded)
    .map((a) => ctx.view.airlineNotes?.[a.id])
    .filter((w): w is string => !!w)
    .map(ctx.text);
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
  if (note.why) return `${name}: ${ctx.text(note.why)}`;
  if (note.may.length > 0 && ctx.view.turn.phase === 'action') return `${name}: your cards could claim it after you expand (draw a flight card).`;
  return null;
}

/** Each scoring is a moment: its breakdown is read before the bots go on. */
function moments(ctx: Ctx): Moment[] {
  return (
    ctx.view.scorings
      // The final scoring is shown on the game-over screen instead.
      .filter((s) => s.trigger !== 'final')
      .map((s) => ({ key: `scoring-${s.number}`, title: `Scoring ${s.number}`, component: ScoringBreakdown, props: breakdownProps(ctx, s), announce: pointsLine(ctx, s) }))
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
  return { board: ctx.board, scoring, players: ctx.view.players, text: ctx.text };
}

export const airlinesScreen: GameScreen<AirlinesView, AirlinesBoard, AirlinesMove> = {
  scene: AirlinesBoardScene,
  panels: [HandPanel, MarketPanel, SharesPanel, ScorePad],
  options: (ctx, legal) => airlinesOptions(ctx.board, ctx.view, legal),
  questions: QUESTIONS,
  prompt,
  whyNot,
  unavailable,
  status: (ctx) => `${ctx.board.name} · round ${roundOf(ctx.view.turn.number, ctx.view.players.length)}${ctx.view.turn.lastRound ? ' (the last)' : ''}`,
  playerStat: (ctx, id) => String(ctx.view.players.find((p) => p.id === id)?.score ?? ''),
  playerNote: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    return p ? `${p.score} points · ${p.stockInHand} stock and ${p.flightInHand} flight cards in hand` : '';
  },
  saveName: (ctx) => `Airlines — ${ctx.view.players.map((p) => p.name).join(', ')} — round ${roundOf(ctx.view.turn.number, ctx.view.players.length)}`,
  moments,
  outcomeDetail: (ctx) => {
    const last = ctx.view.scorings.at(-1);
    return last ? { component: ScoringBreakdown, props: breakdownProps(ctx, last) } : null;
  },
  withNames: (view, nameOf) => ({ ...view, players: view.players.map((p) => ({ ...p, name: nameOf(p.id) })) }),
};
