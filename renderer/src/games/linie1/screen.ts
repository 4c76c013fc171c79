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

type Ctx = TableContext<Linie1SeatView, Linie1Board>;

/** Rounds, not single turns: every player once is a round. */
const round = (ctx: Ctx) => Math.floor((ctx.view.turn - 1) / Math.max(1, ctx.view.players.length)) + 1;

function prompt(ctx: Ctx, pending: Pending<Linie1Move> | null): string {
  const v = ctx.view;
  if (v.ended) return 'The game is over.';
  const current = v.players.find((p) => p.id === v.current);
  const who = ctx.nameOf(v.current);
  if (!ctx.myTurn) return `${who} is ${current?.trip ? 'driving' : v.step === 'refill' ? 'refilling their hand' : 'laying track'}…`;
  const you = ctx.hotSeat ? `${who}, your` : 'Your';
  const held = heldTile(pending?.picks);
  if (pending && pending.picks.length > 0) {
    if (pending.option) return pending.option.moves[0] && (pending.option.moves[0] as Linie1Move).type === 'declare' ? 'Look at the path on the map, then Confirm.' : 'Confirm the move below.';
    if (held?.stage === 2) return 'Now the second tile of the double exchange: pick it, turn it and click the lit square beside the first.';
    if (held) return 'Turn the tile (R, the wheel or ⟲ ⟳) and click a lit square, or move it with the arrow keys and press Enter; the card beside it says why a square will not do.';
    return 'Finish the move below.';
  }
  if (v.step === 'drive') return `${you} tram is on its way: roll the die.`;
  if (v.step === 'refill') return `${you} hand: draw from the pile, or take a tile from a driving player.`;
  const left = ctx.board.tilesPerTurn - v.laid;
  const canDeclare = ctx.tv.legal.some((m) => (m as Linie1Move).type === 'declare');
  if (canDeclare) return `${you} route is finished: declare it (click a ringed terminal to start from) — or lay tiles instead.`;
  if (ctx.tv.legal.length === 1 && (ctx.tv.legal[0] as Linie1Move).type === 'pass') return 'No tile in your hand fits anywhere: pass.';
  return `${you} turn: lay ${left} more tile${left === 1 ? '' : 's'}. Pick one from your hand (or press R).`;
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
  status: (ctx) => `${ctx.board.name} · round ${round(ctx)} · ${ctx.view.pileCount} tiles in the pile`,
  playerStat: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    if (!p) return '';
    return p.trip ? `${p.trip.at}/${p.trip.path.length - 1}` : '';
  },
  playerNote: (ctx, id) => {
    const p = ctx.view.players.find((x) => x.id === id);
    if (!p) return '';
    return `${p.hand.length} tile${p.hand.length === 1 ? '' : 's'} in hand${p.trip ? ` · driving line ${p.line}, space ${p.trip.at} of ${p.trip.path.length - 1}` : ' · laying track'}`;
  },
  saveName: (ctx) => `Linie 1 — ${ctx.view.players.map((p) => p.name).join(', ')} — round ${round(ctx)}`,
  outcomeDetail: (ctx) => ({ component: WinRoute, props: { board: ctx.board, view: ctx.view, nameOf: ctx.nameOf } }),
  withNames: (view, nameOf) => ({ ...view, players: view.players.map((p) => ({ ...p, name: nameOf(p.id) })) }),
};
