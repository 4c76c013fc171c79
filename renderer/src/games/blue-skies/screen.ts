/**
 * The Blue Skies table screen on the table shell: the map, the side panels (the round's steps,
 * your cards, everyone at the table), and the legal moves read as choices for a person.
 * Everything it offers comes from the host's view and legal moves.
 */
import type { BlueSkiesBoard } from '../../../../games/blue-skies/board.js';
import type { BlueSkiesMove, BlueSkiesView } from '../../../../games/blue-skies/types.js';
import type { GameScreen, TableContext } from '../../table-shell/types.js';
import BlueSkiesBoardScene from './BlueSkiesBoard.vue';
import { blueSkiesOptions, QUESTIONS } from './options.js';
import FinalBreakdown from './panels/FinalBreakdown.vue';
import HandPanel from './panels/HandPanel.vue';
import StepsPanel from './panels/StepsPanel.vue';
import TablePanel from './panels/TablePanel.vue';
import { prompt, pts, whyNot } from './words.js';
import { words } from './i18n/index.js';

type Ctx = TableContext<BlueSkiesView, BlueSkiesBoard>;

export const blueSkiesScreen: GameScreen<BlueSkiesView, BlueSkiesBoard, BlueSkiesMove> = {
  scene: BlueSkiesBoardScene,
  panels: [StepsPanel, HandPanel, TablePanel],
  options: (ctx, legal) => blueSkiesOptions(ctx.board, ctx.view, legal),
  questions: QUESTIONS,
  prompt,
  whyNot,
  status: (ctx) => words.t('skies.status', { board: ctx.board.name, phase: ctx.view.phase.kind, round: ctx.view.round }),
  playerStat: (ctx, id) => String(ctx.view.players.find((p) => p.id === id)?.score ?? ''),
  playerNote: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    return p ? words.t('skies.note.player', { points: pts(p.score), income: p.income, gates: p.gatesLeft, cards: p.handSize, used: p.specialUsed ? 'yes' : 'no' }) : '';
  },
  saveName: (ctx) => `Blue Skies — ${ctx.view.players.map((p) => p.name).join(', ')} — round ${ctx.view.round}`,
  outcomeDetail: (ctx) => (ctx.view.final ? { component: FinalBreakdown, props: { board: ctx.board, final: ctx.view.final, players: ctx.view.players, text: ctx.text } } : null),
  withNames: (view, nameOf) => ({ ...view, players: view.players.map((p) => ({ ...p, name: nameOf(p.id) })) }),
};
