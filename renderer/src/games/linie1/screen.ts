/**
 * The Linie 1 table screen on the table shell: the city, the seat's hand and cards, the other
 * players, and the legal moves read as choices for a person. Everything offered comes from the
 * host's view and legal moves.
 */
import type { Linie1Board } from '../../../../games/linie1/board.js';
import type { Linie1Move } from '../../../../games/linie1/types.js';
import type { Linie1SeatView } from '../../../../games/linie1/view.js';
import type { GameScreen, Pending, TableContext } from '../../table-shell/types.js';
import CityBoard from './CityBoard.vue';
import { heldTile } from './held.js';
import { linie1Options, QUESTIONS } from './options.js';
import CityPanel from './panels/CityPanel.vue';
import HandPanel from './panels/HandPanel.vue';
import WinRoute from './panels/WinRoute.vue';
import { words } from './i18n/index.js';

const { t } = words;

type Ctx = TableContext<Linie1SeatView, Linie1Board>;

/** Rounds, not single turns: every player once is a round. */
const round = (ctx: Ctx) => Math.floor((ctx.view.turn - 1) / Math.max(1, ctx.view.players.length)) + 1;

function prompt(ctx: Ctx, pending: Pending<Linie1Move> | null): string {
  const v = ctx.view;
  if (v.ended) return t('linie1.prompt.over');
  const current = v.players.find((p) => p.id === v.current);
  const who = ctx.nameOf(v.current);
  if (!ctx.myTurn) return t('linie1.prompt.other', { who, doing: current?.trip ? 'drive' : v.step === 'refill' ? 'refill' : 'lay' });
  const you = { hot: ctx.hotSeat ? 'yes' : 'no', who };
  const held = heldTile(pending?.picks);
  if (pending && pending.picks.length > 0) {
    if (pending.option) return pending.option.moves[0] && (pending.option.moves[0] as Linie1Move).type === 'declare' ? t('linie1.prompt.lookPath') : t('linie1.prompt.confirm');
    if (held?.stage === 2) return t('linie1.prompt.second');
    if (held) return t('linie1.prompt.held');
    return t('linie1.prompt.finish');
  }
  if (v.step === 'drive') return t('linie1.prompt.drive', you);
  if (v.step === 'refill') return t('linie1.prompt.refill', you);
  const left = ctx.board.tilesPerTurn - v.laid;
  const canDeclare = ctx.tv.legal.some((m) => (m as Linie1Move).type === 'declare');
  if (canDeclare) return t('linie1.prompt.declare', you);
  if (ctx.tv.legal.length === 1 && (ctx.tv.legal[0] as Linie1Move).type === 'pass') return t('linie1.prompt.pass');
  return t('linie1.prompt.lay', { ...you, n: left });
}

function whyNot(_ctx: Ctx, target: string): string | null {
  return target.startsWith('why:') ? target.slice(4) : null;
}

export const linie1Screen: GameScreen<Linie1SeatView, Linie1Board, Linie1Move> = {
  scene: CityBoard,
  panels: [HandPanel, CityPanel],
  options: (ctx, legal) => linie1Options({ board: ctx.board, grid: ctx.view.grid, nameOf: ctx.nameOf }, legal),
  questions: QUESTIONS,
  prompt,
  whyNot,
  status: (ctx) => t('linie1.status', { board: ctx.board.name, round: round(ctx), n: ctx.view.pileCount }),
  playerStat: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    if (!p) return '';
    return p.trip ? `${p.trip.at}/${p.trip.path.length - 1}` : '';
  },
  playerNote: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    if (!p) return '';
    return p.trip
      ? t('linie1.note.driving', { n: p.hand.length, line: p.line ?? '', at: p.trip.at, of: p.trip.path.length - 1 })
      : t('linie1.note.building', { n: p.hand.length });
  },
  saveName: (ctx) => t('linie1.save', { players: ctx.view.players.map((p) => p.name).join(', '), round: round(ctx) }),
  outcomeDetail: (ctx) => ({ component: WinRoute, props: { board: ctx.board, view: ctx.view, nameOf: ctx.nameOf } }),
  withNames: (view, nameOf) => ({ ...view, players: view.players.map((p) => ({ ...p, name: nameOf(p.id) })) }),
};
